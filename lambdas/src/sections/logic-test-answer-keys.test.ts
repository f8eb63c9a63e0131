import { describe, expect, it } from 'vitest';
import { packHash } from '@shared/sections/content-pack';
import * as publicModule from '@shared/sections/logic-test/content';
import { LOGIC_PARTS, LOGIC_TEST_PACK, publicLogicItems } from '@shared/sections/logic-test/content';
import { ORIGINAL_LOGIC_ITEMS } from '@shared/sections/logic-test/draw';
import { LOGIC_ANSWER_KEYS, LOGIC_ANSWER_KEYS_VERSION, logicTestAnswerKey } from './logic-test-answer-keys';

const pack = LOGIC_TEST_PACK;

describe('logic test answer keys (server only)', () => {
  it('every item has exactly one key, and it names one of its options', () => {
    expect(Object.keys(LOGIC_ANSWER_KEYS).sort()).toEqual(pack.items.map((i) => i.id).sort());
    for (const item of pack.items) expect(item.options.map((o) => o.id)).toContain(LOGIC_ANSWER_KEYS[item.id]?.correct);
  });

  it('the correct option is not always in the same position', () => {
    const positions = new Set(Object.values(LOGIC_ANSWER_KEYS).map((k) => k.correct));
    expect(positions).toEqual(new Set(['a', 'b', 'c', 'd']));
  });

  it('no explanation appears in the respondent payload or anywhere in the public module', () => {
    const payload = JSON.stringify(['en', 'th', 'es'].map((l) => publicLogicItems(l as 'en')));
    const moduleData = JSON.stringify(Object.values(publicModule).filter((v) => typeof v !== 'function'));
    for (const text of [payload, moduleData])
      for (const key of Object.values(LOGIC_ANSWER_KEYS)) expect(text).not.toContain(key.explanation);
  });

  it('a published version of the keys never changes (pinned hash, as the content packs are)', () => {
    // 2026.1's keys are the original items' (the first form of every slot of the pool): kept as they were.
    const original = new Set(LOGIC_PARTS.flatMap((part) => ORIGINAL_LOGIC_ITEMS[part]));
    const keys2026_1 = Object.fromEntries(Object.entries(LOGIC_ANSWER_KEYS).filter(([id]) => original.has(id)));
    expect(`logic_test_answer_keys@2026.1: ${packHash(keys2026_1)}`).toBe(
      'logic_test_answer_keys@2026.1: 0bd79ef221eea1',
    );
    expect(`logic_test_answer_keys@${LOGIC_ANSWER_KEYS_VERSION}: ${packHash(LOGIC_ANSWER_KEYS)}`).toBe(
      'logic_test_answer_keys@2026.2: 1e8e70f5bdd18f',
    );
  });

  it('groups the keys by part for the scorer, limited to the items a template uses', () => {
    expect(logicTestAnswerKey(['pr_series_squares', 'rs_price_change'])).toEqual({
      pattern_recognition: { pr_series_squares: 'c' },
      problem_resolving: { rs_price_change: 'd' },
    });
    expect(Object.keys(logicTestAnswerKey())).toEqual([...LOGIC_PARTS]);
  });
});
