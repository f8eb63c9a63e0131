import { describe, expect, it } from 'vitest';
import { BIG5_ITEM_LOCALES } from '../sections/big5/item-text';
import {
  RESPONDENT_LOCALE_NAMES,
  RESPONDENT_LOCALES,
  localeDirection,
  localeTag,
  offeredLocales,
  pickRespondentLocale,
  respondentLocaleOfTag,
} from './respondent-locale';

describe('respondent locales', () => {
  it('are the interface locales and every Big Five item language, once each', () => {
    expect(new Set(RESPONDENT_LOCALES).size).toBe(RESPONDENT_LOCALES.length);
    expect([...RESPONDENT_LOCALES].sort()).toEqual([...BIG5_ITEM_LOCALES].sort());
    expect(RESPONDENT_LOCALES.slice(0, 3)).toEqual(['en', 'th', 'es']);
  });

  it("names each language in its own name, as the language's own ICU data does (ss has none: siSwati)", () => {
    for (const locale of RESPONDENT_LOCALES) {
      if (locale === 'ss' || locale === 'zh-cn' || locale === 'zh-hk' || locale === 'id') continue;
      const tag = localeTag(locale);
      const own = new Intl.DisplayNames([tag], { type: 'language' }).of(tag.split('-')[0] as string) ?? '';
      expect(RESPONDENT_LOCALE_NAMES[locale].toLocaleLowerCase(tag), locale).toContain(own.toLocaleLowerCase(tag));
    }
    expect(RESPONDENT_LOCALE_NAMES.de).toBe('Deutsch');
    expect(RESPONDENT_LOCALE_NAMES.ar).toBe('العربية');
    expect(RESPONDENT_LOCALE_NAMES.ja).toBe('日本語');
    expect(RESPONDENT_LOCALE_NAMES.ss).toBe('SiSwati');
  });

  it('gives the direction: right to left for Arabic, Hebrew, Persian and Urdu only', () => {
    expect(RESPONDENT_LOCALES.filter((l) => localeDirection(l) === 'rtl')).toEqual(['ar', 'fa', 'he', 'ur']);
  });

  it('reads browser language tags', () => {
    expect(respondentLocaleOfTag('de-AT')).toBe('de');
    expect(respondentLocaleOfTag('pt-PT')).toBe('pt-br');
    expect(respondentLocaleOfTag('zh-TW')).toBe('zh-hk');
    expect(respondentLocaleOfTag('zh-Hans-CN')).toBe('zh-cn');
    expect(respondentLocaleOfTag('nb')).toBe('no');
    expect(respondentLocaleOfTag('xx')).toBeUndefined();
    expect(localeTag('pt-br')).toBe('pt-BR');
  });

  it('starts in the kept choice, else the first preferred language offered, else English or the first offered', () => {
    expect(pickRespondentLocale(['th', 'de'], ['fr-FR', 'de-DE'])).toBe('de');
    expect(pickRespondentLocale(['th', 'de'], ['de-DE'], 'th')).toBe('th');
    expect(pickRespondentLocale(['th', 'de'], ['de-DE'], 'fr')).toBe('de');
    expect(pickRespondentLocale(['th', 'de'], ['fr'])).toBe('th');
    expect(pickRespondentLocale([], ['ja-JP'])).toBe('ja');
    expect(pickRespondentLocale(['en', 'de'], ['fr'])).toBe('en');
  });

  it('offers every language when the assessment does not restrict them', () => {
    expect(offeredLocales([])).toEqual(RESPONDENT_LOCALES);
    expect(offeredLocales(undefined)).toEqual(RESPONDENT_LOCALES);
    expect(offeredLocales(['de', 'th'])).toEqual(['th', 'de']);
  });
});
