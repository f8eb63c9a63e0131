import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { latestPack } from '../../shared/src/sections/content-registry';
import {
  LOCALE_FILE_KINDS,
  respondentTexts,
  SECTION_FILE_LOCALES,
  stampsDigest,
} from '../../shared/src/sections/locale-check';
import { ENGLISH_DIGESTS, LOCALE_FILE_INDEX } from '../../shared/src/sections/locale-index';
import { localeFilePath, readLocaleFile } from './locale-index';

// shared/src/sections/locale-index.ts is generated: it must say what the files say (run scripts/content/locale-index.ts).
describe('the locale index', () => {
  for (const kind of LOCALE_FILE_KINDS) {
    it(`${kind}: lists exactly the files there are, with their state and stamps, and the current English`, async () => {
      expect(ENGLISH_DIGESTS[kind]).toBe(stampsDigest(respondentTexts(await latestPack(kind))));
      for (const locale of SECTION_FILE_LOCALES) {
        const entry = LOCALE_FILE_INDEX[kind][locale];
        const path = localeFilePath(kind, locale);
        expect(entry !== undefined, `${kind}/${locale} listed`).toBe(existsSync(path));
        const file = await readLocaleFile(path);
        if (!entry || !file) continue;
        expect(entry.state).toBe(file.state);
        expect(entry.digest).toBe(
          stampsDigest(Object.entries(file.texts).map(([p, t]) => ({ path: p, source: t.source }))),
        );
      }
    });
  }
});

// Issue 27 §3: no locale file adds more than 10 KB gzip. Measured on the source, an upper bound of the chunk the
// build makes of it (no indentation, no type import there).
describe('each section locale file', () => {
  const files = LOCALE_FILE_KINDS.flatMap((kind) =>
    SECTION_FILE_LOCALES.map((locale) => ({ kind, locale, path: localeFilePath(kind, locale) })).filter((f) =>
      existsSync(f.path),
    ),
  );
  it('exists for some sections and languages', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  it.each(files)('$kind in $locale: at most 10 KB gzip', ({ path }) => {
    expect(gzipSync(readFileSync(path)).length).toBeLessThan(10 * 1024);
  });
});
