import { expect, test } from '../support/test';

/** The policy's directives by name. */
function directives(policy: string): Map<string, string> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+(.*)/s) as [string, string]));
}

test.describe('security headers', { tag: '@one-width' }, () => {
  test('a page runs only its own scripts: every inline script carries the answer nonce', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    const policy = directives(headers['content-security-policy'] ?? '');
    expect(policy.get('frame-ancestors')).toBe("'none'");
    const nonce = /'nonce-([^']+)'/.exec(policy.get('script-src') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(policy.get('script-src')).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('microphone=()');
    // Browsers hide a nonce from the page once parsed; the served HTML shows it.
    const html = (await response?.text()) ?? '';
    const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
    const executable = scriptTags.filter((tag) => !/type="application\/ld\+json"/.test(tag));
    expect(executable.length).toBeGreaterThan(2);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test.describe('an injected script', () => {
    test.use({ expectCspViolation: true });
    test('without the nonce does not run', async ({ page }) => {
      await page.goto('/');
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        const blocked = new Promise<boolean>((resolve) => {
          document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
          setTimeout(() => resolve(false), 2000);
        });
        document.body.append(script);
        await blocked;
        return (window as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
    });
  });

  test('an uploaded image is served as an image that cannot become a page', async ({ page, request }) => {
    await page.goto('/');
    const src = await page.locator('img[src^="/media/"]').first().getAttribute('src');
    const media = await request.get(src ?? '');
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toMatch(/^image\//);
    expect(media.headers()['content-disposition']).toMatch(/^inline; filename=/);
    expect(media.headers()['x-content-type-options']).toBe('nosniff');
    expect(directives(media.headers()['content-security-policy'] ?? '').has('sandbox')).toBe(true);
  });
});
