import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
// Overridable so that two runs on one machine keep to their own server build and database.
const server = process.env.E2E_SERVER ?? path.join(here, '../apps/web/build/bazar-server.mjs');
const dataDir = process.env.E2E_DATA_DIR ?? path.join(here, '.data');
/** Google and Facebook, played by a local server (fixtures/fake-social-providers.mjs) on the next port. */
const providersPort = port + 1;
const providers = `http://127.0.0.1:${providersPort}`;
const social = {
  GOOGLE_CLIENT_ID: 'bazar-e2e.apps.googleusercontent.com',
  FACEBOOK_APP_ID: 'bazar-e2e-app',
  FACEBOOK_APP_SECRET: 'bazar-e2e-secret',
};

/** A Chromium to drive: CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own download. */
function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here; the other candidates may still do.
  }
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `apt-get install -y chromium`), ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary, or run `npx playwright install chromium`.',
    );
  }
  return found;
}

/** A made-up client address; the config is read once per worker, so each worker gets its own. */
function clientAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Budgets for this project's 2-core machines, where the server and two browsers share the cores:
  // the longest journeys (three devices, a checkout with an SMS code) take 20-30 s there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Each worker is a client of its own (this server trusts X-Forwarded-For from this machine, as
    // behind a proxy): together the journeys sign up more people than one address may in ten minutes.
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    // A failed journey keeps a picture of its end. Traces cost every journey its DOM snapshots (a
    // tenth of the suite's CPU on a 2-core machine), so they are asked for when debugging:
    // `npx playwright test <spec> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    {
      name: 'mobile',
      // Back-office journeys an operator does at a desk run at 1440 px only (CI keeps to its 30
      // minutes); the urgent ones (approving, looking an order up) run at both widths. So do
      // journeys whose subject does not change with the width (@one-width: response headers,
      // structured data, texts, server refusals, the payment outcomes beyond the first card and
      // wallet payments): the phone layout of their screens is covered by the journeys kept.
      grepInvert: /@desk|@one-width/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      // The production build, on a fresh embedded database seeded with the demo marketplace.
      command: `rm -rf ${dataDir} && node ${server}`,
      cwd: here,
      url: `http://localhost:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // The Excel upload journey links photos the server itself serves.
        IMPORT_PRIVATE_HOSTS: 'true',
        // The journeys stand behind a proxy on this machine: the browser's requests name their client.
        TRUST_PROXY: 'loopback',
        // The journeys read the SMS codes the server would have texted.
        SMS_DEV_OUTBOX: 'true',
        // And the e-mails it would have sent.
        MAIL_DEV_OUTBOX: 'true',
        // The cookie banner, the analytics pixel and the map picker are on; the journeys answer
        // Google's hosts themselves (tests/consent.spec.ts), nothing leaves this machine.
        ANALYTICS_ID: 'G-E2ETEST',
        MAPS_KEY: 'e2e-maps-key',
        // Sign-in with Google and Facebook goes to the fake providers, which the API also asks.
        ...social,
        GOOGLE_AUTH_URL: `${providers}/google/authorize`,
        GOOGLE_JWKS_URL: `${providers}/google/jwks`,
        FACEBOOK_DIALOG_URL: `${providers}/facebook/dialog`,
        FACEBOOK_GRAPH_URL: `${providers}/graph`,
      },
    },
    {
      command: 'node fixtures/fake-social-providers.mjs',
      cwd: here,
      url: `${providers}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        ...social,
        FAKE_SOCIAL_PORT: String(providersPort),
        ALLOWED_REDIRECT_ORIGIN: `http://localhost:${port}`,
      },
    },
  ],
});
