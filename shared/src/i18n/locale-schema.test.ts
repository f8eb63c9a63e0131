import { describe, expect, it } from 'vitest';
import { localeOr, respondentLocaleOr } from './locale-schema';

describe('a stored language read back', () => {
  it('keeps an interface locale, and falls back from a respondent-only language, a missing or a strange one', () => {
    expect(localeOr('th')).toBe('th');
    expect(localeOr('de')).toBe('en');
    expect(localeOr(undefined, 'es')).toBe('es');
    expect(localeOr(['th'])).toBe('en');
  });

  it('keeps any respondent language, and falls back from one no longer offered', () => {
    expect(respondentLocaleOr('de')).toBe('de');
    expect(respondentLocaleOr('zh-hk')).toBe('zh-hk');
    expect(respondentLocaleOr('xx', 'th')).toBe('th');
    expect(respondentLocaleOr(42)).toBe('en');
  });
});
