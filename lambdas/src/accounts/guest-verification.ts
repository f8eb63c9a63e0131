import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { emailKey, normalizeEmail } from '@shared/accounts/email';
import {
  GUEST_GRANT_MINUTES,
  GUEST_PASS_DAYS,
  GUEST_STARTS_PER_ADDRESS_PER_DAY,
  guestEmail,
} from '@shared/accounts/guest';
import {
  GUEST_VERIFICATION_CODES_PER_GUEST_PER_DAY,
  GUEST_VERIFICATION_CODES_PER_IP_PER_DAY,
  PIN_EXPIRY_SECONDS,
  PIN_MAX_ATTEMPTS_PER_CHALLENGE,
} from '@shared/constants/pin';
import { DomainError } from '@shared/errors';
import type { Locale } from '@shared/i18n/locale';
import type { Profile } from '@shared/routes';
import { ipScope, releaseDailyCap, reserveBudgets, withinDailyCap } from '../common/daily-cap';
import { sendMail } from '../adapters/mail';
import { sendPinMail } from './pin/send-pin';
import { findUser, profileOf, type UserItem } from './repo';
import { mergeDue, mergeGuestInto } from './guest-merge';
import {
  claimGuestWithCode,
  claimGuestWithLink,
  countGuestAttempt,
  createGuestLink,
  createGuestPass,
  guestVerificationsAt,
  loadGuestLink,
  putGuestVerification,
} from './guest-store';
import { issuePass } from './pass/pass-code';
import { epochSeconds, generatePin, hashPin, newSalt, pinMatches } from './pin/pin-code';
import { pinHashKey } from './pin/pin-key';
import { dynamoPinStore } from './pin/pin-store';
import { countAddressSend, countDeploymentSend } from './pin/send-budget';
import { startsWaiting } from './pin/guard';
import { offerUnlockLink } from './pin/unlock';
import { pinEmail } from './mail/pin-email';

/**
 * Start a guest account (spec part 1 §4 "Guest"): a reserved address and a pass the browser keeps; the
 * browser signs up and signs in with them (Cognito custom auth: the pass is the answer, no e-mail is sent).
 * Unverified guests' passes expire after GUEST_PASS_DAYS.
 */
export async function startGuestAccount({ sourceIp, now }: { sourceIp: string; now: Date }) {
  // A public route that creates accounts: at most GUEST_STARTS_PER_ADDRESS_PER_DAY from one address a day.
  if (!(await withinDailyCap(`guest-start#${sourceIp || 'unknown'}`, GUEST_STARTS_PER_ADDRESS_PER_DAY, now)))
    throw new DomainError('GUEST_START_LIMIT');
  const email = guestEmail(randomUUID());
  const pass = issuePass();
  await createGuestPass(emailKey(email), pass, epochSeconds(now) + GUEST_PASS_DAYS * 86400, now);
  return { email, secret: pass.secret };
}

async function isRegistered(email: string): Promise<boolean> {
  return !!(await findUser(email, true));
}

/**
 * Verify dialog, step 1 (spec part 1 §2, §5): a guest asks for a code at a real address that is not yet
 * registered. The code is bound to this guest (its own record beside other guests' pending codes, which it leaves
 * alone) and counted as a sign-in PIN is: per address and client IP, the address's hourly ceiling and back-off, and
 * the deployment's pool for addresses that never signed in (pin/send-budget.ts); and per guest and per client IP
 * a day, whatever the addresses.
 */
export async function sendGuestVerificationCode(options: {
  guest: UserItem;
  email: string;
  locale: Locale;
  sourceIp: string;
  now: Date;
}): Promise<void> {
  const { guest, locale, sourceIp, now } = options;
  if (!guest.isGuest) throw new DomainError('NOT_A_GUEST');
  const email = normalizeEmail(options.email);
  if (await isRegistered(email)) throw new DomainError('EMAIL_ALREADY_REGISTERED', { email });
  const key = emailKey(email);
  const store = dynamoPinStore();
  // Per guest and per client IP a day, whatever the addresses; given back when a bound of the address refuses.
  const budgets = [
    { scope: `guest-verify#acct#${guest.email}`, cap: GUEST_VERIFICATION_CODES_PER_GUEST_PER_DAY },
    { scope: ipScope('guest-verify', sourceIp), cap: GUEST_VERIFICATION_CODES_PER_IP_PER_DAY },
  ];
  if (await reserveBudgets(budgets, 1, now)) throw new DomainError('PIN_SEND_LIMIT');
  try {
    await countAddressSend(store, { emailKey: key, requester: `ip#${sourceIp || 'unknown'}`, known: false, now });
    await countDeploymentSend(store, false, now);
  } catch (err) {
    await Promise.all(budgets.map((b) => releaseDailyCap(b.scope, 1, now)));
    throw err;
  }
  const pin = generatePin();
  const salt = newSalt();
  // Keyed by address and guest: a second guest's request makes a record of its own and replaces nobody's code.
  await putGuestVerification(
    key,
    guest.email,
    { pinHash: hashPin(pin, salt, await pinHashKey()), salt, expiresAt: epochSeconds(now) + PIN_EXPIRY_SECONDS },
    now,
  );
  await sendPinMail(sendMail, pinEmail(email, pin, locale));
}

