import { describe, expect, it } from 'vitest';
import { analysisBasis, checkInterviewQuestions, parseRecommendation } from '@shared/results/analysis';
import { promptPlaceholders } from '@shared/toolbox/render-prompt';
import { PROMPT_PACK } from '../../common/ai/prompt-pack';
import { analysisLanguage, analysisPromptVars } from './generate-analysis';
import { offlineQuestions, offlineSummary } from './offline-analysis';

const basis = analysisBasis({
  values_and_traits: { overall: 84 },
  acceptable_behaviors: { overall: 55 },
  logic_test: { overall: 75 },
});

describe('candidate analysis prompts and the offline stand-in', () => {
  it('the caller fills every placeholder of PROMPT_EXECUTIVE_SUMMARY and PROMPT_INTERVIEW_QUESTIONS (language is filled by generateText)', () => {
    const vars = analysisPromptVars(basis, { company: 'Acme', orgType: 'technology', role: 'Support lead' });
    for (const code of ['PROMPT_EXECUTIVE_SUMMARY', 'PROMPT_INTERVIEW_QUESTIONS'] as const) {
      const { content, content_system } = PROMPT_PACK[code];
      const needed = promptPlaceholders(content + content_system).filter((p) => p !== 'language');
      expect(
        needed.filter((p) => !(p in vars)),
        code,
      ).toEqual([]);
    }
    expect(vars).toMatchObject({
      culturalAlignment: '70',
      skillMatch: '75%',
      riskLevel: 'medium',
      scores: '- Values and traits (culture): 84\n- Acceptable behaviours (culture): 55\n- Logic test (skill): 75',
    });
    expect(
      analysisPromptVars(analysisBasis({ values_and_traits: { overall: 90 } }), {
        company: '',
        orgType: '',
        role: 'x',
      }),
    ).toMatchObject({ company: 'the company', skillMatch: 'not measured (no skill section in this assessment)' });
  });

  it.each(['en', 'th'] as const)(
    'the offline %s summary ends with the recommendation line the check accepts, and its questions pass theirs',
    (language) => {
      const summary = offlineSummary(basis, 'Acme', language);
      expect(parseRecommendation(summary)).toBe(basis.indicators.suggested_recommendation);
      expect(summary).toBe(offlineSummary(basis, 'Acme', language));
      const questions = offlineQuestions(basis, language);
      expect(checkInterviewQuestions(questions).match(/^\d+\. /gm)).toHaveLength(6);
    },
  );

  it('the offline questions probe the lowest score first', () => {
    expect(offlineQuestions(basis, 'en').split('\n')[1]).toBe(
      '1. Tell us about a time a colleague did something you thought was not acceptable. How did you respond?',
    );
  });

  it('AI text is written in Thai for an employer working in Thai, otherwise in English (spec part 2 §1)', () => {
    expect([analysisLanguage('th'), analysisLanguage('en'), analysisLanguage('es')]).toEqual(['th', 'en', 'en']);
  });
});
