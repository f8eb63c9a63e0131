import { describe, expect, it } from 'vitest';
import type { AssessmentSummary } from '@shared/routes';
import { filterAssessments, nextSort, paginate, sortAssessments } from './assessments-table-model';

function buildAssessment(over: Partial<AssessmentSummary>): AssessmentSummary {
  return {
    id: over.id ?? 't',
    form_name: 'Assessment',
    status: 'published',
    sections: ['values_and_traits'],
    candidate_total: 0,
    progress: 0,
    is_started_test: false,
    scope: 'personal',
    original_team_id: null,
    transferred_at: null,
    creator: 'a@b.co',
    team_id: 'team',
    publicCode: 'abc-def-ghi',
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: null,
    last_activity_at: null,
    ...over,
  };
}

const rows = [
  buildAssessment({
    id: 'a',
    form_name: 'Designer',
    candidate_total: 3,
    progress: 50,
    published_at: '2026-03-01T00:00:00Z',
    last_activity_at: '2026-03-05T00:00:00Z',
  }),
  buildAssessment({
    id: 'b',
    form_name: 'analyst',
    candidate_total: 12,
    progress: 100,
    published_at: '2026-02-01T00:00:00Z',
    last_activity_at: '2026-03-09T00:00:00Z',
  }),
  buildAssessment({
    id: 'c',
    form_name: 'Engineer',
    candidate_total: 0,
    progress: 0,
    created_at: '2026-04-01T00:00:00Z',
  }),
];

describe('My Assessments table (spec part 1 §2)', () => {
  it('searches by name or candidate count', () => {
    expect(filterAssessments(rows, 'design').map((r) => r.id)).toEqual(['a']);
    expect(filterAssessments(rows, '12').map((r) => r.id)).toEqual(['b']);
    expect(filterAssessments(rows, '  ')).toHaveLength(3);
    expect(filterAssessments(rows, 'nothing like this')).toEqual([]);
  });

  it('filters by one assessment and by status, together with the search', () => {
    const withDraft = [...rows, buildAssessment({ id: 'd', form_name: 'Designer draft', status: 'draft' })];
    expect(filterAssessments(withDraft, '', { assessment: 'b', status: '' }).map((r) => r.id)).toEqual(['b']);
    expect(filterAssessments(withDraft, '', { assessment: '', status: 'draft' }).map((r) => r.id)).toEqual(['d']);
    expect(filterAssessments(withDraft, 'design', { assessment: '', status: 'published' }).map((r) => r.id)).toEqual([
      'a',
    ]);
    expect(filterAssessments(withDraft, '', { assessment: 'b', status: 'draft' })).toEqual([]);
  });

  it.each([
    ['name', 'asc', ['b', 'a', 'c']],
    ['candidate', 'desc', ['b', 'a', 'c']],
    ['progress', 'asc', ['c', 'a', 'b']],
    ['last_activity', 'desc', ['b', 'a', 'c']],
    ['date_created', 'asc', ['b', 'a', 'c']],
  ] as const)('sorts by %s %s', (key, dir, expected) => {
    expect(sortAssessments(rows, { key, dir }).map((r) => r.id)).toEqual(expected);
  });

  it('a column click flips the direction; a new column starts ascending', () => {
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'progress')).toEqual({ key: 'progress', dir: 'asc' });
  });

  it('shows 10 rows per page', () => {
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(many, 1)).toMatchObject({ rows: many.slice(0, 10), pages: 3, from: 1, to: 10, total: 23 });
    expect(paginate(many, 3)).toMatchObject({ rows: [20, 21, 22], from: 21, to: 23 });
    expect(paginate(many, 9).page).toBe(3);
    expect(paginate([], 1)).toMatchObject({ rows: [], pages: 1, from: 0, to: 0 });
  });
});
