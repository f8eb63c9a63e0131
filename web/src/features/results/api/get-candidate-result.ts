import { useApi } from '../../../lib/use-api';

/** Seconds between checks while a section is still being scored (written answers wait for the AI). */
const SCORING_POLL_MS = 5000;

const scoring = (summaries: Record<string, unknown> | undefined) =>
  Object.values(summaries ?? {}).some(
    (s) => typeof s === 'object' && s !== null && (s as { status?: unknown }).status === 'scoring',
  );

/** One respondent's result; polled while a section shows 'scoring', so the score appears without a reload. */
export function useRespondentResult(assessmentId: string | null, respondentId: string | null) {
  return useApi(
    'getCandidateResult',
    assessmentId && respondentId ? { params: { id: assessmentId, candidateId: respondentId } } : null,
    {
      refreshInterval: (data) => (scoring(data?.summaries) ? SCORING_POLL_MS : 0),
    },
  );
}
