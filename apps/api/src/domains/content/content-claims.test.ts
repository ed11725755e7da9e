import {
  deliveryFees,
  exportDays,
  type Features,
  type Lang,
  loadAllMessages,
  purgeAfterDays,
} from '@bazar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableFeatures } from '../../features';
import { retention } from '../../shared/retention';
import { createTestApp, type TestContext } from '../../test/test-app';
import { clientErrorRetentionDays } from '../client-errors/client-errors.personal-data';
import { creditRequestRetentionYears } from '../credit-requests/credit-requests.personal-data';
import {
  outboxRetentionDays,
  phoneCodeRetentionDays,
  readNotificationRetentionDays,
} from '../notifications/notifications.personal-data';
import { contactMessageRetentionYears } from './content.personal-data';

const messages = await loadAllMessages();

/**
 * The site promises only what it does: every feature a shopper can read about, the words that
 * name it in each language, and the capability that makes it true (null: not built, always off).
 * A content page (agreement, privacy, GDPR, FAQ, blog, campaigns) or a message that names a
 * feature while the running configuration has it off fails this test. `allowedKeys` are messages
 * the web shows only while the feature is on, or beside its state, or that use the words otherwise.
 */
interface Claim {
  feature: string;
  capability: keyof Features | null;
  names: Record<Lang, RegExp[]>;
  allowedKeys?: string[];
}

/** A word starting with `stem` and not inside another word (JavaScript's \b knows only ASCII). */
const word = (stem: string, end = '') => new RegExp(`(?<!\\p{L})${stem}${end}`, 'iu');

