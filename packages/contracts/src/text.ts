/**
 * Azerbaijani folding: ə→e, ı→i, ş→s, ç→c, ğ→g, ö→o, ü→u (and their capitals), so that
 * "seher" finds "şəhər". `unaccent` alone does not fold ə, hence our own table.
 */
const azFold: Record<string, string> = { ə: 'e', ı: 'i', ş: 's', ç: 'c', ğ: 'g', ö: 'o', ü: 'u', i̇: 'i' };

const cyrillic: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
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
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function foldAz(text: string): string {
  return text.toLocaleLowerCase('az').replace(/[əışçğöü]|i̇/g, (ch) => azFold[ch] ?? ch);
}

/** A URL slug from any of our three languages: latin letters, digits and dashes. */
export function slugify(text: string, maxLength = 80): string {
  const latin = foldAz(text)
    .replace(/[а-яё]/g, (ch) => cyrillic[ch] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
