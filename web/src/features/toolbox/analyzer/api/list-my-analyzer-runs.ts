import { useApi } from '../../../../lib/use-api';

/** The signed-in user's earlier runs (none are read for a visitor). */
export function useMyAnalyzerRuns(signedIn: boolean) {
  return useApi('listMyAnalyzerRuns', signedIn ? {} : null);
}
