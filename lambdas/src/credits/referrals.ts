import type { EntityItem } from 'electrodb';
import { emailKey, isValidEmail, normalizeEmail, personStoreKey } from '@shared/accounts/email';
import { PRODUCT_NAME, REFERRAL_MAILS_PER_REFERRER_PER_DAY } from '@shared/constants';
import {
  advanceReferral,
  checkReferralClaim,
  checkReferralInvite,
  generateReferralCode,
  resolveReferralLink,
  type Referral,
} from '@shared/credits';
import { DomainError } from '@shared/errors';
import { ZLocale } from '@shared/i18n/locale-schema';
import type { ReferralLink, ReferralRow } from '@shared/routes';
import { db } from '../db/service';
import type { ReferralEntity } from '../db/entities/referral';
import { transactWrite } from '../db/transact';
import { personHasAccount, type UserItem } from '../accounts';
import { sendMail } from '../adapters/mail';
import { RACE_LOST, isConditionFailure, retryOnRace, unlessRaceLost } from '../common/conditional';
import { withinDailyCap } from '../common/daily-cap';
import { webUrl } from '../common/web-url';
import { referralInviteEmail } from './mail/referral-invite-email';

export type ReferralItem = EntityItem<typeof ReferralEntity>;

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

export function toDomainReferral(r: ReferralItem): Referral {
  return {
    referrer: r.referrer,
    email: r.email,
    teamId: r.teamId,
    status: r.status,
    credits: r.credits,
    credits_earned: r.credits_earned ?? 0,
  };
}

/** A friend is referred once as a person: every spelling of one inbox is one referral (personStoreKey). */
export async function loadReferral(friendEmail: string): Promise<ReferralItem | null> {
  const { data } = await db()
    .entities.referral.get({ friendKey: personStoreKey(friendEmail) })
    .go({ consistent: true });
  return data;
}

/** The name a friend sees for the person who invited them: never their address on the public page. */
function nameOf(user: Pick<UserItem, 'displayName' | 'firstName' | 'lastName'> | null): string {
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
export async function referralLinkOf(user: UserItem, now: Date): Promise<ReferralLink> {
  // No rewards before verification (docs/abuse.md "Credits"): a guest refers nobody, by link or by e-mail.
  if (user.isGuest) throw new DomainError('REFERRAL_GUEST');
  const ownerKey = emailKey(user.email);
  return retryOnRace(async () => {
    const { data: existing } = await db().entities.referralLink.get({ ownerKey }).go({ consistent: true });
    if (existing) return linksOf(existing.code);
    const code = generateReferralCode();
    const at = now.toISOString();
    const outcome = await transactWrite(() =>
      db()
        .transaction.write(({ routeRecord, referralLink }) => [
          routeRecord
            .create({
              code,
              path: linkPath(code),
              owner: user.email,
              teamId: user.teamId,
              created_at: at,
              updated_at: at,
            })
            .commit(),
          referralLink.create({ ownerKey, code, created_at: at }).commit(),
        ])
        .go(),
    );
    // Refused: a racing request made the owner's link first (or, never in practice, the code was taken): read again.
    return outcome === 'written' ? linksOf(code) : RACE_LOST;
  });
}

/** The owner of a referral link code; 'Unknown referral link.' for anything else (a test link's code, nothing). */
export async function referralLinkOwner(code: string): Promise<{ owner: string; teamId: string }> {
  const { data } = await db().entities.routeRecord.get({ code }).go();
  return resolveReferralLink(data && data.path === linkPath(code) ? data : null);
}

/** Who invited you, for the sign-up page (spec part 1 §2 l/:referralCode). */
export async function inviterOf(code: string): Promise<{ inviterName: string }> {
  const { owner } = await referralLinkOwner(code);
  const { data: user } = await db()
    .entities.user.get({ emailKey: emailKey(owner) })
    .go();
  return { inviterName: nameOf(user) };
}

/**
 * Invite a friend by e-mail (spec part 2 §5 "Referral invitation"), in the spec's order: a valid e-mail; a team
 * (the inviter's current workspace, from the server); not already invited by anyone; not already a user. Both
 * last rules are about the person (personKey): another spelling of an invited or registered address is refused. The
 * referral is stored pending with a conditional create keyed by the friend's address, so two referrers inviting
 * the same address at once store one referral; the friend is e-mailed the inviter's link in the inviter's language.
 * At most REFERRAL_MAILS_PER_REFERRER_PER_DAY invitations a day per inviter (ours: the spec is silent; stops spam).
 */
export async function inviteFriend(user: UserItem, rawEmail: string, now: Date): Promise<ReferralRow> {
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
  const link = await referralLinkOf(user, now);
  const at = now.toISOString();
  let item: ReferralItem;
  try {
    ({ data: item } = await db()
      .entities.referral.create({
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
      })
      .go());
  } catch (err) {
    if (isConditionFailure(err)) throw new DomainError('REFERRAL_ALREADY_INVITED');
    throw err;
  }
  await sendMail(
    await referralInviteEmail({
      to: email,
      inviter: nameOf(user) || user.email,
      link: link.link,
      locale: ZLocale.catch('en').parse(user.lang),
    }),
  );
  return toReferralRow(item);
}

/** The friends a user referred, newest first (the refer-a-friend tab). */
export async function listFriends(user: UserItem): Promise<ReferralRow[]> {
  const { data } = await db()
    .entities.referral.query.byReferrer({ referrerKey: emailKey(user.email) })
    .go({ order: 'desc', pages: 'all' });
  return data.map(toReferralRow);
}

/**
 * A new account claims the referral link it followed before signing up (`checkReferralClaim` holds the rules):
 * an invitation already e-mailed to this address moves to signed up, whoever's link was followed; without one,
 * the link owner's referral is created at signed up. Both writes are conditional, so a retry or a racing
 * invitation is read again and judged on what is stored.
 */
export async function claimReferral(user: UserItem, code: string, now: Date): Promise<{ inviterName: string }> {
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
          await db()
            .entities.referral.create({
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
            })
            .go();
        } else if (decision === 'advance' && existing) {
          const next = advanceReferral(toDomainReferral(existing), 'signed_up').referral;
          await db()
            .entities.referral.patch({ friendKey: existing.friendKey })
            .set({ status: next.status, signed_up_at: at, updated_at: at })
            .where((a, op) => op.eq(a.status, 'pending'))
            .go();
        }
      })(),
    );
    if (recorded === RACE_LOST) return RACE_LOST;
    const referrer = decision === 'advance' && existing ? existing.referrer : link.owner;
    const { data: owner } = await db()
      .entities.user.get({ emailKey: emailKey(referrer) })
      .go();
    return { inviterName: nameOf(owner) };
  });
}