/**
 * Verify dialog, step 2 (spec part 1 §5 "Guest verification", in its order): signed in; a guest; the PIN
 * matches; the PIN was issued to this guest; the address is not registered. Each answer is first counted as a
 * wrong one against the address, as a sign-in PIN is (one conditional write that also refuses it during a
 * back-off, PIN_LOCKED), and taken back when right. Then, in one transaction, the PIN is used up, the guest's data
 * is claimed for the address and a one-time grant is issued, with which the browser opens the new account; opening
 * it moves the data (accounts/guest-merge.ts).
 */
export async function verifyGuestCode(options: { guest: UserItem; email: string; pin: string; now: Date }) {
  const { guest, pin, now } = options;
  if (!guest.isGuest) throw new DomainError('NOT_A_GUEST');
  const email = normalizeEmail(options.email);
  const key = emailKey(email);
  const nowSeconds = epochSeconds(now);
  const store = dynamoPinStore();
  const claim = await store.claimAttempt(key, nowSeconds, false);
  if (!claim) throw new DomainError('PIN_LOCKED');
  const hashKey = await pinHashKey();
  const record = await countGuestAttempt(key, guest.email, nowSeconds);
  if (!record || !pinMatches(pin, record.salt ?? '', record.pinHash ?? '', hashKey)) {
    // A wrong code here counts against the address's sign-in too: the one that makes it wait mails its owner, as in sign-in.
    if (startsWaiting(claim.restore, nowSeconds)) await offerUnlockLink(email, now);
    // The spec's order: a code that matches another guest's pending one says so (and stays counted as wrong).
    const others = await guestVerificationsAt(key);
    const theirs = others.find(
      (o) =>
        o.guestEmail !== guest.email &&
        o.expiresAt > nowSeconds &&
        o.attempts < PIN_MAX_ATTEMPTS_PER_CHALLENGE &&
        pinMatches(pin, o.salt, o.pinHash, hashKey),
    );
    if (theirs) throw new DomainError('GUEST_MISMATCH');
    throw new DomainError('INVALID_EMAIL_OR_OTP');
  }
  if (await isRegistered(email)) throw new DomainError('EMAIL_ALREADY_REGISTERED', { email });

  const grant = issuePass();
  const outcome = await claimGuestWithCode({
    key,
    guestEmail: guest.email,
    guestSub: guest.sub,
    pinHash: record.pinHash ?? '',
    grant,
    grantExpiresAt: nowSeconds + GUEST_GRANT_MINUTES * 60,
    due: mergeDue(now),
    now,
  });
  // A concurrent confirmation of the same PIN won: this one is a replay.
  if (outcome !== 'written') throw new DomainError('INVALID_EMAIL_OR_OTP');
  await store.refundAttempt(key, claim);
  return { email, grant: grant.secret };
}

const LINK_MINUTES = 10;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Verify dialog, "or sign in with Google or Microsoft" (spec part 1 §2, §4): before the browser leaves for
 * the provider, the guest gets a one-time token; the account that comes back presents it.
 */
export async function startGuestProviderLink({ guest, now }: { guest: UserItem; now: Date }) {
  if (!guest.isGuest) throw new DomainError('NOT_A_GUEST');
  const token = randomBytes(32).toString('base64url');
  await createGuestLink({
    tokenHash: tokenHash(token),
    guestEmail: guest.email,
    guestSub: guest.sub,
    expiresAt: epochSeconds(now) + LINK_MINUTES * 60,
    createdAt: now.toISOString(),
  });
  return { token };
}

/**
 * The provider account back from Google or Microsoft takes over the guest's work (spec part 1 §5 "Guest
 * verification": the address must not be registered already, so only an account made after the token
 * was issued may). The token is used up in the same transaction that claims the work, so a retry or a
 * second tab moves it once; the move itself is accounts/guest-merge.ts.
 */
export async function completeGuestProviderLink(options: {
  user: UserItem;
  token: string;
  now: Date;
}): Promise<Profile> {
  const { user, token, now } = options;
  if (user.isGuest) throw new DomainError('NOT_A_GUEST');
  const key = tokenHash(token);
  const link = await loadGuestLink(key);
  if (!link || link.expiresAt <= epochSeconds(now)) throw new DomainError('GUEST_LINK_INVALID');
  if (user.createdAt < link.createdAt) throw new DomainError('EMAIL_ALREADY_REGISTERED', { email: user.email });
  const outcome = await claimGuestWithLink(link, user.emailKey, mergeDue(now), now);
  if (outcome !== 'written') throw new DomainError('GUEST_LINK_INVALID');
  return profileOf(await mergeGuestInto({ ...user, guestMergeFrom: link.guestEmail }, now));
}
