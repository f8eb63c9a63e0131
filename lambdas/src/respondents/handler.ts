import { contextRouter } from '../http/context-router';
import { getPublicLink } from './api/get-public-link';
import { inviteCandidates, apiInviteCandidates } from './api/invite-candidates';
import { registerRespondent } from './api/register-respondent';
import { getRespondentTest } from './api/get-respondent-test';
import { startSection } from './api/start-section';
import { saveAnswers } from './api/save-answers';
import { saveComment } from './api/save-comment';
import { saveDemographics } from './api/save-demographics';
import { completeSection } from './api/complete-section';
import { finishTest } from './api/finish-test';
import { confirmRespondentEmail } from './api/confirm-respondent-email';

export const handler = contextRouter('respondents', {
  inviteCandidates,
  apiInviteCandidates,
  getPublicLink,
  registerRespondent,
  getRespondentTest,
  startSection,
  saveAnswers,
  saveComment,
  saveDemographics,
  completeSection,
  finishTest,
  confirmRespondentEmail,
});
