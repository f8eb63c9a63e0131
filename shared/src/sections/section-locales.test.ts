import { describe, expect, it } from 'vitest';
import { collectTexts, hashText } from './content-pack';
import type { SectionLocaleFile } from './locale-file';
import { ACCEPTABLE_BEHAVIORS_PACK } from './acceptable-behaviors/content';
import { loadSectionLocale, overlaySectionLocale, respondentSectionContent, sectionFolder } from './section-locales';

/** A German file for two of the pack's texts (a fixture: the real files are in each section's locales/ folder). */
function germanFixture(): SectionLocaleFile {
  const texts = new Map(collectTexts(ACCEPTABLE_BEHAVIORS_PACK).map(({ path, text }) => [path, text.en]));
  const title = texts.get('title') as string;
  const level = collectTexts(ACCEPTABLE_BEHAVIORS_PACK).find((t) => t.path.startsWith('scale.'));
  if (!level) throw new Error('the pack has a scale');
  return {
    state: 'translated',
    texts: {
      title: { text: 'Akzeptables Verhalten', source: hashText(title) },
      [level.path]: { text: 'Stufe (übersetzt)', source: hashText(level.text.en) },
      // Translated from an English that has changed since: stale, so not used.
      instructions: { text: 'Veraltete Anleitung', source: hashText('an older English instruction') },
    },
  };
}

describe('respondent section content', () => {
  it('names each kind by its folder', () => {
    expect(sectionFolder('work_style_identifier')).toBe('work-style-identifier');
    expect(sectionFolder('big5')).toBe('big5');
  });

  it('lays a locale file over the English view; what the file lacks, or translated from another English, stays English', async () => {
    const english = await respondentSectionContent('acceptable_behaviors', 'en', {});
    const german = overlaySectionLocale(english, germanFixture());
    expect(german.title).toBe('Akzeptables Verhalten');
    expect(german.instructions).toBe(english.instructions);
    expect(german.scale?.[0]?.label).toBe('Stufe (übersetzt)');
    expect(german.scale?.map((s) => s.value)).toEqual(english.scale?.map((s) => s.value));
    // Ids are never translated, and the rest of the content is the English.
    expect(JSON.stringify({ ...german, title: '', scale: [] })).toBe(
      JSON.stringify({ ...english, title: '', scale: [] }),
    );
  });

  it('never loads a file for en, th or es; every section, the Big Five’s instructions included, has one in every other language', async () => {
    expect(await loadSectionLocale('acceptable_behaviors', 'th')).toBeUndefined();
    expect(await loadSectionLocale('big5', 'es')).toBeUndefined();
    // The Big Five's title, instructions and scale have a file per language; its items have their own.
    expect(await loadSectionLocale('big5', 'ss')).toBeDefined();
    const english = await respondentSectionContent('big5', 'en', {});
    const siswati = await respondentSectionContent('big5', 'ss', {});
    expect(siswati.instructions).not.toBe(english.instructions);
    expect(await loadSectionLocale('custom_survey', 'ss')).toBeDefined();
    expect((await respondentSectionContent('custom_survey', 'ss', {})).title).not.toBe(
      (await respondentSectionContent('custom_survey', 'en', {})).title,
    );
  });

  it('shows the Big Five items in the respondent language, with the same item ids', async () => {
    const english = await respondentSectionContent('big5', 'en', {});
    const german = await respondentSectionContent('big5', 'de', {});
    expect(german.item_locale).toBe('de');
    const ids = (c: typeof english) => c.groups?.items?.map((i) => i.id);
    expect(ids(german)).toEqual(ids(english));
    expect(german.groups?.items?.[0]?.text).not.toBe(english.groups?.items?.[0]?.text);
  });
});
