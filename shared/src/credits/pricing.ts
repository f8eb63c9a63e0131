import { z } from 'zod';
import { CREDIT_PACKS, MIN_PURCHASE_CREDITS, MINOR_UNITS_PER_MAJOR, PAYG_THB_PER_CREDIT, type CreditPack } from '../constants/credits';
import { DomainError } from '../errors/domain-error';

/** Buying credits has a minimum of 10 (spec part 2 §5). */
export const ZCreditPurchase = z.object({
  credits: z.number().int({ error: 'MIN_PURCHASE' }).min(MIN_PURCHASE_CREDITS, { error: 'MIN_PURCHASE' }),
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
  if (!Number.isInteger(credits) || credits < MIN_PURCHASE_CREDITS) throw new DomainError('MIN_PURCHASE', { min: MIN_PURCHASE_CREDITS });
  return credits * PAYG_THB_PER_CREDIT;
}

/** Provider amounts are converted from minor units (spec part 2 §9.1). */
export function fromMinorUnits(amount: number): number {
  return amount / MINOR_UNITS_PER_MAJOR;
}
export function toMinorUnits(amount: number): number {
  return Math.round(amount * MINOR_UNITS_PER_MAJOR);
}

/** payment_history row; a record is created as PENDING (spec part 2 §4). */
export interface PaymentRecord {
  email: string;
  sku: string;
  amount: number;
  price: number;
  currency: string;
  type: 'unlimited' | 'payg';
  credit: number;
  description: string;
  payment_method: string;
  payment_title: string;
  status: 'PENDING';
  created_at: string;
}

export function newPaymentRecord(input: Omit<PaymentRecord, 'status' | 'created_at'>, now: Date): PaymentRecord {
  return { ...input, status: 'PENDING', created_at: now.toISOString() };
}
