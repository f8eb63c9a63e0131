import { contextRouter } from '../http/context-router';

export const handler = contextRouter(
  'respondents',
  () => import('@shared/routes/respondents-routes').then((m) => m.RESPONDENTS_ROUTES),
  {
    inviteCandidates: () => import('./api/invite-candidates').then((m) => m.inviteCandidates),
    apiInviteCandidates: () => import('./api/invite-candidates').then((m) => m.apiInviteCandidates),
    getPublicLink: () => import('./api/get-public-link').then((m) => m.getPublicLink),
    registerRespondent: () => import('./api/register-respondent').then((m) => m.registerRespondent),
    getRespondentTest: () => import('./api/get-respondent-test').then((m) => m.getRespondentTest),
    startSection: () => import('./api/start-section').then((m) => m.startSection),
    saveAnswers: () => import('./api/save-answers').then((m) => m.saveAnswers),
    saveComment: () => import('./api/save-comment').then((m) => m.saveComment),
    saveDemographics: () => import('./api/save-demographics').then((m) => m.saveDemographics),
    completeSection: () => import('./api/complete-section').then((m) => m.completeSection),
    finishTest: () => import('./api/finish-test').then((m) => m.finishTest),
    saveExperienceFeedback: () => import('./api/save-experience-feedback').then((m) => m.saveExperienceFeedback),
    getInvitationStatus: () => import('./api/get-invitation-status').then((m) => m.getInvitationStatus),
    extendInvitationDeadline: () => import('./api/extend-deadline').then((m) => m.extendInvitationDeadline),
    stopReminders: () => import('./api/stop-reminders').then((m) => m.stopReminders),
    confirmRespondentEmail: () => import('./api/confirm-respondent-email').then((m) => m.confirmRespondentEmail),
  },
  () => import('../accounts/identity').then((m) => m.leanAccountIdentity),
);
