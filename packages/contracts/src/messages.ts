import { IntlMessageFormat } from 'intl-messageformat';
import type { Lang } from './language-schemas';
import { langCodes } from './languages';
import az from './locales/az.json';
import { messageFormatters } from './message-formatters';

/**
 * Every text the web shows, the API answers and the SMS says, by stable key, as ICU MessageFormat
 * (plural, select, number). Field schemas carry the key as their zod message, so both edges say the
 * same thing. az is the source: its keys are the type, en and ru must have each of them.
 */
export type MessageKey = keyof typeof az;
type Catalogue = Record<MessageKey, string>;

/**
 * az, the default, is always here; en and ru are loaded when asked for, so a browser downloads
 * only its page's language (each is about 30 KB compressed). The server loads all three at start.
 */
const loaded: Partial<Record<Lang, Catalogue>> = { az };
const loaders: Record<Exclude<Lang, 'az'>, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./locales/en.json'),
  ru: () => import('./locales/ru.json'),
};

/** Makes `lang`'s messages available to `formatMessage` (at once for az). */
export async function loadMessages(lang: Lang): Promise<void> {
  if (lang === 'az' || loaded[lang]) return;
  loaded[lang] = (await loaders[lang]()).default;
}

/** Every language's messages, loaded (servers and tests). */
export async function loadAllMessages(): Promise<Record<Lang, Catalogue>> {
  await Promise.all(langCodes.map(loadMessages));
  return loaded as Record<Lang, Catalogue>;
}

/** What a message's arguments are filled with: a count for a plural, text for the rest. */
export type MessageValues = Record<string, string | number>;

// Parsing a message is far slower than formatting it, so each is parsed once per language.
const compiled: Record<Lang, Map<MessageKey, IntlMessageFormat>> = {
  az: new Map(),
  en: new Map(),
  ru: new Map(),
};
const formatters = { az: messageFormatters('az'), en: messageFormatters('en'), ru: messageFormatters('ru') };

function compile(lang: Lang, key: MessageKey): IntlMessageFormat {
  const found = compiled[lang].get(key);
  if (found) return found;
  const catalogue = loaded[lang];
  if (!catalogue) {
    // A page in a language it did not load: say so, show az meanwhile (not kept), load it for next time.
    console.error(`messages of ${lang} used before loadMessages('${lang}')`);
    void loadMessages(lang);
    return compile('az', key);
  }
  // No rich-text tags: a `<` in a message is text.
  const format = new IntlMessageFormat(catalogue[key], lang, undefined, {
    formatters: formatters[lang],
    ignoreTag: true,
  });
  compiled[lang].set(key, format);
  return format;
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(az, value);
}

/** The message `key` in `lang`, its arguments filled in (a missing argument throws). */
export function formatMessage(lang: Lang, key: MessageKey, values?: MessageValues): string {
  // With only text and numbers for values, the parts come back joined as one string.
  return compile(lang, key).format(values) as string;
}

/** A code from anywhere (a zod issue, a problem answer) as text; an unknown one reads as "invalid". */
export function translate(key: string, lang: Lang): string {
  return formatMessage(lang, isMessageKey(key) ? key : 'validation.invalid');
}
