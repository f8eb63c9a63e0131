import type { SurveyQuestionInput } from '../../shared/src/sections/custom-survey/schema';

/**
 * The company's custom survey the tests set up: one open question (an open answer, the one an employer
 * may have translated) and one multiple-choice question keyed to `paris` (scored, and sent to respondents without
 * its key). A new object each call, so a test may change it.
 */
export function buildSurveySetup() {
  return {
    title: 'About you',
    questions: [
      { id: 'q_motivation', type: 'open-ended', headline: 'Why this role?' },
      {
        id: 'q_capital',
        type: 'multiple-choice',
        headline: 'Capital of France?',
        options: [
          { id: 'paris', label: 'Paris' },
          { id: 'lyon', label: 'Lyon' },
        ],
        correct_option_id: 'paris',
      },
    ] satisfies SurveyQuestionInput[],
  };
}
