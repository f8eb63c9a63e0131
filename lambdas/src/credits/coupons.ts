import * as z from '@shared/zod-mini';
import { personStoreKey } from '@shared/accounts/email';
import { isGuestEmail } from '@shared/accounts/guest';
import { DomainError } from '@shared/errors';
import { WRITE_RETRY_ATTEMPTS } from '@shared/constants/limits';
import { checkCouponRedeemable, couponExpiresAt, normalizeCouponCode, redeemCoupon } from '@shared/credits';
import { RACE_LOST, isTransientTransactionFailure, retryOnRace } from '../common/conditional';
import { COUPON_REDEMPTIONS_PER_ADDRESS_PER_DAY } from '@shared/constants/credits';
import { ipScope, releaseDailyCap, withinDailyCap } from '../common/daily-cap';
import { grantCredits } from './ledger';
import { movementRecorded } from './credit-balance-store';
import { insertCoupon, loadCouponFor, takeCouponUse, toDomainCoupon, type CouponItem } from './coupon-store';
import { teamBuyer, teamRecipient } from './team-buyer';

export { listCoupons } from './coupon-store';

/**
 * The business event a coupon's credits are recorded under: one per coupon and person. Every spelling of one inbox
 * is one user (personStoreKey), so "each user may redeem a given coupon once" (spec part 2 §5) holds for the
 * person, not for each alias.
 */
export const couponEventId = (code: string, email: string) => `coupon#${code}#${personStoreKey(email)}`;

/**
 * Redeem a coupon for a user (spec part 2 §5 "Coupon redemption", §9.2) and return the credits added.
 *
 * One transaction takes a use off the coupon (conditional on `usage_limit > 0`) and creates the user's
 * redemption record (conditional on it not existing), so concurrent redemptions never use a coupon more often
 * than its limit and one user never redeems it twice. The credits follow under `coupon#<CODE>#<emailKey>`,
 * which adds them once. A refused transaction (another redemption landed first) is checked again from a fresh
 * read, so the loser reads the rule that now refuses it.
 */
export async function redeemCouponCode(options: {
  user: { email: string; isGuest?: boolean | undefined };
  code: string;
  /** Redeemed for this team's quota, by its owner or an admin: still the user's one redemption of the code. */
  teamId?: string;
  sourceIp: string;
  now: Date;
}): Promise<number> {
  const { user, code: rawCode, sourceIp, now } = options;
  const code = normalizeCouponCode(rawCode);
  // Someone outside the team cannot find it (404) before anything else is said about them.
  const team = options.teamId ? await teamBuyer(options.teamId, user.email) : null;
  // No free credits before verification (docs/abuse.md "Credits"): a guest redeems nothing, and nothing is taken.
  if (user.isGuest || isGuestEmail(user.email)) throw new DomainError('COUPON_GUEST');
  // A code the rules refuse as it stands (unknown, expired, used up, already redeemed) is refused before the
  // address's budget is touched, so a refusal writes nothing; a race lost later gives its count back.
  const firstRead = await refuseUnredeemable(user.email, code, now);
  // A few redemptions a day per client address, whatever the accounts; a refused redemption gives its count back.
  const scope = ipScope('coupon-redeem', sourceIp);
  if (!(await withinDailyCap(scope, COUPON_REDEMPTIONS_PER_ADDRESS_PER_DAY, now)))
    throw new DomainError('COUPON_DAILY_LIMIT');
  try {
    return await redeemOnce(user.email, team?.teamId ?? null, code, now, firstRead);
  } catch (error) {
    await releaseDailyCap(scope, 1, now);
    throw error;
  }
}

type CouponRead = Awaited<ReturnType<typeof loadCouponFor>>;

/**
 * Throws the rule's refusal for a code this person cannot redeem now (an unfinished grant of theirs passes);
 * returns what it read, which the redemption's first attempt uses rather than reading it again.
 */
