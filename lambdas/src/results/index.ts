import { contextRouter } from '../http/context-router';
import { listCandidates } from './api/list-candidates';
import { getCandidateResult } from './api/get-candidate-result';

export const handler = contextRouter('results', { listCandidates, getCandidateResult });
