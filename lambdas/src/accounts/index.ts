/**
 * The face of lambdas/src/accounts: all that other contexts may import from it (docs/boundaries.md).
 * Generated from what they import; keep it to that.
 */
export { openAccount, readAccount } from './account-opening';
export { apiKeyActor } from './api-key-store';
export { finishGuestMerges, type GuestWork, mergeGuestInto, provideGuestWorkMover } from './guest-merge';
export { logoUrl, publishLogo } from './logo';
export { deferRetentionPolicy, dueRetentionPolicies, type RetentionPolicyItem } from './retention-store';
export { completionMailChoice, completionMailSettings, type CompletionMailSettings } from './notification-settings';
export { findUser, isPersonalTeamId, personalTeamId, personHasAccount, profileOf, type UserItem } from './repo';
