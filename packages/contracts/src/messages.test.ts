import {
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { langCodes } from './languages';
import { formatMessage, loadAllMessages, type MessageKey, translate } from './messages';

const messages = await loadAllMessages();
const keys = Object.keys(messages.az) as MessageKey[];

/** A message's arguments, each with how it is formatted: `text`, `number`, `plural` or `select`. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, string>()) {
  for (const element of elements) {
    if (isLiteralElement(element) || isPoundElement(element) || isTagElement(element)) continue;
    if (isPluralElement(element) || isSelectElement(element)) {
      found.set(element.value, isPluralElement(element) ? 'plural' : 'select');
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (!found.has(element.value)) {
      found.set(element.value, isNumberElement(element) ? 'number' : 'text');
    }
  }
  return found;
}

/** Parsed as the catalogue is at run time: a `<` is text, not a tag. */
const parsed = (text: string) => parse(text, { ignoreTag: true });

const argumentsByLang = (key: MessageKey) =>
  Object.fromEntries(langCodes.map((lang) => [lang, argumentsOf(parsed(messages[lang][key]))]));

describe('message catalogue [I18N-05]', () => {
  it('has every key in az, en and ru, none empty', () => {
    for (const lang of langCodes) {
      expect(Object.keys(messages[lang]).sort()).toEqual([...keys].sort());
      expect(keys.filter((key) => messages[lang][key].trim() === '')).toEqual([]);
    }
  });

  it('parses every message as ICU, with the same arguments in each language', () => {
    const differing = keys.flatMap((key) => {
      const byLang = argumentsByLang(key);
      const names = (lang: string) => [...(byLang[lang]?.keys() ?? [])].sort().join(',');
      return langCodes.some((lang) => names(lang) !== names('az')) ? [key] : [];
    });
    expect(differing).toEqual([]);
  });

  it('counts with numbers only: an argument that is a plural in one language is a number in the others', () => {
    const mismatched = keys.flatMap((key) => {
      const kinds = Object.values(argumentsByLang(key));
      const plurals = kinds.flatMap((args) => [...args].filter(([, kind]) => kind === 'plural'));
      return plurals.some(([name]) =>
        kinds.some((args) => !['plural', 'number'].includes(args.get(name) ?? '')),
      )
        ? [key]
        : [];
    });
    expect(mismatched).toEqual([]);
  });

  it('renders every message with text arguments only as it reads, apostrophes, # and quotes as typed', () => {
    // What the catalogue said before ICU: each {name} replaced, every other character kept.
    const plainly = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => `<${name}>`);
    const changed = langCodes.flatMap((lang) =>
      keys.flatMap((key) => {
        const args = argumentsOf(parsed(messages[lang][key]));
        if ([...args.values()].some((kind) => kind !== 'text')) return [];
        const values = Object.fromEntries([...args.keys()].map((name) => [name, `<${name}>`]));
        const text = messages[lang][key];
        return formatMessage(lang, key, values) === plainly(text) ? [] : [`${lang} ${key}`];
      }),
    );
    expect(changed).toEqual([]);
  });

  it('answers an unknown code as an invalid value, in the language asked', () => {
    expect(translate('no.such.key', 'en')).toBe('The value is not valid');
    expect(translate('toString', 'az')).toBe(translate('validation.invalid', 'az'));
  });
});

/** The counts every plural is checked with: each of ru's forms, az's and en's two, and none. */
const counts = [1, 2, 5, 21, 0] as const;

/** A sentence's five renderings, `…` standing for the counted words of each. */
const sentence = (text: string, words: string[]) => words.map((word) => text.replace('…', word));

interface PluralCase {
  key: MessageKey;
  /** The counted argument, `count` unless named. */
  argument?: string;
  values?: Record<string, string | number>;
  /** The text for 1, 2, 5, 21 and 0. */
  az: string[];
  en: string[];
  ru: string[];
}

