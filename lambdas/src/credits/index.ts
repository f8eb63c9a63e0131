/**
 * The face of lambdas/src/credits: all that other contexts may import from it (docs/boundaries.md).
 * Generated from what they import; keep it to that.
 */
export { spendAiRun } from './ai-budget';
export { assertCanPayForCompletion, completionCreditItems, completionPayer } from './completion-credit';
export { anonymiseAccountMoney } from './account-erasure-store';
export { anonymiseCompletionMovements } from './anonymised-movement-store';
export { hasPaid, hasPaidOrUsedCredit } from './established';
export { moveGuestCredits } from './guest-credits';
export { releaseDueHeldResults } from './held-results';
export {
  changeCreditBalance,
  loadCreditBalance,
  peekCreditBalance,
  type CreditBalanceOwner,
} from './credit-balance-store';
export { isRealUse, referralEventSafely } from './referral-rewards';
