import type { RespondentRow } from '@shared/routes';
import { api } from '../../../lib/api-client';

export function rateCandidate(
  row: Pick<RespondentRow, 'form_id' | 'id'>,
  rating: number | null,
): Promise<RespondentRow> {
  return api('rateCandidate', { params: { id: row.form_id, candidateId: row.id }, body: { rating } });
}

export function resetCandidate(row: Pick<RespondentRow, 'form_id' | 'id'>): Promise<RespondentRow> {
  return api('resetCandidate', { params: { id: row.form_id, candidateId: row.id } });
}

export function sendCandidateResults(row: Pick<RespondentRow, 'form_id' | 'id'>): Promise<RespondentRow> {
  return api('sendCandidateResults', { params: { id: row.form_id, candidateId: row.id } });
}

export function deleteCandidate(row: Pick<RespondentRow, 'form_id' | 'id'>): Promise<{ ok: true }> {
  return api('deleteCandidate', { params: { id: row.form_id, candidateId: row.id } });
}
