/** Referral: spec part 2 §9.2. */

/** Both the referrer and the friend earn this many free credits; the Refer button reads "+10 credits". */
export const REFERRAL_REWARD_CREDITS = 10;
export const REFERRAL_CODE_LENGTH = 35;
/** A public link code is three groups of three characters (e.g. `abc-def-ghi`). */
export const PUBLIC_LINK_GROUPS = 3;
export const PUBLIC_LINK_GROUP_LENGTH = 3;
