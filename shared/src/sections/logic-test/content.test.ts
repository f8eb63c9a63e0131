import { describe, expect, it } from 'vitest';
import { collectTexts, findStaleTranslations } from '../content-pack';
import * as publicModule from './content';
import { LOGIC_PARTS, LOGIC_TEST_PACK, publicLogicItems } from './content';

const pack = LOGIC_TEST_PACK;

describe('logic test item bank', () => {
  it('has at least 5 items in each of the four parts, with unique ids', () => {
    for (const part of LOGIC_PARTS) expect(pack.items.filter((i) => i.part === part).length).toBeGreaterThanOrEqual(5);
    expect(new Set(pack.items.map((i) => i.id)).size).toBe(pack.items.length);
  });

  it('every item has four options a-d (its key is on the server: lambdas/src/sections/logic-test-answer-keys.ts)', () => {
    for (const item of pack.items) {
      expect(item.options.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
      expect(new Set(item.options.map((o) => o.text.en)).size).toBe(4);
    }
  });

  it('every text exists in en, th and es and none is stale', () => {
    const texts = collectTexts(pack).filter(({ path }) => !path.startsWith('notes'));
    // The loop below proves nothing on an empty list: the pack's texts are all found (count at the time of writing).
    expect(texts.length).toBeGreaterThanOrEqual(147);
    for (const { path, text } of texts) {
      for (const locale of ['en', 'th', 'es'] as const) expect(text[locale]?.trim(), `${path} ${locale}`).toBeTruthy();
    }
    expect(findStaleTranslations(pack)).toEqual([]);
  });
});

describe('answer keys stay on the server', () => {
  it('the respondent payload holds only id, part, type, stem, table and options (id, text) in the chosen locale', () => {
    const items = publicLogicItems('es');
    expect(items).toHaveLength(pack.items.length);
    for (const item of items) {
      expect(Object.keys(item).every((k) => ['id', 'part', 'type', 'stem', 'table', 'options'].includes(k))).toBe(true);
      for (const option of item.options) expect(Object.keys(option).sort()).toEqual(['id', 'text']);
    }
    expect(items.find((i) => i.id === 'rs_price_change')?.stem).toMatch(/^Un precio de 200/);
  });

  it('no key appears in the payload or anywhere in the public module', () => {
    const payload = JSON.stringify(['en', 'th', 'es'].map((l) => publicLogicItems(l as 'en')));
    const moduleData = JSON.stringify(Object.values(publicModule).filter((v) => typeof v !== 'function'));
    for (const text of [payload, moduleData]) {
      expect(text).not.toMatch(/"correct"|"explanation"|"answer"|"key"/);
    }
  });
});
