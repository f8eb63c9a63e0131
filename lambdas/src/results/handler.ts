import { contextRouter } from '../http/context-router';
import { listCandidates, apiListRespondents } from './api/list-candidates';
import { listRespondents } from './api/list-respondents';
import { getCandidateResult, apiGetResult } from './api/get-candidate-result';
import { rateCandidate } from './api/rate-candidate';
import { getGroupAnalytics } from './api/get-group-analytics';
import { createShareLink, listShareLinks, revokeShareLink } from './api/share-links';
import { getSharedResult } from './api/get-shared-result';
import { getSampleResult } from './api/get-sample-result';
import { sendCandidateResults } from './api/send-candidate-results';
import { exportResults } from './api/export-results';
import { resetCandidate } from './api/reset-candidate';
import { getCandidateAnalysis } from './api/get-candidate-analysis';
import { overrideCandidateAnalysis } from './api/override-candidate-analysis';

export const handler = contextRouter('results', {
  listCandidates,
  apiListRespondents,
  listRespondents,
  getCandidateResult,
  apiGetResult,
  getGroupAnalytics,
  exportResults,
  listShareLinks,
  createShareLink,
  revokeShareLink,
  getSharedResult,
  getSampleResult,
  sendCandidateResults,
  rateCandidate,
  resetCandidate,
  getCandidateAnalysis,
  overrideCandidateAnalysis,
});