const claims: Claim[] = [
  {
    feature: 'paying by bank card',
    capability: 'cardPayments',
    names: {
      az: [/kartla ödə/i, /bank kartı ilə/i, /visa|mastercard/i],
      en: [
        /\b(pay|paid|paying|payments?)\b[^.]{0,30}\b(by|with) (a |any |your )?(bank )?card\b/i,
        /\bcard payments?\b/i,
      ],
      ru: [/(оплат|плат)\p{L}*[^.]{0,30}картой/iu, /visa|mastercard/i],
    },
  },
  {
    feature: 'paying from a Bazar wallet',
    capability: 'walletPayments',
    names: { az: [/pul kisəsi/i], en: [/\bwallet\b/i], ru: [word('кошел[её]к')] },
    // Checkout lists it greyed out as "Not available at present" (Payment/Methods).
    allowedKeys: ['checkout.wallet'],
  },
  {
    feature: 'instalments',
    capability: 'instalments',
    names: { az: [/hissə-hissə/i, word('taksit')], en: [/\binstal+ments?\b/i], ru: [word('рассрочк')] },
    // The product page's entry (InstalmentEntry) renders only while Layout.features.instalments is on.
    allowedKeys: [
      'product.instalments.entry',
      'product.instalments.months',
      'product.instalments.monthly',
      'product.instalments.total',
      'product.instalments.monthCount',
      'product.instalments.commission',
    ],
  },
  {
    feature: 'consumer credit',
    capability: 'credit',
    names: { az: [word('kredit')], en: [/\b(credit|loans?)\b/i], ru: [word('кредит')] },
  },
  {
    feature: 'gift cards',
    capability: 'giftCards',
    names: { az: [/hədiyyə kart/i], en: [/\bgift ?cards?\b/i], ru: [/подарочн\p{L}* карт/iu] },
  },
  {
    feature: 'notifications by e-mail',
    capability: 'emailNotifications',
    names: {
      az: [/e-poçt bildiriş/i, /e-poçt vasitəsilə (elan|bildir|xəbər)/i, /SMS və e-poçt/i],
      en: [
        /\be-?mail notifications?\b/i,
        /\b(sms|text) and (an )?e-?mail\b/i,
        /\bby e-?mail before\b/i,
        /\bwe (will )?e-?mail you\b/i,
      ],
      ru: [
        /письм\p{L}* на электронную почту/iu,
        /по электронной почте до/iu,
        /уведомлени\p{L}* по (электронной )?почте/iu,
      ],
    },
  },
  {
    feature: 'an SMS at each move of an order',
    capability: 'orderStatusSms',
    names: {
      az: [/vəziyyəti barədə[^.]*SMS/i, /hər (mərhələdə|addımda)[^.]*SMS/i],
      en: [/\btext you about your order/i, /\bSMS[^.]*(at every stage|at each step|about the status)/i],
      ru: [/статус[^.]*по SMS/iu, /на каждом этапе[^.]*SMS/iu],
    },
  },
  {
    feature: "downloading one's data",
    capability: 'dataExport',
    names: {
      az: [/məlumatlarınızı yükləyə/i, /məlumatları yüklə/i, /“Məlumatlarım”/i],
      en: [
        /\bdownload (and correct )?your data\b/i,
        /\bexport your data\b/i,
        /\bdata export\b/i,
        /“My data”/i,
        /\bcopy of (everything|your data)\b/i,
      ],
      ru: [/выгрузить[^.]*данн/iu, /экспорт данных/iu, /«Мои данные»/iu],
    },
  },
  {
    feature: 'chat with sellers or support',
    capability: null,
    names: { az: [word('çat', '(da|a|ı|ın)?(?!\\p{L})')], en: [/\bchats?\b/i], ru: [word('чат')] },
  },
  {
    feature: 'pickup points',
    capability: null,
    names: { az: [/təhvil məntəqə/i], en: [/\bpick-?up points?\b/i], ru: [/пункт\p{L}* выдачи/iu] },
    // The seller's own addresses (warehouses, pick-up points, offices), not a way to receive an order.
    allowedKeys: ['seller.addresses.note'],
  },
  {
    feature: 'return or warranty requests opened on the site',
    capability: null,
    names: {
      az: [/qaytarma müraciəti yarad/i, /zəmanət müraciəti/i],
      en: [/\b(open|create) a (return|warranty) (request|claim)\b/i, /\breturn request under\b/i],
      ru: [/заявк\p{L}* на возврат/iu, /оформите возврат/iu, /гарантийное обращение/iu],
    },
  },
  {
    feature: 'two-step sign-in for members',
    capability: null,
    names: {
      az: [/iki mərhələli/i],
      en: [/\btwo-(step|factor)\b/i, /\b2fa\b/i],
      ru: [/двухэтапн|двухфакторн/iu],
    },
    // Operators' own second factor (issue 35): shown only to Staff and Admin, who have it.
    allowedKeys: ['secondFactor.enrollTitle', 'admin.people.secondFactor'],
  },
];

const langs: Lang[] = ['az', 'en', 'ru'];

/**
 * What the legal texts once denied and the site now does when configured and consented to: an
 * analytics pixel, a map, offers. A text that still denies it is false on a marketplace that has it.
 */
const denials: Record<Lang, RegExp[]> = {
  az: [
    /analitika pikseli yoxdur/i,
    /xəritə xidmətindən istifadə etmirik/i,
    /reklam bildirişləri göndərmirik/i,
  ],
  en: [/\bno analytics pixel\b/i, /\bno maps? service\b/i, /\bsend no marketing\b/i],
  ru: [
    /аналитического пикселя[^.]*нет/iu,
    /картографическим сервисом[^.]*не пользуемся/iu,
    /рекламных рассылок[^.]*не отправляем/iu,
  ],
};

const denialsIn = (texts: Text[]) =>
  texts.flatMap(({ where, lang, text }) =>
    denials[lang].filter((pattern) => pattern.test(text)).map((pattern) => `${lang} ${where} ${pattern}`),
  );

/** A text as a shopper reads it: no tags, no entities. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ');

interface Text {
  /** Where the text is: a message key, or a page and its part. */
  where: string;
  lang: Lang;
  text: string;
}

