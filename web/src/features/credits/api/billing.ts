import { mutate } from 'swr';
import type { CheckoutRequest, RouteId, TeamCheckoutRequest } from '@shared/routes';
import { CREDIT_BALANCE_POLL_MS } from '@shared/constants';
import { api } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** The account menu's credit line, refreshed every 5 s (spec part 2 §4 "Quota watch") and on focus. */
export function useCreditBalanceLine() {
  return useApi('getQuotaLine', {}, { refreshInterval: CREDIT_BALANCE_POLL_MS, revalidateOnFocus: true });
}

export function useBilling() {
  return useApi('getBilling', {}, { refreshInterval: CREDIT_BALANCE_POLL_MS });
}

/** A team's plan tab: the team's credits and movements (spec part 2 §3 "quota … per team"). */
export function useTeamBilling(teamId: string) {
  return useApi('getTeamBilling', { params: { teamId } }, { refreshInterval: CREDIT_BALANCE_POLL_MS });
}

const CHANGED: readonly RouteId[] = ['getBilling', 'getQuotaLine', 'getTeamBilling'];
export async function refreshCredits(): Promise<void> {
  await mutate((key) => Array.isArray(key) && CHANGED.includes(key[0] as RouteId));
}

/** Buying goes through Stripe Checkout: the browser leaves for the checkout page and comes back to the success page. */
export async function startCheckout(item: CheckoutRequest): Promise<void> {
  const { url } = await api('createCheckout', { body: item });
  window.location.assign(url);
}

/** Credits for a team's quota, bought by its owner or an admin: the same checkout, the team's page to come back to. */
export async function startTeamCheckout(teamId: string, item: TeamCheckoutRequest): Promise<void> {
  const { url } = await api('createTeamCheckout', { params: { teamId }, body: item });
  window.location.assign(url);
}

export async function openBillingPortal(): Promise<void> {
  const { url } = await api('createBillingPortal', {});
  window.location.assign(url);
}

export async function unsubscribe(): Promise<void> {
  const billing = await api('cancelSubscription', {});
  // The answer is the new billing view; only the credit line still needs reading.
  await mutate((key) => Array.isArray(key) && key[0] === 'getBilling', billing, { revalidate: false });
  await mutate((key) => Array.isArray(key) && key[0] === 'getQuotaLine');
}

/** The payment of a checkout, polled each second while Stripe's webhook has not landed yet. */
export function useCheckoutResult(sessionId: string | null) {
  return useApi('getCheckoutResult', sessionId ? { params: { sessionId } } : null, {
    refreshInterval: (data) => (data && data.status !== 'PENDING' ? 0 : 1000),
  });
}
