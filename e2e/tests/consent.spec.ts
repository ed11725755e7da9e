import { registerThroughApi } from '../support/accounts';
import { pageIsLive } from '../support/pages';
import { signIn, tokenOf } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * Consent (issue 22, PRV-05 and PRV-03): the cookie banner on a first visit, the analytics pixel
 * and the map loaded only after consent, and the notice of a changed legal text. The server runs
 * with ANALYTICS_ID=G-E2ETEST and MAPS_KEY=e2e-maps-key (playwright.config.ts); Google's hosts are
 * played by the journeys (page.route), so nothing leaves this machine.
 */

const gtagScript = 'script[src^="https://www.googletagmanager.com/gtag/js?id=G-E2ETEST"]';

/** Every request the page makes to one of Google's hosts. */
function googleRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (/(^|\.)(google|googleapis|gstatic|googletagmanager|google-analytics)\.com$/.test(host))
      seen.push(request.url());
  });
  return seen;
}

/** Google's tag, answered here by a script that does nothing. */
async function fakeTagManager(page: Page) {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.fakeGtagLoaded = true;' }),
  );
}

/** The consent-mode defaults the page's set-up script gave gtag. */
async function consentDefaults(page: Page): Promise<Record<string, string> | undefined> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    const entry = layer.find((args) => args[0] === 'consent' && args[1] === 'default');
    return entry?.[2] as Record<string, string> | undefined;
  });
}

