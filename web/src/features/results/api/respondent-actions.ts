import type { CandidateRow } from '@shared/routes';
import { api } from '../../../lib/api-client';

export function rateCandidate(row: Pick<CandidateRow, 'form_id' | 'id'>, rating: number | null): Promise<CandidateRow> {
  return api('rateCandidate', { params: { id: row.form_id, candidateId: row.id }, body: { rating } });
}

export function resetCandidate(row: Pick<CandidateRow, 'form_id' | 'id'>): Promise<CandidateRow> {
  return api('resetCandidate', { params: { id: row.form_id, candidateId: row.id } });
}

export function sendCandidateResults(row: Pick<CandidateRow, 'form_id' | 'id'>): Promise<CandidateRow> {
  return api('sendCandidateResults', { params: { id: row.form_id, candidateId: row.id } });
}
