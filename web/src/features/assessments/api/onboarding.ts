import { mutate } from 'swr';
import type { AiSetupProgress, OnboardingView } from '@shared/routes';
import { apiKey } from '../../../lib/api-client';
import { apiStream } from '../../../lib/api-stream';
import { useApi } from '../../../lib/use-api';
import { progressListener } from './ai-setup';
import { assessmentsKey } from './get-templates';

export const onboardingKey = apiKey('getOnboarding', {});

/** While another tab or visit generates the first assessment, look again this often. */
const RUNNING_POLL_MS = 3000;

/** The first assessment asked for at sign-up (spec part 1 §2 My Assessments, part 2 §3 onboarding). */
export function useOnboarding() {
  return useApi('getOnboarding', {}, { refreshInterval: (data) => (data?.status === 'RUNNING' ? RUNNING_POLL_MS : 0) });
}

/** Generate it (the server does it once; a second trigger reads RUNNING). The list then shows the new assessment. */
export async function runOnboarding(onProgress: (p: AiSetupProgress) => void): Promise<OnboardingView> {
  const view = await apiStream('runOnboarding', {}, progressListener(onProgress));
  await Promise.all([
    mutate(onboardingKey, view, { revalidate: false }),
    view.status === 'COMPLETED' ? mutate(assessmentsKey) : undefined,
  ]);
  return view;
}