test.describe('the cookie banner', () => {
  // These journeys meet the site as a first visit does.
  test.use({ consentAnswered: false });

  test('[PRV-05] a first visit is asked in az and en, and nothing is loaded from Google before a choice', async ({
    page,
  }) => {
    const google = googleRequests(page);
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner.getByRole('heading')).toHaveText('Kukilər və oxşar texnologiyalar');
    await expect(banner).toContainText('giriş, dil, səbət və seçilmişlər');
    await expect(banner).toContainText('Google Analytics');
    await expect(banner).toContainText('reklamın fərdiləşdirilməsi');
    await expect(banner.getByRole('link', { name: 'Məxfilik siyasəti' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(banner.getByRole('button', { name: 'Yalnız zəruri' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Hamısını qəbul et' })).toBeVisible();
    // "Choose" opens the two purposes, neither ticked before the visitor ticks it.
    await banner.getByText('Seçim et').click();
    await expect(banner.getByLabel('Analitika')).not.toBeChecked();
    await expect(banner.getByLabel('Marketinq')).not.toBeChecked();

    await page.goto('/en/cart');
    await expect(banner.getByRole('heading')).toHaveText('Cookies and similar technologies');
    await expect(banner.getByRole('button', { name: 'Only necessary' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(google).toEqual([]);
  });

  test('[PRV-05] "Only necessary" hides the banner and nothing loads from Google, also on the next visit', async ({
    page,
  }) => {
    const google = googleRequests(page);
    await page.goto('/');
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Yalnız zəruri' }).click();
    await expect(page.getByTestId('toast')).toContainText('Seçiminiz yadda saxlanıldı');
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(google).toEqual([]);
    const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'consent');
    expect(consent?.value).toBe('1');
    expect(consent?.sameSite).toBe('Lax');
    // A year, give or take the seconds of this journey.
    expect((consent?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });

  test('[PRV-05] analytics chosen alone loads the tag with Google’s advertising signals denied', async ({
    page,
  }) => {
    await fakeTagManager(page);
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await banner.getByText('Seçim et').click();
    await banner.getByLabel('Analitika').check();
    await banner.getByRole('button', { name: 'Seçimi yadda saxla' }).click();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await expect(page.locator(gtagScript)).toHaveCount(1);
    expect(await consentDefaults(page)).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  test('[PRV-05] "Accept all" loads the analytics tag; withdrawn in the footer’s cookie settings, the next page has none', async ({
    page,
  }) => {
    await fakeTagManager(page);
    const google = googleRequests(page);
    await page.goto('/');
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Hamısını qəbul et' }).click();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await expect(page.locator(gtagScript)).toHaveCount(1);
    await expect.poll(() => google.some((url) => url.includes('googletagmanager.com/gtag/js'))).toBe(true);
    await expect.poll(() => page.evaluate(() => 'fakeGtagLoaded' in window)).toBe(true);
    expect(await consentDefaults(page)).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'granted',
    });

    // The footer's link opens the choices in a dialog that keeps the keyboard inside it (once the
    // page is live: the banner's answer loaded a new page, where the link leads to its page until then).
    await pageIsLive(page);
    await page.getByTestId('site-footer').getByRole('link', { name: 'Kuki ayarları' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kuki ayarları' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Analitika')).toBeChecked();
    await expect(dialog.getByLabel('Marketinq')).toBeChecked();
    await expect(dialog.getByLabel('Xəritə')).not.toBeChecked();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByTestId('site-footer').getByRole('link', { name: 'Kuki ayarları' }).click();
    await dialog.getByLabel('Analitika').uncheck();
    await dialog.getByLabel('Marketinq').uncheck();
    await dialog.getByRole('button', { name: 'Seçimi yadda saxla' }).click();
    await expect(page.getByTestId('toast')).toContainText('Seçiminiz yadda saxlanıldı');
    google.length = 0;
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(google).toEqual([]);
  });

  test('[PRV-05] a guest who chose in the banner and then signs in finds the choice on their account', {
    tag: '@one-width',
  }, async ({ page, request }) => {
    const member = await registerThroughApi(request, { phonePrefix: '99473' });
    await page.goto('/');
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Yalnız zəruri' }).click();
    await expect(page.getByTestId('toast')).toContainText('Seçiminiz yadda saxlanıldı');
    await signIn(page, member.phone, member.password);
    const token = await tokenOf(request, member.phone, member.password);
    const recorded = await request.get('/api/v1/Privacy/Consents', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await recorded.json()).choices).toEqual({ analytics: false, marketing: false, maps: null });
  });

  test('[PRV-05] without JavaScript the banner still answers, and the settings are a page of their own', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/en');
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Only necessary' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await page.getByTestId('site-footer').getByRole('link', { name: 'Cookie settings' }).click();
    await expect(page).toHaveURL(/\/en\/cookie-settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie settings');
    await expect(page.getByLabel('Analytics')).not.toBeChecked();
    await context.close();
  });
});

/** Google's Maps JavaScript API, played here: a map that answers a click with a street address. */
const fakeMapsApi = `
  const Map = class {
    constructor(element) {
      element.setAttribute('data-fake-map', 'ready');
      element.addEventListener('click', () => this.onClick?.({ latLng: { lat: () => 40.41, lng: () => 49.87 } }));
    }
    addListener(_event, handler) { this.onClick = handler; }
    panTo() {}
  };
  const Geocoder = class {
    async geocode() { return { results: [{ formatted_address: 'Nizami küçəsi 10, Bakı, Azərbaycan' }] }; }
  };
  window.google = { maps: { importLibrary: async (name) => (name === 'maps' ? { Map } : { Geocoder }) } };
  window[new URL(document.currentScript.src).searchParams.get('callback')]();
`;

test('[PRV-05] the address form loads Google’s map only after the visitor agrees, then fills the address from a click', async ({
  page,
  request,
}) => {
  const buyer = await registerThroughApi(request, { phonePrefix: '99471' });
  await page.route('https://maps.googleapis.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeMapsApi }),
  );
  const google = googleRequests(page);
  await signIn(page, buyer.phone, buyer.password);
  await page.goto('/user/profile/my-address');
  await page.getByRole('link', { name: 'Yeni ünvan' }).click();
  const picker = page.getByTestId('map-picker');
  await expect(picker).toContainText(
    'Xəritə Google-a məxsusdur: onun yüklənməsi IP ünvanınızı Google-a göndərir.',
  );
  await expect(picker.getByTestId('map-canvas')).toHaveCount(0);
  expect(google).toEqual([]);

  await picker.getByRole('button', { name: 'Xəritəni yüklə' }).click();
  await expect(picker.getByTestId('map-canvas')).toHaveAttribute('data-fake-map', 'ready');
  const mapsCall = new URL(google.find((url) => url.startsWith('https://maps.googleapis.com/')) ?? '');
  expect(mapsCall.searchParams.get('key')).toBe('e2e-maps-key');
  expect(mapsCall.searchParams.get('callback')).toBeTruthy();
  await picker.getByTestId('map-canvas').click();
  await expect(page.getByLabel('Ünvan (küçə, bina, mənzil)')).toHaveValue(
    'Nizami küçəsi 10, Bakı, Azərbaycan',
  );

  // The consent is remembered: the next address form shows the map at once.
  await page.goto('/user/profile/my-address');
  await page.getByRole('link', { name: 'Yeni ünvan' }).click();
  await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-fake-map', 'ready');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('1.maps');
});

const admin = { phone: '994500000001', password: 'demo1234' };

/**
 * The notice is about a buyer agreement of a distant year, published once per run (desktop only):
 * every member of the run's journeys sees its slim bar from then on, which covers nothing.
 */
test('[PRV-03] a member is told of a new buyer agreement before it takes effect, may delete the account, and says they read it', {
  tag: '@desk',
}, async ({ page, request }) => {
  const token = await tokenOf(request, admin.phone, admin.password);
  const text = (az: string, en: string, ru: string) => ({ az, en, ru });
  const published = await request.post('/api/v1/Admin/Pages/buyer-agreement/Versions', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: text('Alıcı razılaşması', 'Buyer agreement', 'Соглашение покупателя'),
      body: text('<p>Yeni mətn.</p>', '<p>The new text.</p>', '<p>Новый текст.</p>'),
      // Midnight in Baku (UTC+4) on 1 December.
      effectiveAt: '2090-11-30T20:00:00.000Z',
    },
  });
  expect(published.status()).toBe(201);
  const { version } = (await published.json()) as { version: number };

  const member = await registerThroughApi(request, { phonePrefix: '99472' });
  await signIn(page, member.phone, member.password);
  const notice = page.getByTestId('policy-notice');
  await expect(notice).toContainText('Alıcı razılaşması 1 dekabr 2090 tarixində dəyişir.');
  await expect(notice.getByRole('link', { name: 'Yeni mətni oxuyun' })).toHaveAttribute(
    'href',
    '/buyer-agreement',
  );
  await expect(
    notice.getByRole('link', { name: 'Razı deyilsinizsə, bu tarixədək hesabınızı silə bilərsiniz.' }),
  ).toHaveAttribute('href', '/user/profile/my-data#delete');
  await page.goto('/en/cart');
  await expect(notice).toContainText('The buyer agreement changes on December 1, 2090.');
  await page.goto('/ru');
  await expect(notice).toContainText('Соглашение покупателя меняется 1 декабря 2090 г.');

  await page.goto('/cart');
  await notice.getByRole('button', { name: 'Oxudum' }).click();
  await expect(page.getByTestId('toast')).toContainText('Qeyd etdik: yeni mətni oxumusunuz');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Səbət');
  await expect(notice).toHaveCount(0);

  // The version read is the one recorded for the member.
  const memberToken = await tokenOf(request, member.phone, member.password);
  const consents = await request.get('/api/v1/Privacy/Consents', {
    headers: { authorization: `Bearer ${memberToken}` },
  });
  const { documents } = (await consents.json()) as {
    documents: { document: string; acceptedVersion: number | null }[];
  };
  expect(documents.find((entry) => entry.document === 'buyer-agreement')?.acceptedVersion).toBe(version);
});
