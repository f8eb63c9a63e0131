import { describe, expect, it } from 'vitest';
import { collectTexts, findStaleTranslations } from '../content-pack';
import { BANDS, BIG5_DOMAINS, big5Archetype, big5FormItems, displayBand, IPIP_120_ITEMS } from './content';
import { BIG5_PACK } from './pack-2026-3';
import { IPIP_120_ROWS } from './ipip-120-items';
import { TRANSLATION_FIXES } from './translation-fixes';

const pack = BIG5_PACK;

describe('big5 items', () => {
  it('the 120-item form holds 24 items per domain and 4 per facet, each keyed plus or minus', () => {
    expect(pack.forms.ipip_120).toHaveLength(120);
    expect(new Set(pack.items.map((i) => i.id)).size).toBe(120);
    for (const domain of BIG5_DOMAINS) {
      const items = pack.items.filter((i) => i.domain === domain);
      expect(items).toHaveLength(24);
      for (const facet of [1, 2, 3, 4, 5, 6]) expect(items.filter((i) => i.facet === facet)).toHaveLength(4);
    }
    expect(pack.items.every((i) => i.keyed === 'plus' || i.keyed === 'minus')).toBe(true);
    expect(pack.items.map((i) => i.num)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  });

  it('facet O6 (political items) is marked not for hiring use, and only O6', () => {
    expect(pack.items.filter((i) => !i.hiringUse).map((i) => `${i.domain}${i.facet}`)).toEqual([
      'O6',
      'O6',
      'O6',
      'O6',
    ]);
    expect(big5FormItems('ipip_120')).toHaveLength(116);
    expect(big5FormItems('ipip_120', { hiring: false })).toHaveLength(120);
    expect(big5FormItems('ipip_120').some((i) => /vote|political/i.test(i.text.en))).toBe(false);
  });

  it('the 50-item form takes 10 items per domain from the 120 set and leaves out the voting items', () => {
    const items = big5FormItems('ipip_50', { hiring: false });
    expect(items).toHaveLength(50);
    expect(new Set(items.map((i) => i.id)).size).toBe(50);
    for (const domain of BIG5_DOMAINS) expect(items.filter((i) => i.domain === domain)).toHaveLength(10);
    expect(items.every((i) => i.hiringUse)).toBe(true);
  });

  it('every item has en, th and es text', () => {
    for (const item of pack.items)
      for (const l of ['en', 'th', 'es'] as const) expect(item.text[l]?.trim(), `${item.id} ${l}`).toBeTruthy();
  });

  it('each translation fix replaces the upstream text it names', () => {
    for (const fix of TRANSLATION_FIXES) {
      const row = IPIP_120_ROWS.find(([id]) => id === fix.id);
      expect(row?.[fix.locale === 'th' ? 5 : 6], `${fix.id} ${fix.locale}`).toBe(fix.upstream);
      expect(IPIP_120_ITEMS.find((i) => i.id === fix.id)?.text[fix.locale]).toBe(fix.text);
    }
  });
});

describe('big5 result text', () => {
  it('has text for 5 domains and 30 facets in low, average and high, in en, th and es', () => {
    expect(pack.domains.map((d) => d.id)).toEqual([...BIG5_DOMAINS]);
    expect(pack.facets).toHaveLength(30);
    expect(new Set(pack.facets.map((f) => f.id)).size).toBe(30);
    for (const entry of [...pack.domains, ...pack.facets]) {
      for (const band of BANDS)
        for (const l of ['en', 'th', 'es'] as const)
          expect(entry.bands[band][l]?.trim(), `${entry.id} ${band} ${l}`).toBeTruthy();
    }
    const hiringTexts = pack.facets.filter((f) => f.hiringUse).flatMap((f) => BANDS.map((b) => f.bands[b].en));
    expect(new Set(hiringTexts).size).toBe(29 * 3);
  });

  it('Neuroticism is presented as Emotional stability, reversed', () => {
    const n = pack.domains.find((d) => d.id === 'N');
    expect(n?.name.en).toBe('Emotional stability');
    expect(n?.reversed).toBe(true);
    expect(displayBand('high', true)).toBe('low');
    expect(displayBand('average', true)).toBe('average');
    expect(displayBand('high', false)).toBe('high');
    expect(pack.facets.filter((f) => f.reversed).map((f) => f.id)).toEqual(['N1', 'N2', 'N3', 'N4', 'N5', 'N6']);
  });
});

describe('big5 workplace archetypes', () => {
  const avg = { O: 'average', C: 'average', E: 'average', A: 'average', S: 'average' } as const;

  it('has 20 archetypes with name, description, strengths, roles, complementary types and collaboration tips', () => {
    expect(pack.archetypes).toHaveLength(20);
    const ids = new Set(pack.archetypes.map((a) => a.id));
    expect(ids.size).toBe(20);
    for (const a of pack.archetypes) {
      expect(a.strengths.length).toBeGreaterThanOrEqual(3);
      expect(a.roles.length).toBeGreaterThanOrEqual(3);
      expect(a.complementary.every((c) => ids.has(c) && c !== a.id)).toBe(true);
      expect(a.collaboration.en.length).toBeGreaterThan(10);
    }
    expect(new Set(pack.archetypes.map((a) => JSON.stringify(a.signature))).size).toBe(20);
  });

  it('maps domain bands to the archetype with the most matching conditions; all average gives the fallback', () => {
    expect(big5Archetype(avg).id).toBe('balanced_all_rounder');
    expect(big5Archetype({ ...avg, O: 'high', E: 'high' }).id).toBe('visionary_innovator');
    expect(big5Archetype({ ...avg, E: 'high', A: 'high', C: 'high' }).id).toBe('inspiring_leader');
    expect(big5Archetype({ ...avg, C: 'high', E: 'high', A: 'low' }).id).toBe('driven_achiever');
    expect(big5Archetype({ ...avg, A: 'high', S: 'low' }).id).toBe('caring_empath');
  });

  it('every archetype is reachable', () => {
    const reached = new Set<string>();
    const levels = ['low', 'average', 'high'] as const;
    for (const O of levels)
      for (const C of levels)
        for (const E of levels)
          for (const A of levels)
            for (const S of levels) {
              reached.add(big5Archetype({ O, C, E, A, S }).id);
            }
    expect(reached.size).toBe(20);
  });
});

describe('big5 pack translations', () => {
  it('every user-facing text exists in en, th and es and none is stale', () => {
    const texts = collectTexts(pack).filter(({ path }) => !path.startsWith('notes'));
    // The loop below proves nothing on an empty list: the pack's texts are all found (count at the time of writing).
    expect(texts.length).toBeGreaterThanOrEqual(452);
    for (const { path, text } of texts) {
      for (const l of ['en', 'th', 'es'] as const) expect(text[l]?.trim(), `${path} ${l}`).toBeTruthy();
    }
    expect(findStaleTranslations(pack)).toEqual([]);
  });
});
