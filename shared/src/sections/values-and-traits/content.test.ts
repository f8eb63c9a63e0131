import { describe, expect, it } from 'vitest';
import { collectTexts, findStaleTranslations } from '../content-pack';
import { VALUES_AND_TRAITS_PACK } from './content';
import { activeValueAlignmentVersion, VALUE_ALIGNMENT_ITEMS, valueAlignmentItems } from './value-alignment';

const pack = VALUES_AND_TRAITS_PACK;

describe('values_and_traits content pack', () => {
  it('offers about 40 organisational values and about 30 personal traits with stable ids', () => {
    const values = pack.defining_your_values.items.map((i) => i.id);
    const traits = pack.identifying_key_traits.items.map((i) => i.id);
    expect(values.length).toBeGreaterThanOrEqual(40);
    expect(traits.length).toBeGreaterThanOrEqual(30);
    expect(values.every((id) => /^value_[a-z_]+$/.test(id))).toBe(true);
    expect(traits.every((id) => /^trait_[a-z_]+$/.test(id))).toBe(true);
    expect(new Set([...values, ...traits]).size).toBe(values.length + traits.length);
  });

  it('every text shown to users exists in en, th and es', () => {
    const texts = collectTexts(pack).filter(({ path }) => !path.startsWith('notes'));
    // The loop below proves nothing on an empty list: the pack's texts are all found (count at the time of writing).
    expect(texts.length).toBeGreaterThanOrEqual(152);
    for (const { path, text } of texts) {
      for (const locale of ['en', 'th', 'es'] as const) expect(text[locale]?.trim(), `${path} ${locale}`).toBeTruthy();
    }
  });

  it('has no stale translation', () => {
    expect(findStaleTranslations(pack)).toEqual([]);
  });

  it('value alignment: an enabled version whose items carry version_id, title and title_th', () => {
    const version = activeValueAlignmentVersion();
    expect(version?.enabled).toBe(true);
    const items = valueAlignmentItems(version?.id ?? '');
    expect(items).toHaveLength(pack.defining_your_values.items.length);
    expect(items[0]).toEqual({
      id: 'value_integrity',
      version_id: version?.id,
      title: 'Integrity',
      title_th: 'ความซื่อสัตย์สุจริต',
      title_es: 'Integridad',
    });
    expect(new Set(VALUE_ALIGNMENT_ITEMS.map((i) => `${i.version_id}/${i.id}`)).size).toBe(
      VALUE_ALIGNMENT_ITEMS.length,
    );
  });
});
