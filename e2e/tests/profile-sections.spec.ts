import { registerThroughApi } from '../support/accounts';
import { signIn } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * Spec: the profile has settings, user info, update password, orders, addresses, notifications,
 * notification settings, promo codes, gift cards, likes, help and exit. The sections with a page
 * are walked from the profile's own navigation and from the header's profile menu.
 */
const sections = [
  { name: 'Tənzimləmələr', path: '/user/profile', heading: 'Tənzimləmələr' },
  { name: 'Bildirişlər', path: '/user/profile/notifications', heading: 'Bildirişlər' },
  { name: 'Sifarişlərim', path: '/user/profile/my-orders', heading: 'Sifarişlərim' },
  { name: 'Ünvanlarım', path: '/user/profile/my-address', heading: 'Ünvanlarım' },
  { name: 'Promo kodlarım', path: '/user/profile/promo-codes', heading: 'Promo kodlarım' },
  { name: 'Hədiyyə kartlarım', path: '/user/profile/gift-cards', heading: 'Hədiyyə kartlarım' },
  {
    name: 'Bildiriş ayarları',
    path: '/user/profile/notification-settings',
    heading: 'Bildiriş ayarları',
  },
  { name: 'Bəyəndiklərim', path: '/wishlist', heading: 'Seçilmişlər' },
  { name: 'Kömək', path: '/help', heading: 'Kömək və əlaqə' },
];

/** Places on the settings page: the link goes there and the part is on the page. */
const anchors = [
  { name: 'İstifadəçi məlumatları', hash: '#user-info' },
  { name: 'Şifrəni yenilə', hash: '#password' },
];

async function openProfileMenu(page: Page) {
  await page.getByTestId('profile-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test.describe('profile sections', () => {
  test('[ACC-22] a member walks every section of the profile menu and the profile navigation, and exits', async ({
    page,
    request,
  }) => {
    test.slow();
    const buyer = await registerThroughApi(request, { phonePrefix: '99470', firstName: 'Səbinə' });
    await signIn(page, buyer.phone, buyer.password);

    // The header's profile menu lists each section and leads to its page.
    await openProfileMenu(page);
    const menu = page.getByRole('menu');
    for (const name of [
      ...sections.map((section) => section.name),
      ...anchors.map((anchor) => anchor.name),
      'Çıxış',
    ])
      await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    for (const section of sections) {
      await openProfileMenu(page);
      await page.getByRole('menuitem', { name: section.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${section.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.heading);
    }
    for (const anchor of anchors) {
      await openProfileMenu(page);
      await page.getByRole('menuitem', { name: anchor.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/user/profile${anchor.hash}$`));
      await expect(page.locator(anchor.hash)).toBeInViewport();
    }

    // The profile's own navigation has the same sections.
    await page.goto('/user/profile/my-orders');
    const nav = page.getByRole('navigation', { name: 'Profil' });
    for (const section of sections) {
      await nav.getByRole('link', { name: section.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${section.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.heading);
      if (section.path.startsWith('/user/profile'))
        await expect(nav.getByRole('link', { name: section.name, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      else await page.goto('/user/profile');
    }
    for (const anchor of anchors) {
      await nav.getByRole('link', { name: anchor.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/user/profile${anchor.hash}$`));
      await expect(page.locator(anchor.hash)).toBeInViewport();
    }

    // Exit signs the member out.
    await nav.getByRole('button', { name: 'Çıxış', exact: true }).click();
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'token'))
      .toBe(false);
    await openProfileMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Daxil ol' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/user/profile/my-orders');
    await expect(page).toHaveURL(/\/login\?continueUrl=/);
  });
});
