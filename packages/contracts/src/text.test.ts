import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage } from './languages';
import { translate } from './messages';
import { foldAz, slugify } from './text';

describe('text', () => {
  it('folds Azerbaijani letters so that "seher" matches "şəhər"', () => {
    expect(foldAz('Şəhər')).toBe('seher');
    expect(foldAz('ÇAY QIZ ĞÖÜ İ')).toBe('cay qiz gou i');
  });

  it('makes latin slugs from Azerbaijani, Russian and English titles', () => {
    expect(slugify('Kişi köynəyi pambıq, slim fit')).toBe('kisi-koyneyi-pambiq-slim-fit');
    expect(slugify('Холодильник Beko 406')).toBe('kholodilnik-beko-406');
    expect(slugify('  iPhone 15 Pro — 256 GB ')).toBe('iphone-15-pro-256-gb');
  });
});

describe('languages [I18N-06]', () => {
  it('[I18N-05] picks the first supported language of Accept-Language, else az', () => {
    expect(langFromAcceptLanguage('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(langFromAcceptLanguage('de-DE,en;q=0.5')).toBe('en');
    expect(langFromAcceptLanguage('fr')).toBe('az');
    expect(langFromAcceptLanguage(undefined)).toBe('az');
  });

  it('[ERR-01] has every validation message of the spec in three languages', () => {
    expect(translate('validation.chooseAddress', 'en')).toBe('Please choose your address');
    expect(translate('validation.choosePaymentMethod', 'ru')).toBe('Пожалуйста, выберите способ оплаты');
    expect(translate('validation.passwordsDoNotMatch', 'az')).toBe('Şifrələr uyğun gəlmir');
    expect(translate('no.such.key', 'en')).toBe('The value is not valid');
  });
});
