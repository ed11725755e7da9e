import transliterate from '@sindresorhus/transliterate';

/**
 * Search text: what a shopper types and what a product says, folded to one spelling so that
 * `seher` finds `şəhər`, `cay` finds `çay` and `холодильник` finds itself however it was cased.
 * Other alphabets are written in Latin letters by @sindresorhus/transliterate (docs/decisions/011),
 * Cyrillic the way Azerbaijani Latin writes it, so `noutbuk` finds `Ноутбук`, `самсунг` finds
 * Samsung and `айфон`, `ајфон` and `ayfon` are one word, which a synonym (search_synonyms) can
 * send to iPhone. Both sides of a search go through the same function.
 */

/**
 * Where Azerbaijani spelling differs from the library's (Turkish rules for the Latin letters it
 * shares with Azerbaijani; Russian rules for Cyrillic). Russian letters as Azerbaijani Latin
 * writes them (х is x as in xalça, ж is j, ч is c after folding): how shoppers here type Russian
 * words. Slugs use the usual transcription instead (kh, zh, ch: `slugify` in
 * packages/contracts/src/text.ts), so the two differ on purpose. The letters of the Azerbaijani
 * Cyrillic alphabet (1958–1991) are written as their Latin counterparts, folded.
 */
const azerbaijaniSpellings: [string, string][] = [
  ['ə', 'e'],
  ['ä', 'a'],
  ['х', 'x'],
  ['ж', 'j'],
  ['ч', 'c'],
  ['ш', 's'],
  ['щ', 'sc'],
  ['ы', 'i'],
  ['ә', 'e'],
  ['ғ', 'g'],
  ['ҝ', 'g'],
  ['ҹ', 'c'],
  ['һ', 'h'],
  ['ј', 'y'],
  ['ө', 'o'],
  ['ү', 'u'],
];

const combiningMarks = /\p{M}/gu;
const notWordCharacters = /[^\p{L}\p{N}]+/gu;

/** Lower case, without marks, in Latin letters, words separated by single spaces. */
export function foldForSearch(text: string): string {
  const latin = transliterate(text.toLowerCase(), { locale: 'tr', customReplacements: azerbaijaniSpellings });
  return latin
    .toLowerCase()
    .normalize('NFD')
    .replace(combiningMarks, '')
    .replace(notWordCharacters, ' ')
    .trim();
}

/** Most words a query is matched by; more are ignored rather than making the query slow. */
export const maxSearchWords = 6;

/** The distinct words of a query, folded, longest first (the rarest words narrow the search most). */
export function searchWords(query: string): string[] {
  const words = [...new Set(foldForSearch(query).split(' ').filter(Boolean))];
  return words.sort((a, b) => b.length - a.length).slice(0, maxSearchWords);
}

/** HTML tags out of a description, so `<b>` is never a word. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/gi, ' ');
}

export interface SearchableProduct {
  title: string;
  manufacturer: string;
  model: string;
  description: string;
  properties: Record<string, string>;
  /** The category's and its parents' names in every language. */
  categoryNames: string[];
}

/**
 * The folded columns a product is searched by. Each starts with a space so that
 * "a word starting with x" is always `% x%`, which the trigram index can serve.
 */
export function productSearchColumns(product: SearchableProduct): {
  searchTitle: string;
  searchBody: string;
} {
  const body = [
    product.manufacturer,
    product.model,
    ...product.categoryNames,
    ...Object.values(product.properties),
    plainText(product.description),
  ].join(' ');
  return { searchTitle: ` ${foldForSearch(product.title)}`, searchBody: ` ${foldForSearch(body)}` };
}
