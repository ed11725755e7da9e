import { defaultLang, isLang, type Lang, languages, localizePath } from '@bazar/contracts';

// The API words its e-mails' links with the same rule.
export { languages, localizePath };
/** Cookie and local storage key that keeps the chosen language (spec: "language"). */
export const languageKey = 'language';

/** Looks like a language tag ("de", "fr-FR"): an unsupported one falls back instead of 404. */
export function looksLikeLanguage(segment: string): boolean {
  return /^[a-z]{2}(-[a-z]{2,4})?$/i.test(segment);
}

/** Splits "/en/cart" into en and "/cart"; az has no prefix. */
export function splitLangPath(pathname: string): { lang: Lang; rest: string } {
  const [, first = '', ...others] = pathname.split('/');
  if (isLang(first) && first !== defaultLang) return { lang: first, rest: `/${others.join('/')}` };
  return { lang: defaultLang, rest: pathname || '/' };
}

/** Reads the stored language from a Cookie header. */
export function storedLanguage(cookieHeader: string | null): Lang | null {
  const match = /(?:^|;\s*)language=([^;]+)/.exec(cookieHeader ?? '');
  const value = match?.[1]?.slice(0, 2);
  return isLang(value) ? value : null;
}
