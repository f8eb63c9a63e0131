import { DomainError } from '../errors/domain-error';

/**
 * onboarding record (spec part 2 §3: email, status, sendmail, action_url, send_result_at). RUNNING is ours: a
 * generation holds a lease on the TODO record until `lease_until`, so two triggers (a refresh, two tabs) never
 * generate twice, and a run that died is taken over once its lease has run out.
 */
export interface Onboarding {
  email: string;
  status: 'TODO' | 'RUNNING' | 'COMPLETED';
  sendmail: boolean;
  action_url: string;
  send_result_at: string | null;
  lease_until?: string | null;
}

/** How long a generation may hold the record: a streaming route runs for at most 5 minutes (docs/ai.md). */
export const ONBOARDING_LEASE_MS = 5 * 60 * 1000;

/** Result link used by onboarding (spec part 2 §2). */
export function onboardingResultUrl(assessmentId: string): string {
  return `/assessments/assessments?id=${encodeURIComponent(assessmentId)}`;
}

/** A RUNNING record whose generation stopped answering: the next trigger may take it over. */
export function isLeaseStale(record: Pick<Onboarding, 'status' | 'lease_until'>, now: Date): boolean {
  return record.status === 'RUNNING' && (!record.lease_until || record.lease_until <= now.toISOString());
}

/** TODO becomes COMPLETED when the auto-generated template is created (spec part 2 §4); only once. */
export function completeOnboarding(record: Onboarding, assessmentId: string): Onboarding {
  if (record.status === 'COMPLETED') throw new DomainError('INVALID_STATUS_TRANSITION', { from: record.status });
  return { ...record, status: 'COMPLETED', action_url: onboardingResultUrl(assessmentId), lease_until: null };
}
