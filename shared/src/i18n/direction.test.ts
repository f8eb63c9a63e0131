import { describe, expect, it } from 'vitest';
import { localeDirection } from './direction';
import { BIG5_ITEM_LOCALES } from '../sections/big5/item-text';

describe('the writing direction of a respondent language', () => {
  it('is right to left for Arabic, Hebrew, Persian and Urdu, with or without a region', () => {
    for (const code of ['ar', 'he', 'fa', 'ur', 'ar-EG', 'he_IL', 'FA', 'ur-PK', 'iw']) {
      expect(localeDirection(code), code).toBe('rtl');
    }
  });

  it('is left to right for every other language, an unknown code or none', () => {
    for (const code of ['en', 'th', 'es', 'de', 'hi', 'hy', 'ja', 'zh-cn', 'zh-hk', 'ru', 'arn', 'heb', 'x', '']) {
      expect(localeDirection(code), code).toBe('ltr');
    }
    expect(localeDirection(undefined)).toBe('ltr');
    expect(localeDirection(null)).toBe('ltr');
  });

  it('marks exactly four of the Big Five item languages right to left', () => {
    const rtl = BIG5_ITEM_LOCALES.filter((l: string) => localeDirection(l) === 'rtl');
    expect(rtl.sort()).toEqual(['ar', 'fa', 'he', 'ur']);
  });
});
