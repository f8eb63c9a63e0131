import { describe, expect, it } from 'vitest';
import { LOGIC_PARTS, LOGIC_TEST_PACK } from './content';
import { drawLogicItems, LOGIC_POOL, logicDrawFor, logicItemsOf, ORIGINAL_LOGIC_ITEMS } from './draw';
import { logicTestView } from './view';

const seeds = Array.from({ length: 200 }, (_, i) => `seed-${i}`);

describe('the logic test pool and its draw', () => {
  it('the pool is the pack: every item in exactly one slot, every slot of one part and one item type', () => {
    const pooled = LOGIC_PARTS.flatMap((part) => LOGIC_POOL[part].flat());
    expect([...pooled].sort()).toEqual(LOGIC_TEST_PACK.items.map((i) => i.id).sort());
    const byId = new Map(LOGIC_TEST_PACK.items.map((i) => [i.id, i]));
    for (const part of LOGIC_PARTS)
      for (const slot of LOGIC_POOL[part]) for (const id of slot) expect(byId.get(id)?.part, id).toBe(part);
  });

  it('the original items are the 24 of 2026.1, six per part', () => {
    for (const part of LOGIC_PARTS) expect(ORIGINAL_LOGIC_ITEMS[part]).toHaveLength(6);
    expect(ORIGINAL_LOGIC_ITEMS.pattern_recognition[0]).toBe('pr_series_squares');
    expect(logicItemsOf('problem_resolving', undefined)).toEqual(ORIGINAL_LOGIC_ITEMS.problem_resolving);
  });

  it('every part holds at least twice the items a respondent is served', () => {
    for (const part of LOGIC_PARTS)
      expect(LOGIC_POOL[part].flat().length, part).toBeGreaterThanOrEqual(2 * LOGIC_POOL[part].length);
  });

  it('a draw is balanced: one form of every slot, so six items per part, one per difficulty step', () => {
    for (const seed of seeds) {
      const draw = drawLogicItems(seed);
      for (const part of LOGIC_PARTS) {
        expect(draw[part]).toHaveLength(LOGIC_POOL[part].length);
        draw[part].forEach((id, i) => expect(LOGIC_POOL[part][i]).toContain(id));
      }
    }
  });

  it('the same seed draws the same items; different seeds draw different sets, and every form is drawn', () => {
    expect(drawLogicItems('abc')).toEqual(drawLogicItems('abc'));
    const draws = seeds.map((s) => JSON.stringify(drawLogicItems(s)));
    expect(new Set(draws).size).toBeGreaterThan(150);
    const drawn = new Set(seeds.flatMap((s) => LOGIC_PARTS.flatMap((p) => drawLogicItems(s)[p])));
    expect([...drawn].sort()).toEqual(LOGIC_TEST_PACK.items.map((i) => i.id).sort());
  });

  it('the two quarterly items come from the same table', () => {
    for (const seed of seeds) {
      const [increase, average] = drawLogicItems(seed).data_interpretation;
      expect(increase?.endsWith('_b')).toBe(average?.endsWith('_b'));
    }
  });

  it('logicDrawFor draws unless the assessment asks for the original items', () => {
    expect(logicDrawFor({ seed: 'x' })).toEqual(drawLogicItems('x'));
    expect(logicDrawFor({ seed: 'x', fromPool: false })).toBeUndefined();
  });

  it('the view serves the drawn items in slot order, else the original 24', async () => {
    const draw = drawLogicItems('view');
    const drawn = await logicTestView({ locale: 'en', setup: { parts: [...LOGIC_PARTS], items: draw } });
    const plain = await logicTestView({ locale: 'en', setup: { parts: [...LOGIC_PARTS] } });
    for (const part of LOGIC_PARTS) {
      expect(drawn.groups[part]?.map((i) => i.id)).toEqual(draw[part]);
      expect(plain.groups[part]?.map((i) => i.id)).toEqual(ORIGINAL_LOGIC_ITEMS[part]);
    }
  });
});
