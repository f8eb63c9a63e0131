import { DomainError } from '../../errors';
import type { CustomSurveyAnswers, CustomSurveySetup } from './schema';

export interface SurveyAnswerIssue {
  question_id: string;
  problem: 'required' | 'unknown_question' | 'wrong_shape' | 'unknown_option' | 'too_long' | 'duplicate_option';
}

/** Every problem with a respondent's answers against the survey they were given; empty when they are fine. */
export function surveyAnswerIssues(setup: CustomSurveySetup, answers: CustomSurveyAnswers): SurveyAnswerIssue[] {
  const issues: SurveyAnswerIssue[] = [];
  const known = new Set(setup.questions.map((q) => q.id));
  for (const id of Object.keys(answers))
    if (!known.has(id)) issues.push({ question_id: id, problem: 'unknown_question' });
  for (const question of setup.questions) {
    const answer = Object.prototype.hasOwnProperty.call(answers, question.id) ? answers[question.id] : undefined;
    const empty = answer === undefined || (typeof answer === 'string' ? answer.trim() === '' : answer.length === 0);
    if (empty) {
      if (question.required) issues.push({ question_id: question.id, problem: 'required' });
      continue;
    }
    const problem = (p: SurveyAnswerIssue['problem']) => issues.push({ question_id: question.id, problem: p });
    if (question.type === 'open-ended') {
      if (typeof answer !== 'string') problem('wrong_shape');
      else if (answer.length > question.max_length) problem('too_long');
      continue;
    }
    const optionIds = new Set(question.options.map((o) => o.id));
    if (question.type === 'multiple-choice') {
      if (typeof answer !== 'string') problem('wrong_shape');
      else if (!optionIds.has(answer)) problem('unknown_option');
      continue;
    }
    if (!Array.isArray(answer)) problem('wrong_shape');
    else if (new Set(answer).size !== answer.length) problem('duplicate_option');
    else if (answer.some((id) => !optionIds.has(id))) problem('unknown_option');
  }
  return issues;
}

/** Refuses answers that do not fit the survey (VALIDATION_FAILED with the issues as details). */
export function validateCustomSurveyAnswers(
  setup: CustomSurveySetup,
  answers: CustomSurveyAnswers,
): CustomSurveyAnswers {
  const issues = surveyAnswerIssues(setup, answers);
  if (issues.length > 0) throw new DomainError('VALIDATION_FAILED', {}, { section: 'custom_survey', issues });
  return answers;
}
