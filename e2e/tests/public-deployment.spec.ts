import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoBuyer, demoSeller } from '../support/orders';
import { expect, test } from '../support/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverFile = process.env.E2E_SERVER ?? path.join(here, '../../apps/web/build/bazar-server.mjs');

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A deployment reached at an https address (PUBLIC_URL) that runs the sandbox bank on purpose
 * (ALLOW_TEST_PAYMENTS=true), with no proxy saying anything: the browser reaches it on this
 * machine, where Chromium keeps Secure cookies over http.
 */
let server: ChildProcess;
let origin: string;
const dataDir = `${process.env.E2E_DATA_DIR ?? path.join(here, '../.data')}-public`;

test.describe('a public deployment', { tag: '@one-width' }, () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const port = await freePort();
    origin = `http://localhost:${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    server = spawn('node', [serverFile], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'https://test.bazar.example',
        ALLOW_TEST_PAYMENTS: 'true',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let waited = 0; ; waited += 1000) {
      const up = await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (server.exitCode !== null || waited > 200_000)
        throw new Error('the public deployment did not start');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('[SEC-35.5] every page shows the test-payments band, in the page language, and the API says so', async ({
    page,
    request,
  }) => {
    const health = await request.get(`${origin}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', testPayments: true });

    const band = page.getByTestId('test-payments-band');
    await page.goto(`${origin}/`);
    await expect(band).toHaveText('Test ödənişləri — real pul çıxılmır');
    await page.screenshot({ path: '/tmp/h5-test-payments-home.png' });
    await page.goto(`${origin}/en/login`);
    await expect(band).toHaveText('Test payments — no real money');
    await page.goto(`${origin}/ru/cart`);
    await expect(band).toHaveText('Тестовые платежи — без реальных денег');
    // The sandbox bank's page, even for a payment it does not know.
    await page.goto(`${origin}/en/payment/sandbox/999999`);
    await expect(band).toHaveText('Test payments — no real money');
    // The back office's door.
    await page.goto(`${origin}/en/admin`);
    await expect(band).toBeVisible();
  });

  test('[SEC-35.15] the session cookie is Secure, HSTS is sent, and the readable currentUser cookie has no phone or e-mail; the account and the seller cabinet show the band', async ({
    page,
    context,
  }) => {
    await page.goto(`${origin}/en/login`);
    await page.getByLabel('Phone number or email').fill(demoBuyer.phone);
    await page.getByLabel('Password').fill(demoBuyer.password);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await answer).headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await expect(page).toHaveURL(`${origin}/en`, { timeout: 15_000 });

    const cookies = await context.cookies(origin);
    const token = cookies.find((cookie) => cookie.name === 'token');
    expect(token).toMatchObject({ secure: true, httpOnly: true });
    const currentUser = cookies.find((cookie) => cookie.name === 'currentUser');
    expect(currentUser).toMatchObject({ secure: true, httpOnly: false });
    const readable = JSON.parse(decodeURIComponent(currentUser?.value ?? ''));
    expect(Object.keys(readable).sort()).toEqual([
      'accountType',
      'expiresAt',
      'firstName',
      'id',
      'image',
      'lastName',
    ]);
    expect(currentUser?.value).not.toContain(demoBuyer.phone);
    expect(decodeURIComponent(currentUser?.value ?? '')).not.toContain(demoBuyer.email);
    // What page scripts can read: the same, and the local storage copy too.
    const seen = await page.evaluate(() => `${document.cookie} ${localStorage.getItem('currentUser') ?? ''}`);
    expect(decodeURIComponent(seen)).not.toContain(demoBuyer.phone);
    expect(decodeURIComponent(seen)).not.toContain(demoBuyer.email);

    const profile = await page.goto(`${origin}/en/user/profile`);
    expect(profile?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await expect(page.getByTestId('test-payments-band')).toBeVisible();
    await page.screenshot({ path: '/tmp/h5-test-payments-account.png' });

    await context.clearCookies({ name: 'token' });
    await context.clearCookies({ name: 'currentUser' });
    await page.goto(`${origin}/en/login`);
    await page.getByLabel('Phone number or email').fill(demoSeller.phone);
    await page.getByLabel('Password').fill(demoSeller.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${origin}/en`, { timeout: 15_000 });
    await page.goto(`${origin}/en/shop/sales/all`);
    await expect(page.getByTestId('test-payments-band')).toHaveText('Test payments — no real money');
    await page.screenshot({ path: '/tmp/h5-test-payments-seller.png' });
  });
});
