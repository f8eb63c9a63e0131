import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGIC_PARTS, ZLogicTestSetup, type LogicTestAnswerKey, type LogicTestAnswers } from './schema';
import { scoreLogicTest } from './scorer';

const key: LogicTestAnswerKey = {
  pattern_recognition: { p1: 'b', p2: 'c' },
  logical_reasoning: { l1: 'a', l2: 'd', l3: 'a', l4: 'b' },
  data_interpretation: { d1: 42 },
  problem_resolving: { r1: 'Move the meeting' },
};

describe('logic test: four parts scored against the server-side key (spec part 2 §9.4)', () => {
  it('scores each part and the overall as percentages', () => {
    const respondent: LogicTestAnswers = {
      pattern_recognition: { p1: 'b', p2: 'a' },
      logical_reasoning: { l1: 'a', l2: 'd', l3: 'a', l4: 'b' },
      data_interpretation: { d1: '42' },
      problem_resolving: { r1: '  move the   MEETING ' },
    };
    const result = scoreLogicTest({ key, candidate: respondent });
    expect(result.candidate_avg).toEqual({
      pattern_recognition: 50,
      logical_reasoning: 100,
      data_interpretation: 100,
      problem_resolving: 100,
    });
    // 7 of 8 keyed items
    expect(result.overall).toBe(87.5);
    expect(result.parts.pattern_recognition).toEqual({ correct: 1, total: 2, score: 50 });
  });

  it('counts a skipped item as wrong and ignores unkeyed items', () => {
    const result = scoreLogicTest({
      key: { logical_reasoning: { l1: 'a', l2: 'b', l3: 'c' } },
      candidate: { logical_reasoning: { l1: 'a', x: 'z' } },
    });
    expect(result.overall).toBe(33.33);
    expect(Object.keys(result.candidate_avg)).toEqual(['logical_reasoning']);
  });

  it('needs at least one part in the setup', () => {
    expect(ZLogicTestSetup.safeParse({ parts: [] }).success).toBe(false);
    expect(ZLogicTestSetup.safeParse({ parts: ['logical_reasoning'] }).success).toBe(true);
  });
});

const optionArb = fc.constantFrom('a', 'b', 'c', 'd');
const partArb = fc.dictionary(fc.constantFrom('i1', 'i2', 'i3', 'i4', 'i5'), optionArb);
const sheetArb = fc.record(
  Object.fromEntries(LOGIC_PARTS.map((p) => [p, partArb])) as Record<(typeof LOGIC_PARTS)[number], typeof partArb>,
  { requiredKeys: [] },
);

describe('logic test properties', () => {
  it('is bounded, answering the key scores 100, and fixing an answer never lowers the score', () => {
    fc.assert(
      fc.property(sheetArb, sheetArb, fc.constantFrom(...LOGIC_PARTS), (k, c, part) => {
        const r = scoreLogicTest({ key: k, candidate: c });
        expect(r.overall >= 0 && r.overall <= 100).toBe(true);
        const hasItems = Object.values(k).some((p) => p && Object.keys(p).length > 0);
        expect(scoreLogicTest({ key: k, candidate: k }).overall).toBe(hasItems ? 100 : 0);
        const fixed = { ...c, [part]: { ...(c[part] ?? {}), ...(k[part] ?? {}) } };
        expect(scoreLogicTest({ key: k, candidate: fixed }).overall).toBeGreaterThanOrEqual(r.overall);
      }),
    );
  });
});
