import { describe, expect, it } from 'vitest';
import { respondentFeedback } from './feedback';

const perType = { collaborate: 25, create: 25, compete: 25, control: 25 };

describe("a respondent's own feedback", () => {
  it('keeps each section overall and the culture profile of their own, never the company’s answers or gaps', () => {
    const out = respondentFeedback({
      overall: 71,
      values_and_traits: { overall: 64, company: { a: 1 }, candidate: { a: 2 }, gaps: [1] },
      oaic_archetypes: {
        overall: 80,
        company: { now: perType },
        candidate: { now: perType },
        company_avg: perType,
        candidate_avg: { ...perType, create: 40, control: 10 },
        diff: perType,
      },
      logic_test: { overall: null, correct: 3 },
    });
    expect(out).toEqual({
      overall: 71,
      values_and_traits: { overall: 64 },
      oaic_archetypes: { overall: 80, candidate_avg: { ...perType, create: 40, control: 10 } },
      logic_test: { overall: null },
    });
  });

  it('shows the Big Five domain lines, without the target profile, domains or facets detail', () => {
    const out = respondentFeedback({
      big5: {
        overall: 55,
        openness: { score: 4.1, t: 58, band: 'high' },
        neuroticism: { score: 2.2, t: 41, band: 'low' },
        domains: { O: { t: 58 } },
        facets: { O1: { t: 60 } },
        target_domains: { O: 'high' },
      },
    });
    expect(out.big5).toEqual({
      overall: 55,
      openness: { score: 4.1, t: 58, band: 'high' },
      neuroticism: { score: 2.2, t: 41, band: 'low' },
    });
  });

  it('drops what is not a section (an analysis summary, an unknown key)', () => {
    expect(respondentFeedback({ overall_summary: { text: 'x' }, other: { overall: 1 } })).toEqual({ overall: null });
  });
});
