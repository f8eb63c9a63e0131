import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Big5Answers, Big5Setup } from './big5/schema';
import type { Big5Score } from './big5/scorer';
import { SECTION_KINDS } from './kinds';
import type { LogicTestScore } from './logic-test/scorer';
import { byKind } from './module';
import {
  SECTION_REGISTRY,
  scoreSection,
  ZAnswersBySection,
  type SectionAnswers,
  type SectionSetup,
  type SectionSummary,
} from './registry';

describe('section registry', () => {
  it('has answers, setup and a scorer for every section kind', () => {
    expect(Object.keys(SECTION_REGISTRY).sort()).toEqual([...SECTION_KINDS].sort());
    for (const kind of SECTION_KINDS) {
      expect(typeof SECTION_REGISTRY[kind].score).toBe('function');
      expect(typeof SECTION_REGISTRY[kind].answers.safeParse).toBe('function');
      expect(typeof SECTION_REGISTRY[kind].setup.safeParse).toBe('function');
    }
  });

  it('overall summary excludes work style only (spec part 2 §9.4)', () => {
    const excluded = SECTION_KINDS.filter((k) => !SECTION_REGISTRY[k].countsTowardOverall);
    expect(excluded).toEqual(['work_style_identifier']);
  });

  it('a registry missing a kind does not compile', () => {
    // @ts-expect-error every SectionKind needs an entry (the error names the kinds left out)
    const partial = byKind([SECTION_REGISTRY.values_and_traits]);
    expect(Object.keys(partial)).toHaveLength(1);
  });

  it("gives a consumer of one kind that kind's types", () => {
    expectTypeOf<SectionSetup<'big5'>>().toEqualTypeOf<Big5Setup>();
    expectTypeOf<SectionAnswers<'big5'>>().toEqualTypeOf<Big5Answers>();
    expectTypeOf<SectionSummary<'big5'>>().toEqualTypeOf<Big5Score>();
    expectTypeOf<SectionSummary<'logic_test'>>().toEqualTypeOf<LogicTestScore>();
    expectTypeOf(SECTION_REGISTRY.big5.kind).toEqualTypeOf<'big5'>();
  });

  it('scores a section through the registry with its own input type', () => {
    const company = { defining_your_values: { integrity: 5 }, identifying_key_traits: {} };
    expect(scoreSection('values_and_traits', { company, candidate: company }).overall).toBe(100);
    expect(
      scoreSection('acceptable_behaviors', { company: { scenario_1: 2 }, candidate: { scenario_1: 1 } }).overall,
    ).toBe(100);
  });

  it('validates a whole answer sheet by section', () => {
    expect(ZAnswersBySection.safeParse({ acceptable_behaviors: { scenario_1: 4 } }).success).toBe(true);
    expect(ZAnswersBySection.safeParse({ acceptable_behaviors: { scenario_1: 9 } }).success).toBe(false);
  });
});
