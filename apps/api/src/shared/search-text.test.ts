import { describe, expect, it } from 'vitest';
import { foldForSearch, productSearchColumns, searchWords } from './search-text';

describe('search text', () => {
  it('folds Azerbaijani letters and case to one spelling', () => {
    expect(foldForSearch('ŞƏHƏR')).toBe('seher');
    expect(foldForSearch('Çay')).toBe('cay');
    expect(foldForSearch('QIZ İlk Göyçay Ağ Ünvan Öz')).toBe('qiz ilk goycay ag unvan oz');
  });

  it('writes Russian in the Latin letters Azerbaijani uses', () => {
    expect(foldForSearch('Ноутбук Acer')).toBe('noutbuk acer');
    expect(foldForSearch('Самсунг')).toBe('samsung');
    expect(foldForSearch('Чёрный Холодильник')).toBe('cyorniy xolodilnik');
  });

  it('writes Azerbaijani Cyrillic and other Cyrillic alphabets in Azerbaijani Latin letters', () => {
    expect(foldForSearch('Шәһәр Ҹәлилабад')).toBe(foldForSearch('Şəhər Cəlilabad'));
    expect(foldForSearch('Ајфон')).toBe('ayfon');
    expect(foldForSearch('Ғ Ҝ Ө Ү Ы')).toBe('g g o u i');
    expect(foldForSearch('Київ')).toBe('kiyiv');
  });

  it('keeps letters and digits only, one space between words', () => {
    expect(foldForSearch('  De\'Longhi  27" QHD, 165 Hz!  ')).toBe('de longhi 27 qhd 165 hz');
  });

  it('splits a query into distinct words, longest first', () => {
    expect(searchWords('Samsung  galaxy SAMSUNG a55')).toEqual(['samsung', 'galaxy', 'a55']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('makes the searched columns from a product, without HTML', () => {
    const columns = productSearchColumns({
      title: 'Şəki halvası',
      manufacturer: 'Şəki',
      model: 'H1',
      description: '<p>Təzə <b>halva</b></p>',
      properties: { Çəki: '1 kq' },
      categoryNames: ['Şirniyyat', 'Sweets', 'Сладости'],
    });
    expect(columns.searchTitle).toBe(' seki halvasi');
    expect(columns.searchBody).toBe(' seki h1 sirniyyat sweets sladosti 1 kq teze halva');
  });
});
