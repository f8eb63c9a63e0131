import { defineHandler } from '../../http/handler-factory';
import { billingOf } from '../billing-view';
import { checkoutResult, openBillingPortal, startCheckout, unsubscribe } from '../checkout';

/** The plan and billing tab (spec part 1 §2): the account's own quota, movements and payments. */
export const getBilling = defineHandler('getBilling', async ({ now, user }) => {
  return billingOf(user.email, now);
});

/** Buying (spec part 2 §9.1) through Stripe Checkout, recorded PENDING until the webhook moves it on. */
export const createCheckout = defineHandler('createCheckout', async ({ body, locale, now, user }) =>
  startCheckout({ email: user.email, request: body, locale, now }),
);

/** The return page after a payment: the payment as the webhook left it (PENDING until it lands). */
export const getCheckoutResult = defineHandler('getCheckoutResult', async ({ params, user }) =>
  checkoutResult({ email: user.email, sessionId: params.sessionId }),
);

/** Managing a subscription happens in the Stripe Billing Portal. */
export const createBillingPortal = defineHandler('createBillingPortal', async ({ now, user }) =>
  openBillingPortal({ email: user.email, now }),
);

/** Unsubscribe (spec part 2 §4): the subscription ends with its period, and the plan shows Unsubscribed. */
export const cancelSubscription = defineHandler('cancelSubscription', async ({ now, user }) =>
  unsubscribe({ email: user.email, now }),
);
