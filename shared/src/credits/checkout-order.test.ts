import { describe, expect, it } from 'vitest';
import { checkoutOrder } from './pricing';

/** What each checkout sells and for how much, written from spec part 2 §9.1 (not from the constants). */
describe('checkoutOrder (spec part 2 §9.1)', () => {
  it.each([
    [10, 10],
    [20, 18],
    [30, 24],
    [40, 28],
  ])('a pack of %i credits is a one-off USD payment of $%i that adds the credits', (credits, usd) => {
    expect(checkoutOrder({ kind: 'pack', credits })).toMatchObject({
      mode: 'payment',
      currency: 'usd',
      amount: usd,
      credits,
      plan: null,
      type: 'payg',
    });
  });

  it('pay as you go is THB 35 per credit, at least 10', () => {
    expect(checkoutOrder({ kind: 'payg', credits: 10 })).toMatchObject({
      mode: 'payment',
      currency: 'thb',
      amount: 350,
      credits: 10,
    });
    expect(checkoutOrder({ kind: 'payg', credits: 57 })).toMatchObject({ amount: 1995, credits: 57 });
    expect(() => checkoutOrder({ kind: 'payg', credits: 9 })).toThrow('MIN_PURCHASE');
  });

  it('Growth is $49 a month and Business Plus $441 a year, both subscriptions with unlimited credits', () => {
    expect(checkoutOrder({ kind: 'subscription', plan: 'monthly' })).toMatchObject({
      mode: 'subscription',
      amount: 49,
      interval: 'month',
      plan: 'monthly',
      credits: 0,
      type: 'unlimited',
    });
    expect(checkoutOrder({ kind: 'subscription', plan: 'annual' })).toMatchObject({
      mode: 'subscription',
      amount: 441,
      interval: 'year',
      plan: 'annual',
      credits: 0,
      type: 'unlimited',
    });
  });

  it('the Unlimited plan is the $499 SKU, paid once', () => {
    expect(checkoutOrder({ kind: 'unlimited' })).toMatchObject({
      mode: 'payment',
      amount: 499,
      currency: 'usd',
      interval: null,
      plan: 'unlimited',
    });
  });

  it('a pack size that is not sold is refused', () => {
    expect(() => checkoutOrder({ kind: 'pack', credits: 15 })).toThrow();
  });
});