async function refuseUnredeemable(email: string, code: string, now: Date): Promise<CouponRead> {
  const read = await loadCouponFor(code, personStoreKey(email));
  const { coupon, redeemed } = read;
  if (!(redeemed && redeemed.email === email))
    checkCouponRedeemable(coupon ? toDomainCoupon(coupon) : null, now, !!redeemed);
  return read;
}

async function redeemOnce(
  email: string,
  teamId: string | null,
  code: string,
  now: Date,
  firstRead: CouponRead,
): Promise<number> {
  const key = personStoreKey(email);
  const eventId = couponEventId(code, email);
  // The credits go where the redemption record says: a retry finishing an earlier grant keeps its recipient.
  const grant = async (credits: number, name: string, forTeam: string | null) => {
    const to = forTeam ? await teamRecipient(forTeam, email) : undefined;
    await grantCredits({ email, to, eventId, credits, type: 'coupon', variables: { code, name }, now });
    return credits;
  };

  return retryOnRace(
    async (n) => {
      // A retry reads again: the write it follows was refused because another redemption changed the coupon.
      const { coupon: item, redeemed } = n === 0 ? firstRead : await loadCouponFor(code, key);
      if (redeemed && redeemed.email === email) {
        // The use was taken but the credits never landed (the process stopped between the two writes): finish
        // the grant rather than answer 'Already used' for credits the user never got.
        if (!(await movementRecorded(eventId))) return grant(redeemed.credit, redeemed.name, redeemed.teamId ?? null);
      }
      const { transaction, credits } = redeemCoupon({
        code,
        coupon: item ? toDomainCoupon(item) : null,
        email,
        alreadyRedeemedByUser: !!redeemed,
        now,
      });
      let outcome: Awaited<ReturnType<typeof takeCouponUse>>;
      try {
        outcome = await takeCouponUse(code, { ...transaction, emailKey: key, ...(teamId ? { teamId } : {}) });
      } catch (err) {
        // Many users redeeming one coupon at once keep cancelling each other's transactions: read again.
        if (isTransientTransactionFailure(err)) return RACE_LOST;
        throw err;
      }
      return outcome === 'written' ? grant(credits, transaction.name, teamId) : RACE_LOST;
    },
    { attempts: WRITE_RETRY_ATTEMPTS + 1, exhausted: 'COUPON_REDEEM_FAILED' },
  );
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day (`2026-02-30` is not) or a timestamp JavaScript can read. */
function isExpiryDate(value: string): boolean {
  const day = DAY.exec(value);
  if (!day) return /^\d{4}-\d{2}-\d{2}T/.test(value) && couponExpiresAt(value) !== null;
  const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A new coupon as an operator defines it (scripts/coupon.ts); codes are stored uppercased, as they are looked up. */
export const ZNewCoupon = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'the code is required'),
      z.maxLength(64, 'the code has at most 64 characters'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'the code may hold only letters, digits, - and _'),
      z.toUpperCase(),
    ),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  credit: z
    .number()
    .check(z.int('credit must be a whole number'), z.minimum(1, 'credit must be at least 1'), z.maximum(100_000)),
  usage_limit: z
    .number()
    .check(
      z.int('usage limit must be a whole number'),
      z.minimum(1, 'usage limit must be at least 1'),
      z.maximum(10_000_000),
    ),
  expiry_date: z
    .string()
    .check(
      z.trim(),
      z.refine(isExpiryDate, 'the expiry date must be a day (YYYY-MM-DD) or an ISO date-time (YYYY-MM-DDTHH:mm:ssZ)'),
    ),
  creator: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
});
export type NewCoupon = z.input<typeof ZNewCoupon>;

/** Create a coupon; an existing code is never overwritten (conditional create). */
export async function createCoupon(
  input: NewCoupon,
  now: Date,
): Promise<{ created: true; coupon: CouponItem } | { created: false; existing: CouponItem | null }> {
  const c = ZNewCoupon.parse(input);
  return insertCoupon({ ...c, created_at: now.toISOString() });
}
