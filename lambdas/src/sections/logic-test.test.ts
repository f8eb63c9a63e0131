import { describe, expect, it } from 'vitest';
import { drawLogicItems, ORIGINAL_LOGIC_ITEMS } from '@shared/sections/logic-test/draw';
import { LOGIC_ANSWER_KEYS } from './logic-test-answer-keys';
import { logicTest } from './logic-test';

const setup = { parts: ['pattern_recognition'] };
/** A seed whose pattern draw has a parallel form in its first slot. */
const seed = Array.from({ length: 50 }, (_, i) => `s${i}`).find(
  (s) => drawLogicItems(s).pattern_recognition[0] !== ORIGINAL_LOGIC_ITEMS.pattern_recognition[0],
)!;
const draw = drawLogicItems(seed);
const rightTo = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, LOGIC_ANSWER_KEYS[id]!.correct]));

describe('the logic test on the server, with a draw from the pool', () => {
  it('scores the drawn items: all right is 100, and the original items answered instead do not count', () => {
    const withDraw = { ...setup, items: draw };
    expect(logicTest.score(withDraw, {}, { pattern_recognition: rightTo(draw.pattern_recognition) })).toMatchObject({
      overall: 100,
      parts: { pattern_recognition: { correct: 6, total: 6 } },
    });
    const originals = logicTest.score(
      withDraw,
      {},
      { pattern_recognition: rightTo(ORIGINAL_LOGIC_ITEMS.pattern_recognition) },
    );
    expect(originals.parts.pattern_recognition?.total).toBe(6);
    expect(originals.parts.pattern_recognition?.correct).toBeLessThan(6);
  });

  it('a respondent with no stored draw is scored on the original 24 (here the six chosen)', () => {
    expect(
      logicTest.score(setup, {}, { pattern_recognition: rightTo(ORIGINAL_LOGIC_ITEMS.pattern_recognition) }),
    ).toMatchObject({ overall: 100, parts: { pattern_recognition: { correct: 6, total: 6 } } });
  });

  it('accepts answers to the drawn items only', () => {
    const withDraw = { ...setup, items: draw };
    const drawnFirst = draw.pattern_recognition[0]!;
    const original = ORIGINAL_LOGIC_ITEMS.pattern_recognition[0]!;
    expect(
      logicTest.respondentAnswers(withDraw).safeParse({ pattern_recognition: { [drawnFirst]: 'a' } }).success,
    ).toBe(true);
    expect(logicTest.respondentAnswers(withDraw).safeParse({ pattern_recognition: { [original]: 'a' } }).success).toBe(
      false,
    );
    expect(logicTest.respondentAnswers(setup).safeParse({ pattern_recognition: { [drawnFirst]: 'a' } }).success).toBe(
      false,
    );
  });
});