const products = {
  az: ['1 məhsul', '2 məhsul', '5 məhsul', '21 məhsul', '0 məhsul'],
  en: ['1 product', '2 products', '5 products', '21 products', '0 products'],
  ru: ['1 товар', '2 товара', '5 товаров', '21 товар', '0 товаров'],
};
const items = { ...products, en: ['1 item', '2 items', '5 items', '21 items', '0 items'] };
const listed = (none: { az: string; en: string; ru: string }, words = products) => ({
  az: [...words.az.slice(0, 4), none.az],
  en: [...words.en.slice(0, 4), none.en],
  ru: [...words.ru.slice(0, 4), none.ru],
});
const pieces = {
  az: ['1 ədəd', '2 ədəd', '5 ədəd', '21 ədəd', '0 ədəd'],
  en: ['1 piece', '2 pieces', '5 pieces', '21 pieces', '0 pieces'],
  ru: ['1 шт.', '2 шт.', '5 шт.', '21 шт.', '0 шт.'],
};
const minutes = {
  az: ['1 dəqiqə', '2 dəqiqə', '5 dəqiqə', '21 dəqiqə', '0 dəqiqə'],
  en: ['1 minute', '2 minutes', '5 minutes', '21 minutes', '0 minutes'],
  ru: ['1 минуту', '2 минуты', '5 минут', '21 минуту', '0 минут'],
};

