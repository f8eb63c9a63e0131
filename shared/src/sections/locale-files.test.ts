import { describe, expect, it } from 'vitest';
import { latestPack } from './content-registry';
import { allowedEnglish } from './locale-allow-list';
import {
  checkLocaleFile,
  isRespondentText,
  LOCALE_FILE_KINDS,
  respondentTexts,
  SECTION_FILE_LOCALES,
  type EnglishText,
  type SectionFileLocale,
} from './locale-check';
import type { SectionLocaleFile } from './locale-file';
import { ENGLISH_DIGESTS, LOCALE_FILE_INDEX } from './locale-index';
import { sectionLocaleStatus } from './locale-status';

// Every locale file of every section against the English it translates (docs/content.md "Respondent languages").
// That the index lists exactly the files there are: scripts/content/locale-index.test.ts.

describe('section locale files', () => {
  const files = LOCALE_FILE_KINDS.flatMap((kind) =>
    Object.entries(LOCALE_FILE_INDEX[kind]).map(([locale, entry]) => ({
      kind,
      locale: locale as SectionFileLocale,
      entry,
    })),
  );
  it.each(files)(
    '$kind in $locale: every respondent-facing text, translated from the current English',
    async ({ kind, locale, entry }) => {
      const english = respondentTexts(await latestPack(kind));
      expect(checkLocaleFile(english, await entry.load(), allowedEnglish(locale))).toEqual([]);
    },
  );

  it('every section comes in every respondent language that has section files (issue 27)', () => {
    for (const kind of LOCALE_FILE_KINDS) {
      for (const locale of SECTION_FILE_LOCALES) {
        expect(sectionLocaleStatus(kind, locale), `${kind} in ${locale}`).toBe('translated');
      }
    }
  });
});

describe('checkLocaleFile', () => {
  const english: EnglishText[] = [
    { path: 'title', en: 'Logic test', source: 'h-title' },
    { path: 'items.a.stem', en: 'Three people finish in 8 hours, {name}.', source: 'h-stem' },
    { path: 'items.a.options.b.text', en: 'Ana', source: 'h-ana' },
  ];
  const good: SectionLocaleFile = {
    state: 'translated',
    texts: {
      title: { text: 'Logiktest', source: 'h-title' },
      'items.a.stem': { text: 'Drei Personen brauchen 8 Stunden, {name}.', source: 'h-stem' },
      'items.a.options.b.text': { text: 'Ana', source: 'h-ana' },
    },
  };
  const reasons = (file: SectionLocaleFile, allowed = ['Ana']) =>
    checkLocaleFile(english, file, allowed).map((p) => `${p.path}:${p.reason}`);
  const change = (path: string, text: Partial<{ text: string; source: string }> | undefined): SectionLocaleFile => {
    const texts = { ...good.texts } as Record<string, { text: string; source: string }>;
    if (text === undefined) delete texts[path];
    else texts[path] = { ...texts[path]!, ...text };
    return { ...good, texts };
  };

  it('passes a complete, current translation, an allowed proper noun left as it is', () => {
    expect(reasons(good)).toEqual([]);
  });
  it('fails on a missing key, and on an empty text', () => {
    expect(reasons(change('title', undefined))).toEqual(['title:missing']);
    expect(reasons(change('title', { text: ' ' }))).toEqual(['title:missing']);
  });
  it('fails on an unknown key', () => {
    expect(reasons(change('items.gone.stem', { text: 'Weg', source: 'h' }))).toEqual(['items.gone.stem:unknown']);
  });
  it('fails on a stale stamp', () => {
    expect(reasons(change('title', { source: 'h-older' }))).toEqual(['title:stale']);
  });
  it('fails on a text left equal to the English, unless the locale allows it', () => {
    expect(reasons(change('title', { text: 'Logic test' }))).toEqual(['title:untranslated']);
    expect(reasons(good, [])).toEqual(['items.a.options.b.text:untranslated']);
  });
  it('fails on a broken, renamed or dropped placeholder', () => {
    expect(reasons(change('items.a.stem', { text: 'Drei Personen brauchen 8 Stunden, {nom}.' }))).toEqual([
      'items.a.stem:placeholders',
    ]);
    expect(reasons(change('items.a.stem', { text: 'Drei Personen brauchen 8 Stunden, name.' }))).toEqual([
      'items.a.stem:placeholders',
    ]);
  });
  it('fails when a number of the English is changed or lost (a logic item would change its answer)', () => {
    expect(reasons(change('items.a.stem', { text: 'Drei Personen brauchen 9 Stunden, {name}.' }))).toEqual([
      'items.a.stem:numbers',
    ]);
    expect(reasons(change('items.a.stem', { text: 'Drei Personen brauchen Stunden, {name}.' }))).toEqual([
      'items.a.stem:numbers',
    ]);
    // A number the English spells out may be written in digits.
    expect(reasons(change('items.a.stem', { text: '3 Personen brauchen 8 Stunden, {name}.' }))).toEqual([]);
  });
});

describe('respondent-facing texts', () => {
  it('leave out notes, rubric criteria and language-neutral texts', () => {
    expect(isRespondentText('notes.0', 'Items are written in-house.')).toBe(false);
    expect(isRespondentText('rubrics.0.criteria.clarity.name', 'Clarity')).toBe(false);
    expect(isRespondentText('rubrics.0.name', 'Written communication')).toBe(true);
    for (const neutral of ['40', 'Q1', 'H8', '10:00–11:00', 'A'])
      expect(isRespondentText('items.x', neutral)).toBe(false);
    expect(isRespondentText('items.x', 'Day 1')).toBe(true);
  });
});

describe('sectionLocaleStatus', () => {
  it('is missing where no file exists, else the file state or stale', () => {
    for (const kind of LOCALE_FILE_KINDS) {
      for (const locale of SECTION_FILE_LOCALES) {
        const entry = LOCALE_FILE_INDEX[kind][locale];
        const status = sectionLocaleStatus(kind, locale);
        if (!entry) expect(status).toBe('missing');
        else expect(status).toBe(entry.digest === ENGLISH_DIGESTS[kind] ? entry.state : 'stale');
      }
    }
  });
});
