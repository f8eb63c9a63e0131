import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../messages/en';
import { RESPONDENT_KEYS, type RespondentCatalogue } from './keys';
import de from './de';
import ar from './ar';
import fr from './fr';
import ja from './ja';
import ptBr from './pt-br';
import zhCn from './zh-cn';

/** Texts that are rightly the same as the English in a language (a cognate or an abbreviation), by `locale:key`. */
const SAME_AS_ENGLISH = new Set([
  'de:common.optional',
  'fr:test.email',
  'fr:vt.traits',
  'fr:wizard.sections.minutes',
  'pt-br:test.email',
  'pt-br:wizard.sections.minutes',
]);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe.each([
  ['de', de],
  ['ar', ar],
  ['fr', fr],
  ['ja', ja],
  ['pt-br', ptBr],
  ['zh-cn', zhCn],
] as [string, RespondentCatalogue][])('the respondent screens in %s', (locale, catalogue) => {
  it('translate every key, none left as the English, with the English placeholders', () => {
    for (const key of RESPONDENT_KEYS) {
      const text = catalogue.messages[key];
      expect(text, key).toBeTruthy();
      if (!SAME_AS_ENGLISH.has(`${locale}:${key}`)) expect(text, key).not.toBe(en[key]);
      expect(placeholders(text ?? ''), key).toEqual(placeholders(en[key]));
    }
    expect(Object.keys(catalogue.messages).sort()).toEqual([...RESPONDENT_KEYS].sort());
  });

  it('stay one small file (at most 10 KB gzip)', () => {
    const source = readFileSync(new URL(`./${locale}.ts`, import.meta.url));
    expect(gzipSync(source).length).toBeLessThan(10 * 1024);
  });
});
