import Bowser from 'bowser';

/** The browser (with its major version) and the operating system a User-Agent names, when it names them. */
export function deviceOf(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null;
  return { browser, os: parsed.os.name ?? null };
}