/** The claims a text makes that the features say are off (gated keys aside). */
function falseClaims(texts: Text[], features: Features): string[] {
  const found: string[] = [];
  for (const claim of claims) {
    if (claim.capability && features[claim.capability]) continue;
    for (const { where, lang, text } of texts) {
      if (claim.allowedKeys?.includes(where)) continue;
      const named = claim.names[lang].find((pattern) => pattern.test(text));
      if (named) found.push(`${lang} ${where} names ${claim.feature} (${named}): “${text.slice(0, 160)}”`);
    }
  }
  return found;
}

let ctx: TestContext;
let features: Features;
beforeAll(async () => {
  ctx = await createTestApp();
  features = (await get('Home/GetLayout', 'az')).features;
});
afterAll(() => ctx.close());

async function get(url: string, lang: Lang) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: { 'accept-language': lang },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every seeded content page, FAQ entry, blog article and campaign, in one language. */
async function contentTexts(lang: Lang): Promise<Text[]> {
  const texts: Text[] = [];
  for (const slug of ['buyer-agreement', 'privacy-policy', 'gdpr']) {
    const page = await get(`Content/GetPage?slug=${slug}&lang=${lang}`, lang);
    texts.push({ where: `page ${slug}`, lang, text: plain(`${page.title}. ${page.body}`) });
  }
  for (const entry of await get(`Faq?lang=${lang}`, lang))
    texts.push({ where: `faq “${entry.question}”`, lang, text: plain(`${entry.question} ${entry.answer}`) });
  const blog = await get(`Blog?lang=${lang}&pageSize=60`, lang);
  for (const summary of blog.items) {
    const article = await get(`Blog/GetById?blogId=${summary.id}&lang=${lang}`, lang);
    texts.push({ where: `blog ${summary.id}`, lang, text: plain(Object.values(article).join('. ')) });
  }
  for (const campaign of await get(`Campaign?lang=${lang}`, lang))
    texts.push({
      where: `campaign ${campaign.slug}`,
      lang,
      text: plain(`${campaign.title}. ${campaign.description}`),
    });
  return texts;
}

/** Every message of the catalogue (the web's, the API's and the SMS texts), by key. */
function messageTexts(): Text[] {
  return langs.flatMap((lang) =>
    Object.entries(messages[lang]).map(([key, text]) => ({ where: key, lang, text })),
  );
}

/** A marketplace with no bank configured (PAYMENT_GATEWAY=none): cash at the door only. */
const cashOnly = availableFeatures({ available: (type) => type === 'cash' });
/** What the claims below were caught against: cash only, and none of the notifications built since. */
const bare: Features = { ...cashOnly, emailNotifications: false, orderStatusSms: false, dataExport: false };

