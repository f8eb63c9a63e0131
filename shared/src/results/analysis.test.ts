import { describe, expect, it } from 'vitest';
import {
  analysisBasis,
  checkInterviewQuestions,
  parseRecommendation,
  riskLevel,
  scoresChanged,
  suggestedRecommendation,
  type HiringRecommendation,
  type RiskLevel,
} from './analysis';
import { promptScoreLines } from './analysis-prompt';

const scored = (overall: number | null, extra: Record<string, unknown> = {}) => ({ overall, ...extra });

describe('candidate analysis indicators (spec part 1 §1: cultural alignment, skill match, risk level, recommendation)', () => {
  it('cultural alignment is the mean of the culture sections, skill match the mean of the skill sections, in whole percent', () => {
    const basis = analysisBasis({
      values_and_traits: scored(80),
      oaic_archetypes: scored(71),
      work_style_identifier: scored(90.5),
      logic_test: scored(62.5),
      big5: scored(75),
    });
    expect(basis.indicators.cultural_alignment).toBe(81); // (80 + 71 + 90.5) / 3 = 80.5
    expect(basis.indicators.skill_match).toBe(69); // (62.5 + 75) / 2 = 68.75
    expect(basis.scores).toEqual([
      { section: 'values_and_traits', score: 80, dimension: 'culture' },
      { section: 'oaic_archetypes', score: 71, dimension: 'culture' },
      { section: 'work_style_identifier', score: 90.5, dimension: 'culture' },
      { section: 'logic_test', score: 62.5, dimension: 'skill' },
      { section: 'big5', score: 75, dimension: 'skill' },
    ]);
  });

  it('an assessment of culture only has no skill match ("not measured"), and still an analysis', () => {
    const basis = analysisBasis({ values_and_traits: scored(88), acceptable_behaviors: scored(84) });
    expect(basis.indicators).toEqual({
      cultural_alignment: 86,
      skill_match: null,
      risk_level: 'low',
      suggested_recommendation: 'strong_fit',
    });
  });

  it('sections without a numeric overall are not used (an unkeyed survey, a culture profile short of its points, a Big Five without a target)', () => {
    const basis = analysisBasis({
      values_and_traits: scored(70),
      custom_survey: scored(null, { keyed: 0 }),
      oaic_archetypes: scored(null, { incomplete: true }),
      big5: scored(null),
      other: scored(10),
    });
    expect(basis.scores.map((s) => s.section)).toEqual(['values_and_traits']);
  });

  it.each<[string, Record<string, unknown>]>([
    ['nothing scored at all', {}],
    ['only skill sections scored', { logic_test: scored(90), big5: scored(80) }],
    [
      'culture sections present but none scored',
      { custom_survey: scored(null), oaic_archetypes: scored(null), logic_test: scored(70) },
    ],
    [
      'a section still being scored by the AI',
      { values_and_traits: scored(80), human_skills: scored(null, { status: 'scoring' }) },
    ],
  ])(
    "insufficient data (%s): 'Assessment Analysis Unavailable: insufficient assessment data for culture fit, skill match and risk level.'",
    (_why, summaries) => {
      expect(() => analysisBasis(summaries)).toThrow(expect.objectContaining({ code: 'ANALYSIS_UNAVAILABLE' }));
    },
  );

  // Rows: section scores, cultural alignment, expected risk (the rule in riskLevel's comment).
  it.each<[number[], number, RiskLevel]>([
    [[85, 80, 90], 85, 'low'],
    [[70, 99], 85, 'low'], // spread 29: even enough
    [[70, 100], 85, 'medium'], // spread 30: uneven
    [[69.99, 80], 75, 'medium'], // a section under Good (70)
    [[40, 45], 60, 'medium'], // Fair but not Poor; alignment 60 is above Critical F
    [[39.99, 90], 80, 'high'], // a Poor section (below 40)
    [[65, 60], 59, 'high'], // alignment 59: Critical F (not above 59)
  ])('scores %j with alignment %d: risk %s', (scores, alignment, risk) => {
    expect(riskLevel(scores, alignment)).toBe(risk);
  });

  // Rows: cultural alignment, skill match, risk, suggested recommendation.
  it.each<[number, number | null, RiskLevel, HiringRecommendation]>([
    [80, null, 'low', 'strong_fit'],
    [80, 78, 'low', 'good_fit'], // fit 79
    [90, 90, 'medium', 'good_fit'],
    [70, null, 'medium', 'good_fit'],
    [95, 95, 'high', 'consider'], // a high risk never gets better than consider
    [69, null, 'medium', 'consider'],
    [50, null, 'high', 'consider'],
    [45, 54, 'high', 'no_hire'], // fit 49.5
  ])('alignment %d, skill match %s, risk %s: suggests %s', (alignment, skill, risk, expected) => {
    expect(suggestedRecommendation(alignment, skill, risk)).toBe(expected);
  });

  it('the prompt lists each score used with its dimension', () => {
    expect(promptScoreLines(analysisBasis({ values_and_traits: scored(72.4), logic_test: scored(50) }).scores)).toBe(
      '- Values and traits (culture): 72\n- Logic test (skill): 50',
    );
  });

  it('an analysis is stale once a score it rested on changed', () => {
    const used = analysisBasis({ values_and_traits: scored(72) }).scores;
    expect(scoresChanged(used, analysisBasis({ values_and_traits: scored(72) }).scores)).toBe(false);
    expect(scoresChanged(used, analysisBasis({ values_and_traits: scored(73) }).scores)).toBe(true);
    expect(scoresChanged(used, analysisBasis({ values_and_traits: scored(72), logic_test: scored(1) }).scores)).toBe(
      true,
    );
  });
});

describe("the model's recommendation: the executive summary's last line 'Recommendation: <label>'", () => {
  it.each<[string, HiringRecommendation]>([
    ['## Summary\nSolid.\n\nRecommendation: strong fit', 'strong_fit'],
    ['Text\nRecommendation: good fit\n\n', 'good_fit'],
    ['Text\n**Recommendation:** Consider.', 'consider'],
    ['Text\nrecommendation:   NO   HIRE', 'no_hire'],
  ])('%j reads as %s', (text, expected) => {
    expect(parseRecommendation(text)).toBe(expected);
  });

  it.each([
    ['no line at all', '## Summary\nA fine candidate.'],
    ['a label outside the four', 'Text\nRecommendation: hire immediately'],
    ['the line not last', 'Recommendation: good fit\nMore text after it.'],
    ['an empty answer', ''],
  ])('refused (%s): the attempt fails and is retried, never shown', (_why, text) => {
    expect(() => parseRecommendation(text)).toThrow(/Recommendation/);
  });

  it('interview questions must be a numbered list of at least 3', () => {
    expect(checkInterviewQuestions('## Interview questions\n1. One?\nListen for: x\n2. Two?\n3) Three?')).toContain(
      'Three',
    );
    expect(() => checkInterviewQuestions('## Interview questions\n1. Only one?\n- a bullet')).toThrow(/numbered/);
  });
});
