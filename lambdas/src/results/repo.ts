import type { CandidateRow } from '@shared/routes';
import type { CandidateItem } from '../respondents/repo';

export function toCandidateRow(c: CandidateItem): CandidateRow {
  return {
    id: c.id,
    email: c.email,
    firstname: c.firstname ?? '',
    lastname: c.lastname ?? '',
    displayName: c.displayName ?? '',
    status: c.status,
    joined_at: c.joined_at ?? null,
    finished_at: c.finished_at ?? null,
    last_accessed_at: c.last_accessed_at ?? null,
    score: c.score ?? null,
    rating: c.rating ?? null,
  };
}