const pluralCases: PluralCase[] = [
  {
    key: 'notifications.unread',
    az: [...sentence('… oxunmamış bildiriş', ['1', '2', '5', '21']), 'Oxunmamış bildiriş yoxdur'],
    en: [
      '1 unread notification',
      '2 unread notifications',
      '5 unread notifications',
      '21 unread notifications',
      'No unread notifications',
    ],
    ru: [
      '1 непрочитанное уведомление',
      '2 непрочитанных уведомления',
      '5 непрочитанных уведомлений',
      '21 непрочитанное уведомление',
      'Непрочитанных уведомлений нет',
    ],
  },
  {
    key: 'notification.lowStock.text',
    values: { title: 'Lampa' },
    az: sentence('Lampa: stokda … qaldı.', pieces.az),
    en: sentence('Lampa: only … left in stock.', items.en),
    ru: sentence('Lampa: на складе ….', [
      'осталась 1 штука',
      'осталось 2 штуки',
      'осталось 5 штук',
      'осталась 21 штука',
      'осталось 0 штук',
    ]),
  },
  {
    key: 'admin.orders.count',
    az: ['1 sifariş', '2 sifariş', '5 sifariş', '21 sifariş', '0 sifariş'],
    en: ['1 order', '2 orders', '5 orders', '21 orders', '0 orders'],
    ru: ['1 заказ', '2 заказа', '5 заказов', '21 заказ', '0 заказов'],
  },
  {
    key: 'admin.orders.refusals',
    az: [
      ...sentence('Bu telefonda ardıcıl … əsassız qapıda imtina', ['1', '2', '5', '21']),
      'Bu telefonda ardıcıl qapıda imtina yoxdur',
    ],
    en: [
      '1 unjustified refusal at the door in a row on this phone',
      ...sentence('… unjustified refusals at the door in a row on this phone', ['2', '5', '21']),
      'No refusals at the door in a row on this phone',
    ],
    ru: [
      '1 необоснованный отказ у двери подряд на этом телефоне',
      '2 необоснованных отказа у двери подряд на этом телефоне',
      '5 необоснованных отказов у двери подряд на этом телефоне',
      '21 необоснованный отказ у двери подряд на этом телефоне',
      'На этом телефоне нет отказов у двери подряд',
    ],
  },
  {
    key: 'faq.search.found',
    az: ['1 sual tapıldı', '2 sual tapıldı', '5 sual tapıldı', '21 sual tapıldı', 'Sual tapılmadı'],
    en: [
      '1 question found',
      '2 questions found',
      '5 questions found',
      '21 questions found',
      'No questions found',
    ],
    ru: [
      'Найден 1 вопрос',
      'Найдено 2 вопроса',
      'Найдено 5 вопросов',
      'Найден 21 вопрос',
      'Вопросов не найдено',
    ],
  },
  {
    key: 'admin.shops.found',
    az: ['1 mağaza', '2 mağaza', '5 mağaza', '21 mağaza', 'Mağaza yoxdur'],
    en: ['1 shop', '2 shops', '5 shops', '21 shops', 'No shops'],
    ru: ['1 магазин', '2 магазина', '5 магазинов', '21 магазин', 'Магазинов нет'],
  },
  {
    key: 'admin.people.found',
    az: ['1 nəfər', '2 nəfər', '5 nəfər', '21 nəfər', 'Heç kim tapılmadı'],
    en: ['1 person', '2 people', '5 people', '21 people', 'Nobody'],
    ru: ['1 пользователь', '2 пользователя', '5 пользователей', '21 пользователь', 'Никого'],
  },
  {
    key: 'admin.catalogue.categoryCount',
    az: ['1 kateqoriya', '2 kateqoriya', '5 kateqoriya', '21 kateqoriya', '0 kateqoriya'],
    en: ['1 category', '2 categories', '5 categories', '21 categories', '0 categories'],
    ru: ['1 категория', '2 категории', '5 категорий', '21 категория', '0 категорий'],
  },
  {
    key: 'admin.catalogue.productCount',
    az: ['1 məhsul', '2 məhsul', '5 məhsul', '21 məhsul', 'məhsul yoxdur'],
    en: ['1 product', '2 products', '5 products', '21 products', 'no products'],
    ru: ['1 товар', '2 товара', '5 товаров', '21 товар', 'нет товаров'],
  },
  {
    key: 'admin.catalogue.fieldCount',
    az: ['1 sahə', '2 sahə', '5 sahə', '21 sahə', 'sahə yoxdur'],
    en: ['1 field', '2 fields', '5 fields', '21 fields', 'no fields'],
    ru: ['1 поле', '2 поля', '5 полей', '21 поле', 'нет полей'],
  },
  { key: 'header.count', ...listed({ az: 'məhsul yoxdur', en: 'no items', ru: 'нет товаров' }, items) },
  { key: 'catalog.listing.total', ...listed({ az: 'Məhsul yoxdur', en: 'No products', ru: 'Нет товаров' }) },
  { key: 'wishlist.count', ...listed({ az: 'Məhsul yoxdur', en: 'No items', ru: 'Нет товаров' }, items) },
  { key: 'seller.products.found', ...listed({ az: 'Məhsul yoxdur', en: 'No products', ru: 'Нет товаров' }) },
  {
    key: 'seller.requests.found',
    az: ['1 sorğu', '2 sorğu', '5 sorğu', '21 sorğu', 'Sorğu yoxdur'],
    en: ['1 request', '2 requests', '5 requests', '21 requests', 'No requests'],
    ru: ['1 запрос', '2 запроса', '5 запросов', '21 запрос', 'Нет запросов'],
  },
  {
    key: 'seller.sales.found',
    az: ['1 satış sətri', '2 satış sətri', '5 satış sətri', '21 satış sətri', 'Satış sətri yoxdur'],
    en: ['1 sale row', '2 sale rows', '5 sale rows', '21 sale rows', 'No sale rows'],
    ru: ['1 строка продаж', '2 строки продаж', '5 строк продаж', '21 строка продаж', 'Нет строк продаж'],
  },
  { key: 'seller.sales.pieces', ...pieces },
  { key: 'combo.count', ...pieces },
  {
    key: 'product.fewLeft',
    az: sentence('Stokda son … qalıb', pieces.az),
    en: [
      'Only 1 left in stock',
      'Only 2 left in stock',
      'Only 5 left in stock',
      'Only 21 left in stock',
      'Only 0 left in stock',
    ],
    ru: ['Осталась 1 штука', 'Осталось 2 штуки', 'Осталось 5 штук', 'Осталась 21 штука', 'Осталось 0 штук'],
  },
  {
    key: 'catalog.card.rating',
    values: { rating: '4.5' },
    az: sentence('Reytinq 5 üzərindən 4.5, …', ['1 rəy', '2 rəy', '5 rəy', '21 rəy', '0 rəy']),
    en: sentence('Rated 4.5 out of 5 from …', [
      '1 review',
      '2 reviews',
      '5 reviews',
      '21 reviews',
      '0 reviews',
    ]),
    ru: sentence('Рейтинг 4.5 из 5, …', ['1 отзыв', '2 отзыва', '5 отзывов', '21 отзыв', '0 отзывов']),
  },
  {
    key: 'product.ratingLabel',
    values: { rating: '4.5' },
    az: sentence('Reytinq: 5 üzərindən 4.5, …', [
      '1 qiymətləndirmə',
      '2 qiymətləndirmə',
      '5 qiymətləndirmə',
      '21 qiymətləndirmə',
      '0 qiymətləndirmə',
    ]),
    en: sentence('Rating: 4.5 out of 5 from …', [
      '1 rating',
      '2 ratings',
      '5 ratings',
      '21 ratings',
      '0 ratings',
    ]),
    ru: sentence('Рейтинг: 4.5 из 5, …', ['1 оценка', '2 оценки', '5 оценок', '21 оценка', '0 оценок']),
  },
  {
    key: 'catalog.category.description',
    values: { name: 'Telefonlar' },
    az: sentence(
      'Telefonlar: … Bazarda, müxtəlif mağazalardan sərfəli qiymətlərlə, qapınıza qədər çatdırılma ilə.',
      products.az,
    ),
    en: sentence(
      'Telefonlar: … on Bazar from many shops at good prices, delivered to your door.',
      products.en,
    ),
    ru: sentence(
      'Telefonlar: … на Bazar от разных магазинов по выгодным ценам, с доставкой до двери.',
      products.ru,
    ),
  },
  {
    key: 'search.description',
    values: { keyword: 'iphone' },
    az: sentence('“iphone” üzrə …: qiymətlər, satıcılar və çatdırılma Bazar-da.', products.az),
    en: sentence('… for “iphone”: prices, sellers and delivery on Bazar.', products.en),
    ru: sentence('… по запросу «iphone»: цены, продавцы и доставка на Bazar.', products.ru),
  },
  {
    key: 'home.counts.shops',
    az: ['1+ mağaza', '2+ mağaza', '5+ mağaza', '21+ mağaza', '0+ mağaza'],
    en: ['Over 1 shop', 'Over 2 shops', 'Over 5 shops', 'Over 21 shops', 'Over 0 shops'],
    ru: [
      'Более 1 магазина',
      'Более 2 магазинов',
      'Более 5 магазинов',
      'Более 21 магазина',
      'Более 0 магазинов',
    ],
  },
  { key: 'home.counts.products', ...products },
  {
    key: 'home.counts.categories',
    az: ['1 kateqoriya', '2 kateqoriya', '5 kateqoriya', '21 kateqoriya', '0 kateqoriya'],
    en: ['1 category', '2 categories', '5 categories', '21 categories', '0 categories'],
    ru: ['1 категория', '2 категории', '5 категорий', '21 категория', '0 категорий'],
  },
  {
    key: 'home.feedShown',
    argument: 'total',
    values: { from: 1, to: 1 },
    az: sentence('… 1–1 göstərilir', [
      '1 məhsuldan',
      '2 məhsuldan',
      '5 məhsuldan',
      '21 məhsuldan',
      '0 məhsuldan',
    ]),
    en: sentence('Showing 1–1 of …', products.en),
    ru: sentence('Показано 1–1 из …', ['1 товара', '2 товаров', '5 товаров', '21 товара', '0 товаров']),
  },
  {
    key: 'cart.removed',
    az: sentence('Səbətdən … silindi', products.az),
    en: sentence('… removed from the basket', items.en),
    ru: [
      'Из корзины удалён 1 товар',
      'Из корзины удалено 2 товара',
      'Из корзины удалено 5 товаров',
      'Из корзины удалён 21 товар',
      'Из корзины удалено 0 товаров',
    ],
  },
  {
    key: 'product.instalments.monthCount',
    az: ['1 ay', '2 ay', '5 ay', '21 ay', '0 ay'],
    en: ['1 month', '2 months', '5 months', '21 months', '0 months'],
    ru: ['1 месяц', '2 месяца', '5 месяцев', '21 месяц', '0 месяцев'],
  },
  {
    key: 'product.instalments.entry',
    argument: 'months',
    values: { monthly: '10,00 ₼' },
    az: [
      'Hissə-hissə ödə: 1 ay × 10,00 ₼-dan',
      'Hissə-hissə ödə: 2 ay × 10,00 ₼-dan',
      'Hissə-hissə ödə: 5 ay × 10,00 ₼-dan',
      'Hissə-hissə ödə: 21 ay × 10,00 ₼-dan',
      'Hissə-hissə ödə: 0 ay × 10,00 ₼-dan',
    ],
    en: [
      'Pay in instalments: from 10,00 ₼ × 1 month',
      'Pay in instalments: from 10,00 ₼ × 2 months',
      'Pay in instalments: from 10,00 ₼ × 5 months',
      'Pay in instalments: from 10,00 ₼ × 21 months',
      'Pay in instalments: from 10,00 ₼ × 0 months',
    ],
    ru: [
      'В рассрочку: от 10,00 ₼ × 1 месяц',
      'В рассрочку: от 10,00 ₼ × 2 месяца',
      'В рассрочку: от 10,00 ₼ × 5 месяцев',
      'В рассрочку: от 10,00 ₼ × 21 месяц',
      'В рассрочку: от 10,00 ₼ × 0 месяцев',
    ],
  },
  {
    key: 'orders.instalment.title',
    argument: 'months',
    values: { partner: 'BirKart' },
    az: [
      'BirKart ilə 1 ay hissə-hissə',
      'BirKart ilə 2 ay hissə-hissə',
      'BirKart ilə 5 ay hissə-hissə',
      'BirKart ilə 21 ay hissə-hissə',
      'BirKart ilə 0 ay hissə-hissə',
    ],
    en: [
      '1 month with BirKart',
      '2 months with BirKart',
      '5 months with BirKart',
      '21 months with BirKart',
      '0 months with BirKart',
    ],
    ru: [
      'BirKart, рассрочка на 1 месяц',
      'BirKart, рассрочка на 2 месяца',
      'BirKart, рассрочка на 5 месяцев',
      'BirKart, рассрочка на 21 месяц',
      'BirKart, рассрочка на 0 месяцев',
    ],
  },
  {
    key: 'admin.instalments.planName',
    argument: 'months',
    values: { partner: 'BirKart' },
    az: ['BirKart, 1 ay', 'BirKart, 2 ay', 'BirKart, 5 ay', 'BirKart, 21 ay', 'BirKart, 0 ay'],
    en: [
      'BirKart, 1 month',
      'BirKart, 2 months',
      'BirKart, 5 months',
      'BirKart, 21 months',
      'BirKart, 0 months',
    ],
    ru: [
      'BirKart, 1 месяц',
      'BirKart, 2 месяца',
      'BirKart, 5 месяцев',
      'BirKart, 21 месяц',
      'BirKart, 0 месяцев',
    ],
  },
  {
    key: 'admin.instalments.monthsCount',
    az: ['1 ay', '2 ay', '5 ay', '21 ay', '0 ay'],
    en: ['1 month', '2 months', '5 months', '21 months', '0 months'],
    ru: ['1 месяц', '2 месяца', '5 месяцев', '21 месяц', '0 месяцев'],
  },
  {
    key: 'admin.instalments.used',
    az: ['1 sifarişdə', '2 sifarişdə', '5 sifarişdə', '21 sifarişdə', 'İstifadə olunmayıb'],
    en: ['In 1 order', 'In 2 orders', 'In 5 orders', 'In 21 orders', 'Not used'],
    ru: ['В 1 заказе', 'В 2 заказах', 'В 5 заказах', 'В 21 заказе', 'Не использован'],
  },
  { key: 'orders.itemCount', ...items },
  {
    key: 'orders.ratingValue',
    argument: 'rating',
    az: ['1 ulduz', '2 ulduz', '5 ulduz', '21 ulduz', '0 ulduz'],
    en: ['1 star', '2 stars', '5 stars', '21 stars', '0 stars'],
    ru: ['1 звезда', '2 звезды', '5 звёзд', '21 звезда', '0 звёзд'],
  },
  {
    key: 'forgotPassword.redirecting',
    argument: 'seconds',
    az: [
      ...sentence('… sonra giriş səhifəsinə keçəcəksiniz', ['1 saniyə', '2 saniyə', '5 saniyə', '21 saniyə']),
      'Giriş səhifəsinə keçirsiniz',
    ],
    en: [
      ...sentence('Taking you to sign in in …', ['1 second', '2 seconds', '5 seconds', '21 seconds']),
      'Taking you to sign in',
    ],
    ru: [
      ...sentence('Переход ко входу через …', ['1 секунду', '2 секунды', '5 секунд', '21 секунду']),
      'Переход ко входу',
    ],
  },
  {
    key: 'seller.import.reading',
    argument: 'total',
    values: { read: 0 },
    az: sentence('Fayl oxunur: … 0', ['1 sətirdən', '2 sətirdən', '5 sətirdən', '21 sətirdən', '0 sətirdən']),
    en: sentence('Reading the file: 0 of …', ['1 row', '2 rows', '5 rows', '21 rows', '0 rows']),
    ru: sentence('Файл читается: 0 из …', ['1 строки', '2 строк', '5 строк', '21 строки', '0 строк']),
  },
  {
    key: 'sms.registrationCode',
    argument: 'minutes',
    values: { code: '012345' },
    az: sentence('Bazar: qeydiyyat kodu 012345. Kod … etibarlıdır. Heç kimə deməyin.', minutes.az),
    en: sentence('Bazar: your registration code is 012345. It is valid for …. Do not share it.', minutes.en),
    ru: sentence('Bazar: код регистрации 012345. Действует …. Никому не сообщайте.', minutes.ru),
  },
  {
    key: 'sms.phoneChangeCode',
    argument: 'minutes',
    values: { code: '012345' },
    az: sentence(
      'Bazar: bu nömrəni hesabınızın telefonu etmək üçün kodunuz 012345. Kod … etibarlıdır. Heç kimə deməyin.',
      minutes.az,
    ),
    en: sentence(
      "Bazar: your code to make this number your account's phone is 012345. It is valid for …. Do not share it.",
      minutes.en,
    ),
    ru: sentence(
      'Bazar: код, чтобы сделать этот номер телефоном вашего аккаунта: 012345. Он действует …. Никому его не сообщайте.',
      minutes.ru,
    ),
  },
  {
    key: 'sms.socialLinkCode',
    argument: 'minutes',
    values: { code: '012345' },
    az: sentence(
      'Bazar: sosial şəbəkəni hesabınıza bağlamaq üçün kodunuz 012345. Kod … etibarlıdır. Heç kimə deməyin.',
      minutes.az,
    ),
    en: sentence(
      'Bazar: your code to link a social network to your account is 012345. It is valid for …. Do not share it.',
      minutes.en,
    ),
    ru: sentence(
      'Bazar: код для привязки соцсети к вашему аккаунту: 012345. Он действует …. Никому его не сообщайте.',
      minutes.ru,
    ),
  },
  {
    key: 'sms.passwordResetCode',
    argument: 'minutes',
    values: { code: '012345' },
    az: sentence(
      'Bazar: şifrəni bərpa etmək üçün kod 012345. Kod … etibarlıdır. Heç kimə deməyin.',
      minutes.az,
    ),
    en: sentence(
      'Bazar: your password reset code is 012345. It is valid for …. Do not share it.',
      minutes.en,
    ),
    ru: sentence(
      'Bazar: код для восстановления пароля 012345. Действует …. Никому не сообщайте.',
      minutes.ru,
    ),
  },
  {
    key: 'admin.moderation.waitingCount',
    az: [
      '1 məhsul gözləyir',
      '2 məhsul gözləyir',
      '5 məhsul gözləyir',
      '21 məhsul gözləyir',
      'Gözləyən məhsul yoxdur',
    ],
    en: [
      '1 product waiting',
      '2 products waiting',
      '5 products waiting',
      '21 products waiting',
      'No products waiting',
    ],
    ru: ['1 товар ждёт', '2 товара ждут', '5 товаров ждут', '21 товар ждёт', 'Нет товаров на модерации'],
  },
  {
    key: 'admin.moderation.approvedCount',
    az: [
      '1 məhsul təsdiqləndi.',
      '2 məhsul təsdiqləndi.',
      '5 məhsul təsdiqləndi.',
      '21 məhsul təsdiqləndi.',
      'Heç bir məhsul təsdiqlənmədi.',
    ],
    en: [
      '1 product approved.',
      '2 products approved.',
      '5 products approved.',
      '21 products approved.',
      'No product approved.',
    ],
    ru: [
      '1 товар одобрен.',
      '2 товара одобрено.',
      '5 товаров одобрено.',
      '21 товар одобрен.',
      'Ни один товар не одобрен.',
    ],
  },
  {
    key: 'admin.moderation.rejectedCount',
    az: [
      '1 məhsul rədd edildi.',
      '2 məhsul rədd edildi.',
      '5 məhsul rədd edildi.',
      '21 məhsul rədd edildi.',
      'Heç bir məhsul rədd edilmədi.',
    ],
    en: [
      '1 product rejected.',
      '2 products rejected.',
      '5 products rejected.',
      '21 products rejected.',
      'No product rejected.',
    ],
    ru: [
      '1 товар отклонён.',
      '2 товара отклонено.',
      '5 товаров отклонено.',
      '21 товар отклонён.',
      'Ни один товар не отклонён.',
    ],
  },
  {
    key: 'admin.moderation.notDecided',
    values: { detail: 'X' },
    az: [
      '1 məhsul üzrə qərar verilmədi: X',
      '2 məhsul üzrə qərar verilmədi: X',
      '5 məhsul üzrə qərar verilmədi: X',
      '21 məhsul üzrə qərar verilmədi: X',
      '0 məhsul üzrə qərar verilmədi: X',
    ],
    en: [
      '1 was not decided: X',
      '2 were not decided: X',
      '5 were not decided: X',
      '21 were not decided: X',
      '0 were not decided: X',
    ],
    ru: [
      '1 товар не решён: X',
      '2 товара не решены: X',
      '5 товаров не решены: X',
      '21 товар не решён: X',
      '0 товаров не решены: X',
    ],
  },
  {
    key: 'admin.audit.found',
    az: ['1 əməliyyat', '2 əməliyyat', '5 əməliyyat', '21 əməliyyat', 'Əməliyyat yoxdur'],
    en: ['1 action', '2 actions', '5 actions', '21 actions', 'No actions'],
    ru: ['1 действие', '2 действия', '5 действий', '21 действие', 'Нет действий'],
  },
  {
    key: 'admin.promo.forPeople',
    az: ['1 müştəri', '2 müştəri', '5 müştəri', '21 müştəri', '0 müştəri'],
    en: ['1 customer', '2 customers', '5 customers', '21 customers', '0 customers'],
    ru: ['1 покупатель', '2 покупателя', '5 покупателей', '21 покупатель', '0 покупателей'],
  },
  {
    key: 'admin.promo.used',
    az: [
      '1 sifarişdə istifadə olunub',
      '2 sifarişdə istifadə olunub',
      '5 sifarişdə istifadə olunub',
      '21 sifarişdə istifadə olunub',
      'İstifadə olunmayıb',
    ],
    en: ['Used in 1 order', 'Used in 2 orders', 'Used in 5 orders', 'Used in 21 orders', 'Not used'],
    ru: [
      'Использован в 1 заказе',
      'Использован в 2 заказах',
      'Использован в 5 заказах',
      'Использован в 21 заказе',
      'Не использован',
    ],
  },
  {
    key: 'admin.promo.found',
    az: ['1 kod', '2 kod', '5 kod', '21 kod', 'Kod yoxdur'],
    en: ['1 code', '2 codes', '5 codes', '21 codes', 'No codes'],
    ru: ['1 код', '2 кода', '5 кодов', '21 код', 'Нет кодов'],
  },
  {
    key: 'admin.brands.found',
    az: ['1 brend', '2 brend', '5 brend', '21 brend', 'Brend yoxdur'],
    en: ['1 brand', '2 brands', '5 brands', '21 brands', 'No brands'],
    ru: ['1 бренд', '2 бренда', '5 брендов', '21 бренд', 'Нет брендов'],
  },
  {
    key: 'admin.brands.renamed',
    values: { from: 'A', to: 'B' },
    az: sentence('«A» indi «B» adlanır (…)', ['1 məhsul', '2 məhsul', '5 məhsul', '21 məhsul', '0 məhsul']),
    en: sentence('“A” is now “B” (…)', [
      '1 product',
      '2 products',
      '5 products',
      '21 products',
      '0 products',
    ]),
    ru: sentence('«A» теперь «B» (…)', ['1 товар', '2 товара', '5 товаров', '21 товар', '0 товаров']),
  },
  {
    key: 'myData.delete.openOrders',
    az: sentence('Hələ çatdırılmamış … sifarişiniz var', ['1', '2', '5', '21', '0']),
    en: [
      'You have 1 order not yet delivered',
      'You have 2 orders not yet delivered',
      'You have 5 orders not yet delivered',
      'You have 21 orders not yet delivered',
      'You have 0 orders not yet delivered',
    ],
    ru: [
      'У вас 1 заказ, который ещё не доставлен',
      'У вас 2 заказа, которые ещё не доставлены',
      'У вас 5 заказов, которые ещё не доставлены',
      'У вас 21 заказ, который ещё не доставлен',
      'У вас 0 заказов, которые ещё не доставлены',
    ],
  },
];

