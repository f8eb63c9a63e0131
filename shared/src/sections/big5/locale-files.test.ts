import { describe, expect, it } from 'vitest';
import { latestPack } from '../content-registry';
import { allowedEnglish } from '../locale-allow-list';
import { checkLocaleFile, SECTION_FILE_LOCALES } from '../locale-check';
import { loadSectionLocale, overlaySectionLocale } from '../section-locales';
import { big5LocaleFileTexts } from './locale-texts';

// The Big Five's own locale files: its title, instructions and scale in every respondent language beyond en, th and
// es, each stamped with the English it translates (the statements are checked in item-locales.test.ts).
describe('Big Five locale files', () => {
  it.each(SECTION_FILE_LOCALES)(
    '%s: the title, instructions and scale, translated from the current English',
    async (locale) => {
      const english = big5LocaleFileTexts(await latestPack('big5'));
      expect(english.map((e) => e.path)).toEqual([
        'title',
        'instructions',
        'scale.0.label',
        'scale.1.label',
        'scale.2.label',
        'scale.3.label',
        'scale.4.label',
      ]);
      const file = await loadSectionLocale('big5', locale);
      expect(file, locale).toBeDefined();
      expect(checkLocaleFile(english, file!, allowedEnglish(locale))).toEqual([]);
    },
  );

  it('lays the German scale over the English one a respondent is sent', async () => {
    const pack = await latestPack('big5');
    const shown = overlaySectionLocale(
      { title: pack.title.en, scale: pack.scale.map((s) => ({ value: s.value, label: s.label.en })) },
      await loadSectionLocale('big5', 'de'),
    );
    expect(shown.title).toBe('Big-Five-Persönlichkeit');
    expect(shown.scale.map((s) => s.label)).toEqual([
      'Sehr unzutreffend',
      'Eher unzutreffend',
      'Weder zutreffend noch unzutreffend',
      'Eher zutreffend',
      'Sehr zutreffend',
    ]);
  });
});
