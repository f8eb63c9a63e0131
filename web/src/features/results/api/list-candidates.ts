import { useEffect, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { RespondentRow } from '@shared/routes';
import { api, type ApiError } from '../../../lib/api-client';

/** Pages of 500 read one after the other; past this many rows the list says more exist. */
export const MAX_PAGES_LOADED = 20;
/** The employer's lists refresh by themselves while open, so new completions show without a reload. */
export const LIVE_REFRESH_MS = 10_000;

type Page = { items: RespondentRow[]; cursor: string | null };

/**
 * Every row of a cursor-paged respondents list (spec part 2 §7.2: 500 per query), fetched page after page
 * so sorting, search and filters work on the whole list in the browser.
 */
function usePagedRespondents(kind: 'listCandidates' | 'listRespondents', assessmentId: string | null) {
  const result = useSWRInfinite<Page, ApiError>(
    (index, previous: Page | null) => {
      if (kind === 'listCandidates' && !assessmentId) return null;
      if (previous && !previous.cursor) return null;
      return [kind, assessmentId ?? '', previous?.cursor ?? ''] as const;
    },
    async ([, id, cursor]: readonly [string, string, string]) => {
      const query = cursor ? { cursor } : {};
      return kind === 'listCandidates'
        ? api('listCandidates', { params: { id }, query })
        : api('listRespondents', { query });
    },
    { refreshInterval: LIVE_REFRESH_MS, revalidateFirstPage: true },
  );
  const { data, size, setSize } = result;
  const last = data?.[data.length - 1];
  const more = !!last?.cursor;
  useEffect(() => {
    if (more && data && data.length === size && size < MAX_PAGES_LOADED) void setSize(size + 1);
  }, [more, data, size, setSize]);
  const rows = useMemo(() => data?.flatMap((p) => p.items) ?? [], [data]);
  return {
    rows,
    loading: !data && !result.error,
    loadingMore: more && size <= MAX_PAGES_LOADED,
    truncated: more && size >= MAX_PAGES_LOADED,
    error: result.error,
    mutate: result.mutate,
  };
}

export function useCandidates(assessmentId: string | null) {
  return usePagedRespondents('listCandidates', assessmentId);
}

export function useRespondents() {
  return usePagedRespondents('listRespondents', null);
}
