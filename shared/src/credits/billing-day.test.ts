import { describe, expect, it } from 'vitest';
import { monthlyBillingAnchor } from './billing-day';

// Spec part 2 §9.1 "Monthly: $49, unlimited credits, billed on the 6th of the month" (midnight, Asia/Bangkok = UTC+7).
describe('the monthly plan is billed on the 6th of the month', () => {
  it.each([
    ['before the 6th: this month', '2026-03-02T10:00:00Z', '2026-03-05T17:00:00.000Z'],
    ['on the 5th, Bangkok evening: the next midnight', '2026-03-05T16:59:59Z', '2026-03-05T17:00:00.000Z'],
    ['on the 6th in Bangkok: next month', '2026-03-05T17:00:01Z', '2026-04-05T17:00:00.000Z'],
    ['after the 6th: next month', '2026-03-20T03:00:00Z', '2026-04-05T17:00:00.000Z'],
    ['in December: January of the next year', '2026-12-25T00:00:00Z', '2027-01-05T17:00:00.000Z'],
  ])('%s', (_, now, anchor) => {
    expect(monthlyBillingAnchor(new Date(now))?.toISOString()).toBe(anchor);
  });

  it('exactly at midnight on the 6th the purchase is on the billing day already: no anchor', () => {
    expect(monthlyBillingAnchor(new Date('2026-03-05T17:00:00Z'))).toBeNull();
  });
});
