import { contextRouter } from '../http/context-router';

export const handler = contextRouter(
  'results',
  {
    listCandidates: () => import('./api/list-candidates').then((m) => m.listCandidates),
    apiListRespondents: () => import('./api/list-candidates').then((m) => m.apiListRespondents),
    listRespondents: () => import('./api/list-respondents').then((m) => m.listRespondents),
    getCandidateResult: () => import('./api/get-candidate-result').then((m) => m.getCandidateResult),
    apiGetResult: () => import('./api/get-candidate-result').then((m) => m.apiGetResult),
    getGroupAnalytics: () => import('./api/get-group-analytics').then((m) => m.getGroupAnalytics),
    getExperienceFeedback: () => import('./api/get-experience-feedback').then((m) => m.getExperienceFeedback),
    exportResults: () => import('./api/export-results').then((m) => m.exportResults),
    listShareLinks: () => import('./api/share-links').then((m) => m.listShareLinks),
    createShareLink: () => import('./api/share-links').then((m) => m.createShareLink),
    revokeShareLink: () => import('./api/share-links').then((m) => m.revokeShareLink),
    getSharedResult: () => import('./api/get-shared-result').then((m) => m.getSharedResult),
    listGroupShareLinks: () => import('./api/group-share-links').then((m) => m.listGroupShareLinksHandler),
    createGroupShareLink: () => import('./api/group-share-links').then((m) => m.createGroupShareLink),
    revokeGroupShareLink: () => import('./api/group-share-links').then((m) => m.revokeGroupShareLinkHandler),
    getSharedGroup: () => import('./api/group-share-links').then((m) => m.getSharedGroup),
    getSharedGroupResult: () => import('./api/group-share-links').then((m) => m.getSharedGroupResult),
    getOwnRespondentData: () => import('./api/own-data').then((m) => m.getOwnRespondentData),
    eraseOwnRespondentData: () => import('./api/own-data').then((m) => m.eraseOwnRespondentData),
    getSampleResult: () => import('./api/get-sample-result').then((m) => m.getSampleResult),
    sendCandidateResults: () => import('./api/send-candidate-results').then((m) => m.sendCandidateResults),
    rateCandidate: () => import('./api/rate-candidate').then((m) => m.rateCandidate),
    resetCandidate: () => import('./api/reset-candidate').then((m) => m.resetCandidate),
    deleteCandidate: () => import('./api/delete-candidate').then((m) => m.deleteCandidate),
    getCandidateIntegrity: () => import('./api/get-candidate-integrity').then((m) => m.getCandidateIntegrity),
    setCandidateAccommodations: () =>
      import('./api/set-candidate-accommodations').then((m) => m.setCandidateAccommodations),
    translateOpenAnswers: () => import('./api/translate-open-answers').then((m) => m.translateOpenAnswers),
    getCandidateAnalysis: () => import('./api/get-candidate-analysis').then((m) => m.getCandidateAnalysis),
    overrideCandidateAnalysis: () =>
      import('./api/override-candidate-analysis').then((m) => m.overrideCandidateAnalysis),
  },
  () => import('../accounts/identity').then((m) => m.leanAccountIdentity),
);
