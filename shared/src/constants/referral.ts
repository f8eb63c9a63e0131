/** Referral: spec part 2 §9.2. */

/** Both the referrer and the friend earn this many free credits; the Refer button reads "+10 credits". */
export const REFERRAL_REWARD_CREDITS = 10;
export const REFERRAL_CODE_LENGTH = 35;
/** A public link code is three groups of three characters (e.g. `abc-def-ghi`). */
export const PUBLIC_LINK_GROUPS = 3;
export const PUBLIC_LINK_GROUP_LENGTH = 3;
/** The product's name, as the spec's '{email} already uses' message ends with it (the web's app.name says the same). */
export const PRODUCT_NAME = 'Culture Fit';
/** Referral invitation e-mails one account may send in a day (product decision: the spec is silent; it stops spam). */
export const REFERRAL_MAILS_PER_REFERRER_PER_DAY = 20;
/**
 * A referral is claimed by a new account: one created at most this long before the claim (product decision), so
 * an account that existed before it followed the link cannot claim a referral.
 */
export const REFERRAL_CLAIM_WINDOW_MS = 60 * 60 * 1000;
/**
 * Referral rewards one referrer may earn in a calendar month (UTC), whoever the friends are (product decision,
 * docs/abuse.md "Credits"): a reward is paid only after the friend's real use, and even so a referrer who brings
 * more than five paying friends a month is rare enough to be handled by hand, while a farm of throw-away
 * accounts that fake real use is held to 50 credits a month.
 */
export const REFERRAL_REWARDS_PER_REFERRER_PER_MONTH = 5;
/**
 * Referral rewards the whole deployment pays in a calendar month (UTC), both sides counted as one reward (ours,
 * docs/abuse.md "Credits"): 1,000 rewards give away 20,000 credits, far above what real referrals bring at this
 * size; reaching it means farming, so the next rewards wait (the referral stays pending and is paid at the friend's
 * next real use once the month turns) and the DeploymentBudgetReached alarm tells the operator.
 */
export const REFERRAL_REWARDS_PER_MONTH = 1000;
