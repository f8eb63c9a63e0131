import { lazy } from 'react';
import { defineScreens, groupIds, screen } from '../common/screens';
import { countUnanswered } from '../common/answer-maps';
import { readVtAnswers } from './answers';

/** Values and traits: the company's setup, the respondent's answer screen and the employer's result, each its own chunk. */
export const valuesAndTraitsScreens = defineScreens({
  Setup: lazy(() => import('./setup')),
  Answer: screen(() => import('./answer')),
  Result: lazy(() => import('./result')),
  unanswered: (content, answers) => {
    const a = readVtAnswers(answers);
    return (
      countUnanswered(groupIds(content, 'values'), a.defining_your_values) +
      countUnanswered(groupIds(content, 'traits'), a.identifying_key_traits)
    );
  },
});
