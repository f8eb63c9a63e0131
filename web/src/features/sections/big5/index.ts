import { lazy } from 'react';
import { defineScreens, flatAnswers, groupIds, screen } from '../common/screens';
import { countUnanswered } from '../common/answer-maps';

/** Big Five: the company's setup, the respondent's answer screen and the employer's result, each its own chunk. */
export const big5Screens = defineScreens({
  Setup: lazy(() => import('./setup')),
  Answer: screen(() => import('./answer')),
  Result: lazy(() => import('./result')),
  unanswered: (content, answers) => countUnanswered(groupIds(content, 'items'), flatAnswers(answers)),
});
