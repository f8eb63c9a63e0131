import { useApi } from '../../../../lib/use-api';

/** How often a running analysis is read again: each section shows as soon as it is written. */
export const ANALYZER_POLL_MS = 1000;

/** A run by its id, read every second while it runs, then no more. */
export function useAnalyzerRun(runId: string | undefined) {
  return useApi('getAnalyzerRun', runId ? { params: { runId } } : null, {
    refreshInterval: (run) => (run && run.status !== 'running' ? 0 : ANALYZER_POLL_MS),
    revalidateOnFocus: false,
  });
}
