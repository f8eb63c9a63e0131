import type { AssessmentSummary } from '@shared/routes';
import { ASSESSMENTS_TABLE_PAGE_SIZE } from '@shared/constants';

/** Sort keys of the assessments table (spec part 1 §2 "My Assessments screen"). */
export const SORT_KEYS = ['name', 'candidate', 'progress', 'last_activity', 'date_created'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';
export interface Sort {
  key: SortKey;
  dir: SortDir;
}

/** Date created shows the published time; drafts fall back to their creation time. */
export function dateCreated(t: AssessmentSummary): string {
  return t.published_at ?? t.created_at;
}

export interface AssessmentFilters {
  /** One assessment's id, or '' for all (spec part 1 §2 "filters by assessment"). */
  assessment: string;
  /** 'draft', 'published' or '' for all. */
  status: '' | AssessmentSummary['status'];
}
export const NO_FILTERS: AssessmentFilters = { assessment: '', status: '' };

/** Search by name or candidate count (spec part 1 §2), then the assessment and status filters. */
export function filterAssessments(
  items: readonly AssessmentSummary[],
  search: string,
  filters: AssessmentFilters = NO_FILTERS,
): AssessmentSummary[] {
  const q = search.trim().toLowerCase();
  return items.filter(
    (t) =>
      (!q || t.form_name.toLowerCase().includes(q) || String(t.candidate_total) === q) &&
      (!filters.assessment || t.id === filters.assessment) &&
      (!filters.status || t.status === filters.status),
  );
}

function compare(a: AssessmentSummary, b: AssessmentSummary, key: SortKey): number {
  switch (key) {
    case 'name':
      return a.form_name.localeCompare(b.form_name, undefined, { sensitivity: 'base', numeric: true });
    case 'candidate':
      return a.candidate_total - b.candidate_total;
    case 'progress':
      return a.progress - b.progress;
    case 'last_activity':
      return (a.last_activity_at ?? '').localeCompare(b.last_activity_at ?? '');
    case 'date_created':
      return dateCreated(a).localeCompare(dateCreated(b));
  }
}

export function sortAssessments(items: readonly AssessmentSummary[], sort: Sort): AssessmentSummary[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => sign * compare(a, b, sort.key) || a.id.localeCompare(b.id));
}

export interface Page<T> {
  rows: T[];
  page: number;
  pages: number;
  from: number;
  to: number;
  total: number;
}

/** One page (1-based), clamped to the pages that exist. */
export function paginate<T>(items: readonly T[], page: number, size: number = ASSESSMENTS_TABLE_PAGE_SIZE): Page<T> {
  const total = items.length;
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const start = (current - 1) * size;
  const rows = items.slice(start, start + size);
  return { rows, page: current, pages, from: total === 0 ? 0 : start + 1, to: start + rows.length, total };
}

/** Clicking a column: same column flips the direction, a new column starts ascending. */
export function nextSort(current: Sort, key: SortKey): Sort {
  return current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };
}
