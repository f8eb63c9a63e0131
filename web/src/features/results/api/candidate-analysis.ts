import type { HiringRecommendation } from '@shared/results/analysis';
import type { RespondentAnalysis } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { apiStream, type StreamCallbacks } from '../../../lib/api-stream';
import { useApi } from '../../../lib/use-api';

interface Ids {
  templateId: string;
  candidateId: string;
}

/** The stored AI analysis of a respondent (null until one is written). */
export function useRespondentAnalysis(ids: Ids | null) {
  return useApi('getCandidateAnalysis', ids ? { params: { id: ids.templateId, candidateId: ids.candidateId } } : null);
}

/** Write the analysis (or get the stored one back), its text streamed to `callbacks` as it is written. */
export function generateCandidateAnalysis(
  ids: Ids,
  regenerate: boolean,
  callbacks: StreamCallbacks,
  signal?: AbortSignal,
): Promise<RespondentAnalysis> {
  return apiStream(
    'generateCandidateAnalysis',
    { params: { id: ids.templateId, candidateId: ids.candidateId }, body: { regenerate } },
    callbacks,
    signal,
  );
}

/** Record a decision beside the AI recommendation. */
export function overrideCandidateAnalysis(
  ids: Ids,
  recommendation: HiringRecommendation,
  reason: string,
): Promise<RespondentAnalysis> {
  return api('overrideCandidateAnalysis', {
    params: { id: ids.templateId, candidateId: ids.candidateId },
    body: { recommendation, reason },
  });
}
