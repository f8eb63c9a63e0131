import { lazy } from 'react';
import { defineScreens, screen } from '../common/screens';
import { incompleteGroups, readProfile } from './profile';

/** Culture profile: the company's setup, the respondent's answer screen and the employer's result, each its own chunk. */
export const oaicArchetypesScreens = defineScreens({
  Setup: lazy(() => import('./setup')),
  Answer: screen(() => import('./answer')),
  Result: lazy(() => import('./result')),
  unanswered: (_content, answers) => incompleteGroups(readProfile(answers)).length,
});
