import { describe, expect, it } from 'vitest';
import { collectTexts, findStaleTranslations } from '../content-pack';
import { CULTURE_DIMENSION_IDS, CULTURE_TYPE_IDS, OAIC_ARCHETYPES_PACK } from './content';
import { CULTURE_TYPES, OAIC_GROUPS } from './schema';

const pack = OAIC_ARCHETYPES_PACK;

describe('culture profile content pack', () => {
  it('has the six dimensions of the answers, in the spec order', () => {
    expect(pack.dimensions.map((d) => d.id)).toEqual([...CULTURE_DIMENSION_IDS]);
    expect([...CULTURE_DIMENSION_IDS]).toEqual([...OAIC_GROUPS]);
  });

  it('each dimension has exactly four statements, one per culture type', () => {
    expect([...CULTURE_TYPE_IDS]).toEqual([...CULTURE_TYPES]);
    for (const dimension of pack.dimensions) {
      expect(dimension.options.map((o) => o.id)).toEqual(['collaborate', 'create', 'compete', 'control']);
    }
    expect(pack.types.map((type) => type.id)).toEqual(['collaborate', 'create', 'compete', 'control']);
  });

  it('statements are distinct and every text exists in en, th and es', () => {
    const statements = pack.dimensions.flatMap((d) => d.options.map((o) => o.text.en));
    expect(new Set(statements).size).toBe(24);
    const texts = collectTexts(pack).filter(({ path }) => !path.startsWith('notes'));
    // The loop below proves nothing on an empty list: the pack's texts are all found (count at the time of writing).
    expect(texts.length).toBeGreaterThanOrEqual(48);
    for (const { path, text } of texts) {
      for (const locale of ['en', 'th', 'es'] as const) expect(text[locale]?.trim(), `${path} ${locale}`).toBeTruthy();
    }
    expect(findStaleTranslations(pack)).toEqual([]);
  });

  it('does not use the name of the commercial questionnaire', () => {
    const all = collectTexts(pack)
      .flatMap(({ text }) => [text.en, text.th ?? '', text.es ?? ''])
      .join(' ');
    expect(all).not.toMatch(/OCAI|Organizational Culture Assessment Instrument/i);
  });
});
