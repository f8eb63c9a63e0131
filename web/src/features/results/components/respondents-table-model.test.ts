import { describe, expect, it } from 'vitest';
import type { RespondentRow } from '@shared/routes';
import { filterRespondents, sortRespondents } from './respondents-table-model';

function row(over: Partial<RespondentRow>): RespondentRow {
  return {
    id: over.id ?? 'r',
    form_id: 'f',
    form_name: 'Engineers',
    email: 'x@example.com',
    firstname: '',
    lastname: '',
    displayName: '',
    status: 'INVITED',
    created_at: '2026-01-01T00:00:00.000Z',
    invited_at: null,
    joined_at: null,
    finished_at: null,
    last_accessed_at: null,
    progress: 0,
    score: null,
    rating: null,
    temporary_email: false,
    email_proof: 'invited',
    unconfirmed_attempts: 0,
    is_sent_result: false,
    credit_held: false,
    lang: 'en',
    ...over,
  };
}

const rows = [
  row({
    id: 'a',
    displayName: 'Ana Ruiz',
    email: 'ana@example.com',
    status: 'COMPLETED',
    score: 72,
    rating: 4,
    progress: 100,
    form_name: 'Designers',
  }),
  row({ id: 'b', displayName: 'ben', email: 'ben@example.com', status: 'IN_PROGRESS', progress: 50 }),
  row({
    id: 'c',
    displayName: 'Cara Diaz',
    email: 'cara@example.com',
    status: 'COMPLETED',
    score: 91,
    rating: 2,
    progress: 100,
  }),
  row({ id: 'd', displayName: 'Dan', email: 'dan@example.com', status: 'RECOMPUTE', score: 40, progress: 100 }),
];

describe('respondent list (spec part 1 §2)', () => {
  it('searches name, e-mail and assessment; the status filter counts a recompute as completed', () => {
    expect(filterRespondents(rows, 'DIAZ', '').map((r) => r.id)).toEqual(['c']);
    expect(filterRespondents(rows, 'ben@', '').map((r) => r.id)).toEqual(['b']);
    expect(filterRespondents(rows, 'designers', '').map((r) => r.id)).toEqual(['a']);
    expect(filterRespondents(rows, '', 'COMPLETED').map((r) => r.id)).toEqual(['a', 'c', 'd']);
    expect(filterRespondents(rows, '', 'IN_PROGRESS').map((r) => r.id)).toEqual(['b']);
  });

  it('sorts by score either way with unscored respondents last', () => {
    expect(sortRespondents(rows, { key: 'score', dir: 'desc' }).map((r) => r.id)).toEqual(['c', 'a', 'd', 'b']);
    expect(sortRespondents(rows, { key: 'score', dir: 'asc' }).map((r) => r.id)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('sorts by name without regard to case, by rating, and by status in journey order', () => {
    expect(sortRespondents(rows, { key: 'name', dir: 'asc' }).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(sortRespondents(rows, { key: 'rating', dir: 'desc' }).map((r) => r.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(sortRespondents(rows, { key: 'status', dir: 'asc' }).map((r) => r.id)[0]).toBe('b');
  });
});
