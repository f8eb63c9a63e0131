import * as z from '../zod-mini';
import {
  ANNUAL_PLAN,
  CREDIT_PACKS,
  MIN_PURCHASE_CREDITS,
  MINOR_UNITS_PER_MAJOR,
  MONTHLY_PLAN,
  PAYG_THB_PER_CREDIT,
  UNLIMITED_SKU_PRICE,
  type CreditPack,
} from '../constants/credits';
import { DomainError } from '../errors/domain-error';

/** Buying credits has a minimum of 10 (spec part 2 §5). */
export const ZCreditPurchase = z.object({
  credits: z
    .number()
    .check(z.int({ error: 'MIN_PURCHASE' }), z.minimum(MIN_PURCHASE_CREDITS, { error: 'MIN_PURCHASE' })),
});

export function packFor(credits: number): CreditPack | null {
  return CREDIT_PACKS.find((p) => p.credits === credits) ?? null;
}

/** USD price of a pack (spec part 2 §9.1 packs); other amounts are not sold in USD. */
export function packPriceUsd(credits: number): number {
  const pack = packFor(credits);
  if (credits < MIN_PURCHASE_CREDITS) throw new DomainError('MIN_PURCHASE', { min: MIN_PURCHASE_CREDITS });
  if (!pack) throw new DomainError('VALIDATION_FAILED');
  return pack.priceUsd;
}

/** Pay as you go: THB 35 per credit, minimum 10 credits. */
export function paygPriceThb(credits: number): number {
  if (!Number.isInteger(credits) || credits < MIN_PURCHASE_CREDITS)
    throw new DomainError('MIN_PURCHASE', { min: MIN_PURCHASE_CREDITS });
  return credits * PAYG_THB_PER_CREDIT;
}

/** Provider amounts are converted from minor units (spec part 2 §9.1). */
export function fromMinorUnits(amount: number): number {
  return amount / MINOR_UNITS_PER_MAJOR;
}
export function toMinorUnits(amount: number): number {
  return Math.round(amount * MINOR_UNITS_PER_MAJOR);
}

/** What a checkout sells (spec part 2 §9.1), priced on the server: the client names the item, never the amount. */
export type CheckoutItem =
  | { kind: 'pack'; credits: number }
  | { kind: 'payg'; credits: number }
  | { kind: 'subscription'; plan: 'monthly' | 'annual' }
  | { kind: 'unlimited' };

export interface CheckoutOrder {
  kind: CheckoutItem['kind'];
  mode: 'payment' | 'subscription';
  sku: string;
  /** In the currency's major unit. */
  amount: number;
  currency: 'usd' | 'thb';
  /** Credits added when paid (0 for unlimited-credit plans). */
  credits: number;
  plan: 'monthly' | 'annual' | 'unlimited' | null;
  interval: 'month' | 'year' | null;
  /** payment_history type (spec part 2 §3). */
  type: 'unlimited' | 'payg';
  description: string;
}

/**
 * Prices of spec part 2 §9.1: packs 10/$10, 20/$18, 30/$24, 40/$28; pay as you go THB 35 per credit (minimum
 * 10); Growth is the monthly $49 subscription and Business Plus the annual $441 one (unlimited credits); the
 * Unlimited plan is the $499 SKU for a year of unlimited credits.
 */
export function checkoutOrder(item: CheckoutItem): CheckoutOrder {
  switch (item.kind) {
    case 'pack':
      return {
        kind: 'pack',
        mode: 'payment',
        sku: `pack-${item.credits}`,
        amount: packPriceUsd(item.credits),
        currency: 'usd',
        credits: item.credits,
        plan: null,
        interval: null,
        type: 'payg',
        description: `${item.credits} credits`,
      };
    case 'payg':
      return {
        kind: 'payg',
        mode: 'payment',
        sku: 'payg-thb',
        amount: paygPriceThb(item.credits),
        currency: 'thb',
        credits: item.credits,
        plan: null,
        interval: null,
        type: 'payg',
        description: `${item.credits} credits (pay as you go)`,
      };
    case 'subscription':
      return item.plan === 'monthly'
        ? {
            kind: 'subscription',
            mode: 'subscription',
            sku: 'growth-monthly',
            amount: MONTHLY_PLAN.priceUsd,
            currency: 'usd',
            credits: 0,
            plan: 'monthly',
            interval: 'month',
            type: 'unlimited',
            description: 'Growth: unlimited credits, monthly',
          }
        : {
            kind: 'subscription',
            mode: 'subscription',
            sku: 'business-plus-annual',
            amount: ANNUAL_PLAN.priceUsd,
            currency: 'usd',
            credits: 0,
            plan: 'annual',
            interval: 'year',
            type: 'unlimited',
            description: 'Business Plus: unlimited credits, yearly',
          };
    case 'unlimited':
      return {
        kind: 'unlimited',
        mode: 'payment',
        sku: 'unlimited-12m',
        amount: UNLIMITED_SKU_PRICE.USD,
        currency: 'usd',
        credits: 0,
        plan: 'unlimited',
        interval: null,
        type: 'unlimited',
        description: 'Unlimited: unlimited credits for 12 months',
      };
  }
}
