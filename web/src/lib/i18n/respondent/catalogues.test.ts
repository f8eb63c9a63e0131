import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESPONDENT_LOCALES, isInterfaceLocale } from '@shared/i18n/respondent-locale';
import EN_ERROR_TEXTS from '@shared/errors/texts/en';
import { en } from '../messages/en';
import { RESPONDENT_ERROR_CODES, RESPONDENT_KEYS, type RespondentCatalogue } from './keys';

/** Texts that are rightly the same as the English in a language (a cognate or an abbreviation), by `locale:key`. */
const SAME_AS_ENGLISH = new Set([
  'ca:wizard.sections.minutes',
  'da:fair.submit',
  'da:test.intro.start',
  'de:common.optional',
  'de:myData.name',
  'de:pdf.big5.extraversion',
  'fi:wizard.sections.minutes',
  'fr:myData.email',
  'fr:pdf.big5.extraversion',
  'fr:experience.rating.5',
  'fr:feedback.level.EXCELLENT',
  'fr:test.email',
  'fr:vt.traits',
  'fr:wizard.sections.minutes',
  'it:myData.email',
  'it:test.email',
  'it:wizard.sections.minutes',
  'no:test.intro.start',
  'pl:wizard.sections.minutes',
  'pt-br:myData.email',
  'pt-br:test.email',
  'pt-br:wizard.sections.minutes',
  'ro:wizard.sections.minutes',
  'sv:pdf.big5.extraversion',
]);

/** Codes whose English takes parameters the browser never receives (an ApiError carries the code, not its params). */
const WITHOUT_PARAMS = new Set<string>(['INVALID_STATUS_TRANSITION']);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

const fileOf = (locale: string) => new URL(`./${locale}.ts`, import.meta.url);

// Every respondent language beyond en, th and es (those come from the interface catalogues).
const LANGUAGES = RESPONDENT_LOCALES.filter((l) => !isInterfaceLocale(l));

describe.each(LANGUAGES)('the respondent screens in %s', (locale) => {
  it('have a file of their own', () => {
    expect(existsSync(fileOf(locale))).toBe(true);
  });

  it('translate every key, none left as the English, with the English placeholders', async () => {
    const catalogue = ((await import(`./${locale}.ts`)) as { default: RespondentCatalogue }).default;
    expect(catalogue.state).toBe('translated');
    for (const key of RESPONDENT_KEYS) {
      const text = catalogue.messages[key];
      expect(text, key).toBeTruthy();
      if (!SAME_AS_ENGLISH.has(`${locale}:${key}`)) expect(text, key).not.toBe(en[key]);
      expect(placeholders(text ?? ''), key).toEqual(placeholders(en[key]));
    }
    expect(Object.keys(catalogue.messages).sort()).toEqual([...RESPONDENT_KEYS].sort());
  });

  it('translate every error text a respondent can meet, none left as the English', async () => {
    const catalogue = ((await import(`./${locale}.ts`)) as { default: RespondentCatalogue }).default;
    expect(Object.keys(catalogue.errors).sort()).toEqual([...RESPONDENT_ERROR_CODES].sort());
    for (const code of RESPONDENT_ERROR_CODES) {
      const text = catalogue.errors[code];
      expect(text.trim(), code).not.toBe('');
      expect(text, code).not.toBe(EN_ERROR_TEXTS[code]);
      // The browser has no parameters for a code whose server text takes some: its translation names none.
      expect(placeholders(text), code).toEqual(WITHOUT_PARAMS.has(code) ? [] : placeholders(EN_ERROR_TEXTS[code]));
    }
  });

  it('stay one small file (at most 10 KB gzip)', () => {
    expect(gzipSync(readFileSync(fileOf(locale))).length).toBeLessThan(10 * 1024);
  });
});
