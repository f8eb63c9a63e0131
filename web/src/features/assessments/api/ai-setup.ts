import { mutate } from 'swr';
import type { SectionKind } from '@shared/sections/kinds';
import {
  AI_SETUP_PROGRESS_PART,
  readAiSetupProgress,
  type AiSetupProgress,
  type AssessmentDetail,
} from '@shared/routes';
import { api, type CallOutput } from '../../../lib/api-client';
import { apiStream } from '../../../lib/api-stream';
import { assessmentKey } from './get-template';
import { assessmentsKey } from './get-templates';

export type AiSetupOutcome = CallOutput<'setupTemplateWithAi'>;

/** The progress events of a setup run (part `progress`): each finished result, then 90, 95, 100 (spec part 1 §4). */
export function progressListener(onProgress: (p: AiSetupProgress) => void) {
  return {
    onDelta(text: string, part?: string) {
      if (part !== AI_SETUP_PROGRESS_PART) return;
      const progress = readAiSetupProgress(text);
      if (progress) onProgress(progress);
    },
  };
}

/** "Set up with AI" on a draft: sections picked, values, culture profile and behaviours pre-filled for review. */
export async function setupWithAi(id: string, onProgress: (p: AiSetupProgress) => void): Promise<AiSetupOutcome> {
  const outcome = await apiStream('setupTemplateWithAi', { params: { id } }, progressListener(onProgress));
  await Promise.all([mutate(assessmentKey(id), outcome.template, { revalidate: false }), mutate(assessmentsKey)]);
  return outcome;
}

/** Accept a section's AI suggestion as it is: it leaves Pending Review. */
export async function acceptAiSuggestion(id: string, section: SectionKind): Promise<AssessmentDetail> {
  const assessment = await api('acceptAiSetup', { params: { id, section } });
  await mutate(assessmentKey(id), assessment, { revalidate: false });
  return assessment;
}
