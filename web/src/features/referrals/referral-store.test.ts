import { describe, expect, it } from 'vitest';
import { forgetReferral, rememberReferral, storedReferral } from './referral-store';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const CODE = 'a'.repeat(35);

describe('the referral code kept until sign-up', () => {
  it('keeps a referral link code and its inviter, then forgets it', () => {
    const store = memory();
    rememberReferral({ code: CODE, inviterName: 'Ann Lee' }, store);
    expect(storedReferral(store)).toEqual({ code: CODE, inviterName: 'Ann Lee' });
    forgetReferral(store);
    expect(storedReferral(store)).toBeNull();
  });

  it('ignores anything that is not a 35-character referral code (spec part 2 §9.2)', () => {
    const store = memory();
    rememberReferral({ code: 'abc-def-ghi', inviterName: 'X' }, store);
    expect(storedReferral(store)).toBeNull();
    store.setItem('culturefit.referral', '{not json');
    expect(storedReferral(store)).toBeNull();
    store.setItem('culturefit.referral', JSON.stringify({ code: `${CODE}x` }));
    expect(storedReferral(store)).toBeNull();
  });
});
