/** The spec's language list: az is the default and has no URL prefix. All are left-to-right. */
export const languages = [
  { code: 'az-Latn', shorthand: 'az', label: 'Azərbaycan', direction: 'ltr' },
  { code: 'en-US', shorthand: 'en', label: 'English', direction: 'ltr' },
  { code: 'ru-RU', shorthand: 'ru', label: 'Русский', direction: 'ltr' },
] as const;

export const langCodes = ['az', 'en', 'ru'] as const;
// The zod schemas `Lang` and `Localized` (and their types) are in language-schemas.ts: this file stays
// free of zod, so that a page needing only a language constant does not load it.
type Lang = (typeof langCodes)[number];
export const defaultLang: Lang = 'az';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (langCodes as readonly string[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header ("ru-RU,ru;q=0.9"), else az. */
export function langFromAcceptLanguage(header: string | undefined | null): Lang {
  if (!header) return defaultLang;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLang) ?? defaultLang;
}

export function pickLang(text: Record<Lang, string>, lang: Lang): string {
  return text[lang] || text.az;
}
