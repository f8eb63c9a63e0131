import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESPONDENT_LOCALES } from '@shared/i18n/respondent-locale';
import { respondentMailTexts, type RespondentMailTexts } from '.';

/** Every text of a file with its path (`invitation.subject`, `dataLink`). */
function texts(file: RespondentMailTexts): Record<string, string> {
  const { state: _state, ...rest } = file;
  return Object.fromEntries(
    Object.entries(rest).flatMap(([group, value]) =>
      typeof value === 'string'
        ? [[group, value]]
        : Object.entries(value as Record<string, string>).map(([key, text]) => [`${group}.${key}`, text]),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(RESPONDENT_LOCALES.filter((l) => l !== 'en'))('the respondent e-mail texts in %s', (locale) => {
  it('translate every English text, none left as the English, with the English placeholders', async () => {
    const english = texts(await respondentMailTexts('en'));
    const file = await respondentMailTexts(locale);
    const own = texts(file);
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    for (const [path, text] of Object.entries(own)) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toBe(english[path]);
      expect(placeholders(text), path).toEqual(placeholders(english[path]!));
    }
    expect(['translated', 'validated']).toContain(file.state);
  });

  it('stay one small file, loaded alone (at most 4 KB gzip)', () => {
    const source = readFileSync(new URL(`./${locale}.ts`, import.meta.url));
    expect(gzipSync(source).length).toBeLessThan(4 * 1024);
  });
});
