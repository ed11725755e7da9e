import { type BrowserContext, test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/**
 * "Only necessary", answered on the banner's current wording (consentBannerVersion in
 * packages/contracts/src/privacy.ts): journeys start past the cookie banner, as a returning visitor.
 */
export const necessaryOnlyConsent = { name: 'consent', value: '1' };

/** Chromium's console wording for a blocked script, style, frame or connection. */
const cspMessage = /Content Security Policy/i;
/** What the page says when it shows a language whose messages it has not loaded (az stands in). */
const unloadedMessages = /^messages of \w+ used before loadMessages/;

/**
 * Playwright's trace recorder reads the page's blob: images from a script of its own (no source
 * location); the page's policy rightly blocks that read, and it is no fault of the page.
 */
function isTracerBlobRead(sourceUrl: string, text: string): boolean {
  if (sourceUrl === '' && text.startsWith("Connecting to 'blob:")) return true;
  return text === 'Content Security Policy violation: connect-src blocked blob';
}

/**
 * Every journey also checks the pages' Content-Security-Policy: a resource or inline script the
 * policy blocks fails the test that met it; so does a page showing a language it did not load.
 * Contexts a spec opens itself are watched too.
 */
export const test = base.extend<{
  cspGuard: undefined;
  expectCspViolation: boolean;
  consentAnswered: boolean;
  consentCookie: undefined;
}>({
  /** A test that tries to break the policy on purpose sets this, and then must see it blocked. */
  expectCspViolation: [false, { option: true }],
  cspGuard: [
    async ({ context, browser, expectCspViolation }, use) => {
      const violations: string[] = [];
      const untranslated: string[] = [];
      const watch = async (watched: BrowserContext) => {
        watched.on('console', (message) => {
          const source = message.location().url;
          if (unloadedMessages.test(message.text())) untranslated.push(`${source}: ${message.text()}`);
          if (cspMessage.test(message.text()) && !isTracerBlobRead(source, message.text()))
            violations.push(`${source}: ${message.text()}`);
        });
        // Init scripts run outside the page's policy, so this listener always gets in.
        await watched.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            const source = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
            console.error(
              `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${source}`,
            );
          });
        });
      };
      await watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await watch(created);
        return created;
      };
      await use(undefined);
      browser.newContext = newContext;
      if (expectCspViolation) expect(violations, 'the violation the test provoked').not.toEqual([]);
      else expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(untranslated, 'texts shown before their language was loaded').toEqual([]);
    },
    { auto: true },
  ],
  /** The cookie banner's own journey sets this to false, to meet the banner as a first visit does. */
  consentAnswered: [true, { option: true }],
  /**
   * Every context of a journey, those it opens itself included, starts with the banner answered,
   * and keeps it answered when the journey clears its cookies to sign out (a returning visitor
   * signing out keeps their choice too).
   */
  consentCookie: [
    async ({ context, browser, baseURL, consentAnswered }, use) => {
      if (!consentAnswered || !baseURL) return use(undefined);
      const cookies = [{ ...necessaryOnlyConsent, url: baseURL }];
      const answered = async (target: BrowserContext) => {
        await target.addCookies(cookies);
        const clearCookies = target.clearCookies.bind(target);
        target.clearCookies = async (options) => {
          await clearCookies(options);
          await target.addCookies(cookies);
        };
        return target;
      };
      await answered(context);
      const newContext = browser.newContext;
      browser.newContext = async (options) => answered(await newContext.call(browser, options));
      await use(undefined);
      browser.newContext = newContext;
    },
    { auto: true },
  ],
});
