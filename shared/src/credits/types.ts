import type { CreditBalancePlan } from '../constants/credits';

/** Quota (spec part 2 §3), one per personal user (keyed by e-mail key) or per team (keyed by team id). */
export interface CreditBalance {
  quota_used: number;
  quota_remaining: number;
  quota_total: number;
  default_quota_total: number;
  /** Credits bought (packs, pay as you go, coupons, referral rewards) on top of the default. */
  advanced_quota_total: number;
  unlimited: boolean;
  plan: CreditBalancePlan;
  expired_at: string | null;
  free_monthly_reset_at: string | null;
  creator: string;
  owner: string;
  unsubscribed: boolean;
  created_at: string;
  updated_at: string;
}

/** `refund`: a generator run that failed gives its credit back (spec part 2 §9.1, lambdas/src/toolbox/runs/generator-credit.ts). */
export const CREDIT_BALANCE_MOVEMENTS = [
  'withdraw',
  'purchase',
  'subscription',
  'coupon',
  'referral',
  'reset',
  'expiry',
  'cancel',
  'transfer',
  'refund',
] as const;
export type CreditBalanceMovement = (typeof CREDIT_BALANCE_MOVEMENTS)[number];

/** quota_history row (spec part 2 §3). */
export interface CreditMovementEntry {
  email: string;
  teamId: string | null;
  credits: number;
  credits_remaining: number | 'Unlimited';
  /** The spec names withdraw; the other movements (spec part 2 §4) are recorded the same way. */
  type: CreditBalanceMovement;
  scope: 'personal' | 'team' | 'owner';
  variables: Record<string, string>;
  created_at: string;
}
