import { defineHandler } from '../../http/handler-factory';
import { saveDemographicAnswers } from '../taking-test';

/** Fair use: a finished respondent's voluntary equal-opportunity answers (taking-test.ts). */
export const saveDemographics = defineHandler('saveDemographics', async ({ actor, body, now }) =>
  saveDemographicAnswers({ token: actor.token, demographics: body, now }),
);
