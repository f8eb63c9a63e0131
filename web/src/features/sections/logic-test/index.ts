import { lazy } from 'react';
import { defineScreens, screen } from '../common/screens';
import { logicUnanswered } from './answers';

/** Logic test: the company's setup, the respondent's answer screen and the employer's result, each its own chunk. */
export const logicTestScreens = defineScreens({
  Setup: lazy(() => import('./setup')),
  Answer: screen(() => import('./answer')),
  Result: lazy(() => import('./result')),
  unanswered: logicUnanswered,
});