describe('what the site says matches what it does', () => {
  it('[PAY-01] [PAY-02] [PAY-04] [PAY-05] [PAY-07] [CNT-08] [PRV-04] the demo takes cash at the door, cards (the sandbox bank), the wallet, instalments and gift cards, takes credit requests, notifies by SMS and e-mail, and gives members a copy of their data', () => {
    expect(features).toEqual({
      cashOnDelivery: true,
      cardPayments: true,
      walletPayments: true,
      instalments: true,
      credit: true,
      giftCards: true,
      emailNotifications: true,
      orderStatusSms: true,
      dataExport: true,
    });
  });

  it('[PAY-03] [I18N-07] [PRV-05] no content page, FAQ entry, blog article or campaign names a feature that is off', async () => {
    const texts = (await Promise.all(langs.map(contentTexts))).flat();
    expect(texts.length).toBeGreaterThan(40);
    expect(falseClaims(texts, features)).toEqual([]);
  });

  it('[PAY-03] no message of the web or the API names a feature that is off, except on entries shown only while it is on', () => {
    expect(falseClaims(messageTexts(), features)).toEqual([]);
  });

  it('catches the claims the site used to make, in each language', () => {
    const old: Text[] = [
      { where: 'a', lang: 'en', text: 'Pay by card, wallet, cash at the door or in instalments.' },
      { where: 'b', lang: 'az', text: 'Sifarişin vəziyyəti barədə sizə SMS göndərəcəyik.' },
      { where: 'c', lang: 'ru', text: 'На каждом этапе вы получаете SMS и письмо на электронную почту.' },
      { where: 'd', lang: 'en', text: 'Activate a gift card code in your profile.' },
      { where: 'e', lang: 'az', text: 'satıcılarla çatda və dəstək xidməti ilə yazışmalarınız' },
      { where: 'f', lang: 'en', text: 'under “Profile → Privacy” you can download and correct your data' },
      { where: 'g', lang: 'ru', text: 'отправьте заявку на онлайн-кредит из корзины' },
    ];
    const found = falseClaims(old, bare).map((claim) => claim.split(' names ')[1]?.split(' (')[0]);
    expect([...new Set(found)].sort()).toEqual(
      [
        'paying by bank card',
        'paying from a Bazar wallet',
        'instalments',
        'an SMS at each move of an order',
        'notifications by e-mail',
        'gift cards',
        'chat with sellers or support',
        "downloading one's data",
        'consumer credit',
      ].sort(),
    );
    // Delivery and Azerbaijani words that only look like a feature's name are not claims.
    const innocent: Text[] = [
      { where: 'h', lang: 'az', text: 'Çatdırılma pulsuzdur; bank kartı məlumatı istəmirik.' },
      { where: 'i', lang: 'en', text: 'Bazar asks you for no bank card details; the courier takes cash.' },
    ];
    expect(falseClaims(innocent, cashOnly)).toEqual([]);
  });

  it('names a feature once the configuration turns it on', () => {
    const withCards = availableFeatures({ available: () => true });
    expect(withCards.cardPayments).toBe(true);
    const text: Text[] = [{ where: 'x', lang: 'en', text: 'Pay online with any bank card.' }];
    expect(falseClaims(text, cashOnly)).toHaveLength(1);
    expect(falseClaims(text, withCards)).toEqual([]);
  });

  it('[PRV-05] no text denies the analytics pixel, the map or offers, which the site has when configured', async () => {
    const texts = (await Promise.all(langs.map(contentTexts))).flat();
    expect(denialsIn(texts)).toEqual([]);
    const old: Text[] = [
      {
        where: 'a',
        lang: 'az',
        text: 'Saytda analitika pikseli yoxdur: səhifələr Bazarın özündən yüklənir.',
      },
      { where: 'b', lang: 'en', text: 'We use no maps service: you type the address yourself.' },
      { where: 'c', lang: 'ru', text: 'Рекламных рассылок мы не отправляем.' },
    ];
    expect(denialsIn(old)).toHaveLength(3);
  });

  it('[PRV-01] [PRV-02] [PRV-04] the privacy policy and the GDPR page state the periods the code keeps', async () => {
    const policy = plain((await get('Content/GetPage?slug=privacy-policy&lang=en', 'en')).body);
    for (const period of [
      `orders — ${retention.years} years`,
      `credit requests — ${Math.max(contactMessageRetentionYears, creditRequestRetentionYears)} years`,
      `we sent you — ${outboxRetentionDays} days`,
      `codes sent by SMS — ${phoneCodeRetentionDays} day`,
      `ended sign-in sessions — ${retention.endedSessionDays} days`,
      `failed to open — ${clientErrorRetentionDays} days`,
      `${readNotificationRetentionDays / 365} year from when they were sent`,
      `copies of your data — ${exportDays} days`,
      `no order for ${retention.years} years`,
      `erased ${purgeAfterDays} days later`,
      `under ${retention.childAge}`,
    ])
      expect(policy).toContain(period);
    const gdpr = plain((await get('Content/GetPage?slug=gdpr&lang=en', 'en')).body);
    expect(gdpr).toContain(`download it for ${exportDays} days`);
    expect(gdpr).toContain(`${purgeAfterDays} days later`);
  });

  it('[CHK-06] the FAQ states the delivery fees checkout charges', async () => {
    const faq: { answer: string }[] = await get('Faq?lang=en', 'en');
    const answers = faq.map((entry) => entry.answer).join(' ');
    for (const fee of [deliveryFees.standard, deliveryFees.freeFrom, deliveryFees.urgentExtra])
      expect(answers).toContain(`${fee / 100} AZN`);
  });
});
