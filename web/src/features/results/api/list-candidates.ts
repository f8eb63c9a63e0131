import { useApi } from '../../../lib/use-api';

/** Respondents of one assessment; refreshed while the page is open so new completions show up. */
export function useCandidates(templateId: string | null) {
  return useApi('listCandidates', templateId ? { params: { id: templateId } } : null, { refreshInterval: 15_000 });
}
