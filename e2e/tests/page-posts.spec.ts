import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

test.describe('malformed requests to pages', () => {
  test('a post that is not a readable form is the caller’s 400, never a 500', async ({ request }) => {
    const posts = [
      { path: '/logout', headers: {} as Record<string, string>, data: undefined },
      { path: '/login', headers: { 'content-type': 'application/json' }, data: '{"phoneOrEmail":"x"}' },
      {
        path: '/en/checkout',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        data: '--b\r\nContent-Disposition: form-data; name="phone"\r\n\r\n99450',
      },
      { path: '/shop/product/photo', headers: { 'content-type': 'multipart/form-data' }, data: 'x' },
      { path: '/register', headers: { 'content-type': 'text/plain' }, data: 'firstName=A' },
    ];
    for (const post of posts) {
      const response = await request.post(post.path, {
        headers: post.headers,
        data: post.data,
        maxRedirects: 0,
      });
      expect(response.status(), post.path).toBe(400);
    }
    const english = await request.post('/en/login', {
      headers: { 'content-type': 'application/json' },
      data: '{}',
    });
    expect(await english.text()).toBe('The request is not valid');
  });

  test('a well-formed form post still reaches the page', async ({ request }) => {
    const response = await request.post('/login', {
      form: { phoneOrEmail: 'nobody@example.az', password: 'wrong-password' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Telefon nömrəsi, e-poçt və ya şifrə yanlışdır');
  });

  test('an address that names nothing valid is the page’s 404 or 400, never a 500', async ({ page }) => {
    await signIn(page, '994500000003', 'demo1234');
    expect((await page.goto('/user/profile/my-orders/2147483648'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.goto('/user/profile/my-orders?page=1e99'))?.status()).toBe(400);
    expect((await page.goto('/user/profile/my-orders/%00'))?.status()).toBe(400);
  });
});
