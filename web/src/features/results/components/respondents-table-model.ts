import type { RespondentRow } from '@shared/routes';
import { RESPONDENT_STATUS_ORDER } from './status-order';

/** Sortable columns of the respondent list (spec part 1 §2 "Respondent list"). */
export const RESPONDENT_SORT_KEYS = [
  'name',
  'assessment',
  'created',
  'last_activity',
  'status',
  'progress',
  'joined',
  'score',
  'rating',
] as const;
export type RespondentSortKey = (typeof RESPONDENT_SORT_KEYS)[number];
export interface RespondentSort {
  key: RespondentSortKey;
  dir: 'asc' | 'desc';
}

/** Page sizes of list pagination (spec part 2 §9.6): 10, 25, 50, 100, default 10. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export function respondentName(c: Pick<RespondentRow, 'displayName' | 'firstname' | 'lastname' | 'email'>): string {
  return c.displayName || [c.firstname, c.lastname].filter(Boolean).join(' ') || c.email;
}

/** Search in name, e-mail and assessment name; status '' means every status. */
export function filterRespondents(
  rows: readonly RespondentRow[],
  search: string,
  status: '' | RespondentRow['status'],
): RespondentRow[] {
  const q = search.trim().toLowerCase();
  return rows.filter(
    (r) =>
      (!status || r.status === status || (status === 'COMPLETED' && r.status === 'RECOMPUTE')) &&
      (!q || `${respondentName(r)}\n${r.email}\n${r.form_name}`.toLowerCase().includes(q)),
  );
}

/** Missing values (no score, never joined) sort last whichever the direction. */
function value(r: RespondentRow, key: RespondentSortKey): string | number | null {
  switch (key) {
    case 'name':
      return respondentName(r).toLowerCase();
    case 'assessment':
      return r.form_name.toLowerCase();
    case 'created':
      return r.created_at;
    case 'last_activity':
      return r.last_accessed_at;
    case 'status':
      return RESPONDENT_STATUS_ORDER[r.status];
    case 'progress':
      return r.progress;
    case 'joined':
      return r.joined_at;
    case 'score':
      return r.score;
    case 'rating':
      return r.rating;
  }
}

export function sortRespondents(rows: readonly RespondentRow[], sort: RespondentSort): RespondentRow[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = value(a, sort.key);
    const vb = value(b, sort.key);
    if (va === null && vb === null) return a.id.localeCompare(b.id);
    if (va === null) return 1;
    if (vb === null) return -1;
    const c =
      typeof va === 'number' && typeof vb === 'number'
        ? va - vb
        : String(va).localeCompare(String(vb), undefined, { numeric: true });
    return sign * c || a.id.localeCompare(b.id);
  });
}
