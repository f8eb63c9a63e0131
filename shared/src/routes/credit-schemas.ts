import * as z from '../zod-mini';
import { CREDIT_PACKS, MIN_PURCHASE_CREDITS, CREDIT_BALANCE_PLANS } from '../constants/credits';
import { CREDIT_BALANCE_MOVEMENTS } from '../credits/types';
import { lazySchema } from './lazy-schema';

/** Wire shapes of credits, plans and payments (spec part 1 §2 account menu and plan tab; part 2 §3, §4, §9.1). */

/** The credits the current workspace can spend (the account menu line, polled: spec part 2 §4 "Quota watch"). */
export const ZCreditBalanceLine = lazySchema(() =>
  z.object({
    workspace: z.enum(['personal', 'team']),
    unlimited: z.boolean(),
    /** Personal: the account's credits; team: the team quota's plus its owner's (team first, then owner). */
    remaining: z.number().check(z.int()),
    /** Results kept while no credit could pay for them; they open as credits arrive. */
    held: z.number().check(z.int()),
  }),
);
export type CreditBalanceLine = z.infer<typeof ZCreditBalanceLine>;

export const ZCreditBalanceMovement = lazySchema(() =>
  z.object({
    credits: z.number(),
    remaining: z.string(),
    type: z.enum(CREDIT_BALANCE_MOVEMENTS),
    at: z.string(),
    detail: z.string(),
  }),
);

/** What was bought, for the interface to name in the user's language. */
export const ZPurchaseKind = lazySchema(() => z.enum(['pack', 'payg', 'subscription', 'unlimited']));

export const ZPaymentRow = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: ZPurchaseKind,
    plan: z.nullable(z.enum(['monthly', 'annual', 'unlimited'])),
    description: z.string(),
    amount: z.number(),
    currency: z.string(),
    credit: z.number().check(z.int()),
    status: z.enum(['PENDING', 'PAID', 'FAILED', 'EXPIRED']),
    created_at: z.string(),
  }),
);
export type PaymentRow = z.infer<typeof ZPaymentRow>;

/** The plan and billing tab (spec part 1 §2 "/account/plan-billing"): the account's own quota. */
export const ZBilling = lazySchema(() =>
  z.object({
    plan: z.enum(CREDIT_BALANCE_PLANS),
    unlimited: z.boolean(),
    remaining: z.number().check(z.int()),
    total: z.number().check(z.int()),
    used: z.number().check(z.int()),
    held: z.number().check(z.int()),
    /** The end of the paid period (a subscription) or null. */
    renewsAt: z.nullable(z.string()),
    /** The next free monthly reset (free plan) or null. */
    freeResetAt: z.nullable(z.string()),
    /** "Unsubscribe" while a subscription runs, "Unsubscribed" once cancelled (spec part 2 §4). */
    subscription: z.nullable(z.enum(['unsubscribe', 'unsubscribed'])),
    canManageBilling: z.boolean(),
    history: z.array(ZCreditBalanceMovement),
    payments: z.array(ZPaymentRow),
  }),
);
export type Billing = z.infer<typeof ZBilling>;

const ZPackPurchase = lazySchema(() =>
  z.object({
    kind: z.literal('pack'),
    credits: z.union(
      CREDIT_PACKS.map((p) => z.literal(p.credits)) as unknown as [z.ZodMiniLiteral<number>, z.ZodMiniLiteral<number>],
    ),
  }),
);
const ZPaygPurchase = lazySchema(() =>
  z.object({
    kind: z.literal('payg'),
    credits: z
      .number({ error: 'MIN_PURCHASE' })
      .check(
        z.int({ error: 'MIN_PURCHASE' }),
        z.minimum(MIN_PURCHASE_CREDITS, { error: 'MIN_PURCHASE' }),
        z.maximum(10_000),
      ),
  }),
);

/** What to buy (spec part 2 §9.1): a credit pack in USD, pay as you go in THB (minimum 10), or a subscription. */
export const ZCheckoutRequest = lazySchema(() =>
  z.discriminatedUnion('kind', [
    ZPackPurchase,
    ZPaygPurchase,
    z.object({ kind: z.literal('subscription'), plan: z.enum(['monthly', 'annual']) }),
    z.object({ kind: z.literal('unlimited') }),
  ]),
);
export type CheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/**
 * What a team's owner or an admin buys for the team's quota: credit packs and pay as you go. Plans stay personal
 * (docs/credits.md "Team credits": a subscription renews for the person whose card Stripe charges).
 */
export const ZTeamCheckoutRequest = lazySchema(() => z.discriminatedUnion('kind', [ZPackPurchase, ZPaygPurchase]));
export type TeamCheckoutRequest = z.infer<typeof ZTeamCheckoutRequest>;

export const ZRedirect = lazySchema(() => z.object({ url: z.string() }));

export const ZCheckoutId = lazySchema(() =>
  z.object({ sessionId: z.string().check(z.minLength(1), z.maxLength(255)) }),
);

/** The return page after a payment shows the result once the webhook has landed. */
export const ZCheckoutResult = lazySchema(() =>
  z.object({
    status: z.enum(['PENDING', 'PAID', 'FAILED', 'EXPIRED']),
    description: z.string(),
    credit: z.number().check(z.int()),
    kind: ZPurchaseKind,
    plan: z.nullable(z.enum(['monthly', 'annual', 'unlimited'])),
  }),
);

/** A Stripe event as delivered: the handler verifies its signature on the raw body, never this parse. */
export const ZStripeEvent = lazySchema(() => z.looseObject({ id: z.string(), type: z.string() }));

/** Redeem a coupon (spec part 2 §5 "Coupon redemption"): the code is required ('Code is required') and uppercased. */
export { ZCouponInput } from '../credits/coupons';

/** The credits a redeemed coupon added to the user's own quota. */
export const ZCouponRedeemed = lazySchema(() => z.object({ credits: z.number().check(z.int()) }));
export type CouponRedeemed = z.infer<typeof ZCouponRedeemed>;
