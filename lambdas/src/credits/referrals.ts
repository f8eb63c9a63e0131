import { emailKey, isValidEmail, normalizeEmail, personStoreKey } from '@shared/accounts/email';
import { PRODUCT_NAME, REFERRAL_MAILS_PER_REFERRER_PER_DAY } from '@shared/constants';
import {
  advanceReferral,
  checkReferralClaim,
  checkReferralInvite,
  generateReferralCode,
  resolveReferralLink,
} from '@shared/credits';
import { DomainError } from '@shared/errors';
import { localeOr } from '@shared/i18n/locale-schema';
import type { ReferralLink, ReferralRow } from '@shared/routes';
import { personHasAccount, type UserItem } from '../accounts';
import { sendMail } from '../adapters/mail';
import { RACE_LOST, isConditionFailure, retryOnRace, unlessRaceLost } from '../common/conditional';
import { withinDailyCap } from '../common/daily-cap';
import { webUrl } from '../common/web-url';
import { referralInviteEmail } from './mail/referral-invite-email';
import {
  createReferral,
  createReferralLink,
  loadAccountNameOf,
  loadReferral,
  loadReferralLinkCode,
  loadRouteRecord,
  markReferralSignedUp,
  referralsBy,
  toDomainReferral,
  type ReferralItem,
} from './referral-store';

/** A referral link's route record path (spec part 1 §2 `l/:referralCode`). */
const linkPath = (code: string) => `/l/${code}`;

export function toReferralRow(r: ReferralItem): ReferralRow {
  return {
    email: r.email,
    status: r.status,
    credits: r.credits,
    credits_earned: r.credits_earned ?? 0,
    source: r.source,
    created_at: r.created_at,
  };
}

/** The name a friend sees for the person who invited them: never their address on the public page. */
function nameOf(user: { displayName?: string; firstName?: string; lastName?: string } | null): string {
  if (!user) return '';
  return user.displayName?.trim() || `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
}

function linksOf(code: string): ReferralLink {
  return { code, link: `${webUrl()}${linkPath(code)}`, joinLink: `${webUrl()}/join?${code}` };
}

/**
 * The user's personal referral link, created on first request: the code's route record (`/l/{code}` → owner and
 * team) and the owner's pointer to it are two conditional creates in one transaction, so racing first requests
 * agree on one code (the loser reads the winner's).
 */
export async function referralLinkOf({ user, now }: { user: UserItem; now: Date }): Promise<ReferralLink> {
  // No rewards before verification (docs/abuse.md "Credits"): a guest refers nobody, by link or by e-mail.
  if (user.isGuest) throw new DomainError('REFERRAL_GUEST');
  const ownerKey = emailKey(user.email);
  return retryOnRace(async () => {
    const existing = await loadReferralLinkCode(ownerKey);
    if (existing) return linksOf(existing);
    const code = generateReferralCode();
    const at = now.toISOString();
    const outcome = await createReferralLink({
      code,
      path: linkPath(code),
      owner: user.email,
      ownerKey,
      teamId: user.teamId,
      at,
    });
    // Refused: a racing request made the owner's link first (or, never in practice, the code was taken): read again.
    return outcome === 'written' ? linksOf(code) : RACE_LOST;
  });
}

/** The owner of a referral link code; 'Unknown referral link.' for anything else (a test link's code, nothing). */
export async function referralLinkOwner(code: string): Promise<{ owner: string; teamId: string }> {
  const data = await loadRouteRecord(code);
  return resolveReferralLink(data && data.path === linkPath(code) ? data : null);
}

/** Who invited you, for the sign-up page (spec part 1 §2 l/:referralCode). */
export async function inviterOf({ code }: { code: string }): Promise<{ inviterName: string }> {
  const { owner } = await referralLinkOwner(code);
  return { inviterName: nameOf(await loadAccountNameOf(owner)) };
}

/**
 * Invite a friend by e-mail (spec part 2 §5 "Referral invitation"), in the spec's order: a valid e-mail; a team
 * (the inviter's current workspace, from the server); not already invited by anyone; not already a user. Both
 * last rules are about the person (personKey): another spelling of an invited or registered address is refused. The
 * referral is stored pending with a conditional create keyed by the friend's address, so two referrers inviting
 * the same address at once store one referral; the friend is e-mailed the inviter's link in the inviter's language.
 * At most REFERRAL_MAILS_PER_REFERRER_PER_DAY invitations a day per inviter (ours: the spec is silent; stops spam).
 */
export async function inviteFriend(options: { user: UserItem; email: string; now: Date }): Promise<ReferralRow> {
  const { user, email: rawEmail, now } = options;
  if (user.isGuest) throw new DomainError('REFERRAL_GUEST');
  const valid = isValidEmail(rawEmail);
  const [invited, existingUser] = valid
    ? await Promise.all([loadReferral(rawEmail), personHasAccount(rawEmail)])
    : [null, false];
  const email = checkReferralInvite({
    email: rawEmail,
    teamId: user.teamId,
    alreadyInvited: !!invited,
    existingUser,
    product: PRODUCT_NAME,
  });
  if (!(await withinDailyCap(`referral-invite#${emailKey(user.email)}`, REFERRAL_MAILS_PER_REFERRER_PER_DAY, now)))
    throw new DomainError('REFERRAL_DAILY_LIMIT');
  const link = await referralLinkOf({ user, now });
  const at = now.toISOString();
  let item: ReferralItem;
  try {
    item = await createReferral({
      friendKey: personStoreKey(email),
      email,
      referrer: user.email,
      referrerKey: emailKey(user.email),
      teamId: user.teamId,
      status: 'pending',
      credits: 'pending',
      credits_earned: 0,
      source: 'invite',
      created_at: at,
      updated_at: at,
    });
  } catch (err) {
    if (isConditionFailure(err)) throw new DomainError('REFERRAL_ALREADY_INVITED');
    throw err;
  }
  await sendMail(
    await referralInviteEmail({
      to: email,
      inviter: nameOf(user) || user.email,
      link: link.link,
      locale: localeOr(user.lang),
    }),
  );
  return toReferralRow(item);
}

