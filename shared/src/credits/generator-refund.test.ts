import { describe, expect, it } from 'vitest';
import { consumeForGenerator, refundGenerator } from './consume';
import { newPersonalCreditBalance } from './credit-balance';
import type { CreditBalance } from './types';

const now = new Date('2026-03-10T03:00:00Z');
const q = (patch: Partial<CreditBalance>): CreditBalance => ({
  ...newPersonalCreditBalance('ann@acme.com', now),
  ...patch,
});

describe('a failed generator run gives back its credit (spec part 2 §9.1: 1 credit per run)', () => {
  it('the credit taken comes back: the quota is as it was before the run', () => {
    const before = q({ quota_remaining: 3, quota_used: 2 });
    const charged = consumeForGenerator(before, now);
    expect(refundGenerator(charged, false, now)).toMatchObject({ quota_remaining: 3, quota_used: 2 });
  });

  it('an unlimited plan lost no credit to the run, so only the use is taken back', () => {
    const before = q({ unlimited: true, plan: 'unlimited', quota_remaining: 0, quota_used: 7 });
    const charged = consumeForGenerator(before, now);
    expect(refundGenerator(charged, true, now)).toMatchObject({ quota_remaining: 0, quota_used: 7 });
  });

  it('the count of uses never goes below zero', () => {
    expect(refundGenerator(q({ quota_remaining: 0, quota_used: 0 }), false, now)).toMatchObject({
      quota_remaining: 1,
      quota_used: 0,
    });
  });
});
