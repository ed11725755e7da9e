import { describe, expect, it } from 'vitest';
import { guestBasket, guestFavourites } from './guest-storage';
import { localizePath, looksLikeLanguage, splitLangPath, storedLanguage } from './language';
import { formatDate } from './route-meta';

describe('language paths [I18N-01] [I18N-04]', () => {
  it('[I18N-01] az has no prefix; en and ru do', () => {
    expect(localizePath('/cart', 'az')).toBe('/cart');
    expect(localizePath('/cart', 'en')).toBe('/en/cart');
    expect(localizePath('/', 'ru')).toBe('/ru');
    expect(splitLangPath('/ru/blog/1-x')).toEqual({ lang: 'ru', rest: '/blog/1-x' });
    expect(splitLangPath('/blog/1-x')).toEqual({ lang: 'az', rest: '/blog/1-x' });
    expect(splitLangPath('/en')).toEqual({ lang: 'en', rest: '/' });
  });

  it('[I18N-02] tells a language-like prefix from a page name, and reads the stored language', () => {
    expect(looksLikeLanguage('de')).toBe(true);
    expect(looksLikeLanguage('fr-FR')).toBe(true);
    expect(looksLikeLanguage('campaign')).toBe(false);
    expect(storedLanguage('a=1; language=ru; b=2')).toBe('ru');
    expect(storedLanguage('language=de')).toBeNull();
  });
});

describe('guest storage [BSK-03] [WSH-01]', () => {
  it('counts productStorage and favItems cookies and ignores anything malformed', () => {
    const basket = encodeURIComponent(
      JSON.stringify([
        { productId: 1, count: 2, productOfferFields: [] },
        { productId: 'x', count: 1 },
      ]),
    );
    expect(guestBasket(`productStorage=${basket}`)).toEqual([
      { productId: 1, count: 2, productOfferFields: [] },
    ]);
    expect(guestBasket('productStorage=%7Bbroken')).toEqual([]);
    expect(
      guestFavourites(`favItems=${encodeURIComponent('[3,{"id":4,"isCombo":true},"x",{"id":-1}]')}`),
    ).toEqual([
      { id: 3, isCombo: false },
      { id: 4, isCombo: true },
    ]);
  });
});

describe('dates [CAT-14]', () => {
  it('shows dd/MM/yyyy in Asia/Baku time', () => {
    expect(formatDate('2026-03-20T21:30:00Z')).toBe('21/03/2026');
  });
});
