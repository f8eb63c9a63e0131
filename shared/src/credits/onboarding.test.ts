import { describe, expect, it } from 'vitest';
import { ONBOARDING_LEASE_MS, completeOnboarding, isLeaseStale, type Onboarding } from './onboarding';

const record = (over: Partial<Onboarding> = {}): Onboarding => ({
  email: 'a@b.co',
  status: 'TODO',
  sendmail: false,
  action_url: '',
  send_result_at: null,
  ...over,
});
const now = new Date('2026-11-23T10:00:00Z');

describe('Onboarding: TODO becomes COMPLETED when the auto-generated template is created (spec part 2 §4)', () => {
  it('a generation holding the lease (RUNNING) completes with the result link of part 2 §2', () => {
    expect(completeOnboarding(record({ status: 'RUNNING', lease_until: now.toISOString() }), 'tpl 1')).toMatchObject({
      status: 'COMPLETED',
      action_url: '/assessments/assessments?id=tpl%201',
      lease_until: null,
    });
  });

  it('only once', () => {
    expect(() => completeOnboarding(record({ status: 'COMPLETED' }), 'tpl')).toThrow(
      expect.objectContaining({ code: 'INVALID_STATUS_TRANSITION' }),
    );
  });
});

describe("a generation that stopped answering is taken over once its lease ran out (5 minutes, a streaming route's limit)", () => {
  it.each([
    ['TODO is not a lease', record(), false],
    [
      'a lease still running',
      record({ status: 'RUNNING', lease_until: new Date(now.getTime() + 1000).toISOString() }),
      false,
    ],
    [
      'a lease that ran out',
      record({ status: 'RUNNING', lease_until: new Date(now.getTime() - 1).toISOString() }),
      true,
    ],
    ['a lease without an end', record({ status: 'RUNNING' }), true],
  ])('%s', (_name, r, stale) => {
    expect(isLeaseStale(r, now)).toBe(stale);
  });

  it('the lease lasts 5 minutes', () => {
    expect(ONBOARDING_LEASE_MS).toBe(300_000);
  });
});
