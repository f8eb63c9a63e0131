import { DomainError } from '../errors/domain-error';

/** onboarding record (spec part 2 §3). */
export interface Onboarding {
  email: string;
  status: 'TODO' | 'COMPLETED';
  sendmail: boolean;
  action_url: string;
  send_result_at: string | null;
}

/** Result link used by onboarding (spec part 2 §2). */
export function onboardingResultUrl(templateId: string): string {
  return `/assessments/assessments?id=${encodeURIComponent(templateId)}`;
}

/** TODO becomes COMPLETED when the auto-generated template is created (spec part 2 §4); only once. */
export function completeOnboarding(record: Onboarding, templateId: string): Onboarding {
  if (record.status !== 'TODO') throw new DomainError('INVALID_STATUS_TRANSITION', { from: record.status });
  return { ...record, status: 'COMPLETED', action_url: onboardingResultUrl(templateId) };
}
