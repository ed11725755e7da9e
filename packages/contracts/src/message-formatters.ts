import type { Formatters } from 'intl-messageformat';
import type { Lang } from './language-schemas';

/**
 * Chromium ships no Azerbaijani number symbols (it writes 12,345.5 for `az` where Node writes CLDR's
 * 12.345,5), so a page would read one way from the server and another after hydration. Turkish has
 * az's symbols and both ship its data, so az numbers are formatted as Turkish ones.
 */
const numberLocale: Record<Lang, string> = { az: 'tr', en: 'en', ru: 'ru' };

/** One Intl object per set of options: building them is the slow part of formatting. */
function perOptions<Options, Made>(make: (options?: Options) => Made): (options?: Options) => Made {
  const made = new Map<string, Made>();
  return (options) => {
    const key = JSON.stringify(options ?? {});
    let found = made.get(key);
    if (!found) {
      found = make(options);
      made.set(key, found);
    }
    return found;
  };
}

/** The Intl formatters of one language, shared by all its messages. */
export function messageFormatters(lang: Lang): Formatters {
  const numberFormat = perOptions(
    (options?: Parameters<Formatters['getNumberFormat']>[1]) =>
      new Intl.NumberFormat(numberLocale[lang], options as Intl.NumberFormatOptions),
  );
  const dateTimeFormat = perOptions(
    (options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(lang, options),
  );
  const pluralRules = perOptions((options?: Intl.PluralRulesOptions) => new Intl.PluralRules(lang, options));
  return {
    getNumberFormat: (_locales, options) => numberFormat(options),
    getDateTimeFormat: (_locales, options) => dateTimeFormat(options),
    getPluralRules: (_locales, options) => pluralRules(options),
  };
}
