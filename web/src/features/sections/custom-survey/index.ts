import { lazy } from 'react';
import { defineScreens, flatAnswers, groupIds, screen } from '../common/screens';
import { countUnanswered } from '../common/answer-maps';

/** Custom survey: the company's setup, the respondent's answer screen and the employer's result, each its own chunk. */
export const customSurveyScreens = defineScreens({
  Setup: lazy(() => import('./setup')),
  Answer: screen(() => import('./answer')),
  Result: lazy(() => import('./result')),
  unanswered: (content, answers) => countUnanswered(groupIds(content, 'questions'), flatAnswers(answers)),
});