describe('counts in messages [I18N-05]', () => {
  it('checks every message that has a plural', () => {
    const withPlural = keys.filter((key) =>
      Object.values(argumentsByLang(key)).some((args) => [...args.values()].includes('plural')),
    );
    expect(pluralCases.map((entry) => entry.key).sort()).toEqual(withPlural.sort());
  });

  for (const entry of pluralCases)
    it(`words ${entry.key} for 1, 2, 5, 21 and 0 in az, en and ru`, () => {
      for (const lang of langCodes) {
        const rendered = counts.map((count) =>
          formatMessage(lang, entry.key, { ...entry.values, [entry.argument ?? 'count']: count }),
        );
        expect(rendered, lang).toEqual(entry[lang]);
      }
    });

  it("writes numbers each language's way, the same in Node and in Chromium", () => {
    expect(formatMessage('az', 'home.counts.products', { count: 12345 })).toBe('12.345 məhsul');
    expect(formatMessage('en', 'home.counts.products', { count: 12345 })).toBe('12,345 products');
    expect(formatMessage('ru', 'home.counts.products', { count: 12345 })).toBe('12\u00a0345 товаров');
    const placed = (lang: 'az' | 'en' | 'ru') =>
      formatMessage(lang, 'sms.orderPlaced', { number: 'BZ-7', total: 1234.5 });
    expect(placed('az')).toBe('Bazar: sifarişiniz BZ-7 qəbul olundu, məbləğ 1.234,50 AZN.');
    expect(placed('en')).toBe('Bazar: your order BZ-7 is placed, total 1,234.50 AZN.');
    expect(placed('ru')).toBe('Bazar: ваш заказ BZ-7 принят, сумма 1\u00a0234,50 AZN.');
  });
});