/** The friends a user referred, newest first (the refer-a-friend tab). */
export async function listFriends({ user }: { user: UserItem }): Promise<ReferralRow[]> {
  return (await referralsBy(user.email)).map(toReferralRow);
}

/**
 * A new account claims the referral link it followed before signing up (`checkReferralClaim` holds the rules):
 * an invitation already e-mailed to this address moves to signed up, whoever's link was followed; without one,
 * the link owner's referral is created at signed up. Both writes are conditional, so a retry or a racing
 * invitation is read again and judged on what is stored.
 */
export async function claimReferral(options: {
  user: UserItem;
  code: string;
  now: Date;
}): Promise<{ inviterName: string }> {
  const { user, code, now } = options;
  const link = await referralLinkOwner(code);
  const at = now.toISOString();
  return retryOnRace(async () => {
    const existing = await loadReferral(user.email);
    const decision = checkReferralClaim({
      claimer: { email: user.email, createdAt: user.createdAt, isGuest: user.isGuest ?? false },
      owner: link.owner,
      existing: existing ? toDomainReferral(existing) : null,
      product: PRODUCT_NAME,
      now,
    });
    // An invitation or another claim landed in between: judge again on what is stored.
    const recorded = await unlessRaceLost(
      (async () => {
        if (decision === 'create') {
          await createReferral({
            friendKey: personStoreKey(user.email),
            email: normalizeEmail(user.email),
            referrer: link.owner,
            referrerKey: emailKey(link.owner),
            teamId: link.teamId,
            status: 'signed_up',
            credits: 'pending',
            credits_earned: 0,
            source: 'link',
            created_at: at,
            updated_at: at,
            signed_up_at: at,
          });
        } else if (decision === 'advance' && existing) {
          const next = advanceReferral(toDomainReferral(existing), 'signed_up').referral;
          await markReferralSignedUp(existing.friendKey, next.status, at);
        }
      })(),
    );
    if (recorded === RACE_LOST) return RACE_LOST;
    const referrer = decision === 'advance' && existing ? existing.referrer : link.owner;
    return { inviterName: nameOf(await loadAccountNameOf(referrer)) };
  });
}
