/**
 * Search text: what a shopper types and what a product says, folded to one spelling so that
 * `seher` finds `şəhər`, `cay` finds `çay` and `холодильник` finds itself however it was cased.
 * Cyrillic is also written in the Latin letters Azerbaijani uses, so `noutbuk` finds `Ноутбук` and
 * `самсунг` finds Samsung. Both sides of a search go through the same function.
 */

/** Letters that Unicode does not decompose into a base letter and a mark. */
const latinFolds: Record<string, string> = { ə: 'e', ı: 'i', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe' };

/**
 * Russian letters as Azerbaijani Latin writes them (х is x as in xalça, ж is j, ч is c after
 * folding): how shoppers here type Russian words. Slugs use the usual transcription instead
 * (kh, zh, ch: `slugify` in packages/contracts/src/text.ts), so the two tables differ on purpose.
 */
const cyrillicToLatin: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'c',
  ш: 's',
  щ: 'sc',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

const combiningMarks = /\p{M}/gu;
const notWordCharacters = /[^\p{L}\p{N}]+/gu;

/** Lower case, without marks, in Latin letters, words separated by single spaces. */
export function foldForSearch(text: string): string {
  // ё and й lose their marks under NFD; map them while they are still whole letters.
  let lowered = text.toLowerCase().replace(/[ёй]/g, (letter) => cyrillicToLatin[letter] ?? letter);
  lowered = lowered.normalize('NFD').replace(combiningMarks, '');
  let folded = '';
  for (const letter of lowered) folded += latinFolds[letter] ?? cyrillicToLatin[letter] ?? letter;
  return folded.replace(notWordCharacters, ' ').trim();
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
