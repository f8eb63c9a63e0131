import { round2 } from '../score-math';
import type { CustomSurveyAnswers, CustomSurveySetup } from './schema';

export interface SurveyQuestionScore {
  question_id: string;
  /** 0..1: multiple-choice 1 when the keyed option is chosen; multiple-select |chosen ∩ key| / |chosen ∪ key|. */
  credit: number;
}

export interface CustomSurveyScore {
  /** null when no question has a key: the survey is then shown, not scored, and stays out of the overall. */
  overall: number | null;
  keyed: number;
  questions: SurveyQuestionScore[];
  answers: CustomSurveyAnswers;
}

/**
 * A custom survey is a questionnaire, not a test: it counts toward the overall only when the company keyed
 * some questions (docs/scoring.md). Multiple-select earns partial credit (Jaccard) so picking all options
 * is not rewarded and near-misses are not zeroed.
 */
export function scoreCustomSurvey({
  setup,
  candidate,
}: {
  setup: CustomSurveySetup;
  candidate: CustomSurveyAnswers;
}): CustomSurveyScore {
  const questions: SurveyQuestionScore[] = [];
  for (const question of setup.questions) {
    const answer = candidate[question.id];
    if (question.type === 'multiple-choice' && question.correct_option_id !== undefined) {
      questions.push({ question_id: question.id, credit: answer === question.correct_option_id ? 1 : 0 });
    } else if (question.type === 'multiple-select' && question.correct_option_ids) {
      const key = new Set(question.correct_option_ids);
      const chosen = new Set(Array.isArray(answer) ? answer : []);
      let both = 0;
      for (const id of chosen) if (key.has(id)) both++;
      const either = key.size + chosen.size - both;
      questions.push({ question_id: question.id, credit: either === 0 ? 0 : both / either });
    }
  }
  const total = questions.reduce((sum, q) => sum + q.credit, 0);
  return {
    overall: questions.length === 0 ? null : round2((100 * total) / questions.length),
    keyed: questions.length,
    questions,
    answers: candidate,
  };
}
