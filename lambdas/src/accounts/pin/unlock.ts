import { createHash, randomBytes } from 'node:crypto';
import { emailKey } from '@shared/accounts/email';
import { PIN_UNLOCK_LINK_SECONDS, PIN_UNLOCK_MAILS_PER_ADDRESS_PER_DAY } from '@shared/constants/pin';
import { DomainError } from '@shared/errors';
import { ZLocale } from '@shared/i18n/locale-schema';
import { sendMail as defaultSendMail, type SendMail } from '../../adapters/mail';
import { releaseDailyCap, withinDailyCap } from '../../common/daily-cap';
import { deployedWebUrl } from '../../common/deployed-web-url';
import { errorFields, logger } from '../../common/logger';
import { unlockEmail } from '../mail/unlock-email';
import { deviceHash, KNOWN_DEVICE_SECONDS } from './guard';
import { epochSeconds } from './pin-code';
import { dynamoPinStore, type PinStore } from './pin-store';
import { countDeploymentSend } from './send-budget';
import { loadAccountLang, saveUnlockToken, useUnlockToken } from './unlock-store';

/** The link's token: 32 random bytes, base64url (43 characters); only its sha256 is stored. */
export function newUnlockToken(): string {
  return randomBytes(32).toString('base64url');
}

export function unlockTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The web page that uses the token; it is in the fragment, so it never reaches a server log. */
export function unlockLink(origin: string, token: string): string {
  return `${origin}/sign-in/unlock#${token}`;
}

/**
 * A stranger's wrong answer just made the address wait (guard.ts startsWaiting): mail its owner a one-time link that
 * makes the browser opening it known to the address, as a right answer would, so the owner on a new browser is not
 * held back. Only an address with a product account, at most PIN_UNLOCK_MAILS_PER_ADDRESS_PER_DAY a UTC day, and
 * counted in the deployment's PIN day (the existing accounts' pool). The mail is best effort: a failure is logged and
 * never changes the answer's outcome.
 */
export async function offerUnlockLink(
  email: string,
  now: Date,
  deps: { store?: PinStore; sendMail?: SendMail } = {},
): Promise<void> {
  const key = emailKey(email);
  const scope = `pin-unlock#${key}`;
  try {
    const user = await loadAccountLang(key);
    const origin = await deployedWebUrl();
    if (!user || !origin) return;
    if (!(await withinDailyCap(scope, PIN_UNLOCK_MAILS_PER_ADDRESS_PER_DAY, now))) return;
    try {
      await countDeploymentSend(deps.store ?? dynamoPinStore(), true, now);
    } catch (err) {
      await releaseDailyCap(scope, 1, now);
      if (err instanceof DomainError) return;
      throw err;
    }
    const token = newUnlockToken();
    await saveUnlockToken(unlockTokenHash(token), key, epochSeconds(now) + PIN_UNLOCK_LINK_SECONDS);
    const lang = ZLocale.safeParse(user.lang);
    await (deps.sendMail ?? defaultSendMail)(
      await unlockEmail(email, unlockLink(origin, token), lang.success ? lang.data : 'en'),
    );
  } catch (err) {
    logger.error('unlock mail not sent', { error: errorFields(err) });
  }
}

/**
 * Opens an unlock link: uses the token up (a conditional delete that also requires it unexpired, so it works once)
 * and remembers the browser as known to the address. Nothing else changes: the back-off stays for every other
 * browser. SIGN_IN_LINK_INVALID for an unknown, expired or used token.
 */
export async function openUnlockLink(
  input: { token: string; device: string; now: Date },
  store: PinStore = dynamoPinStore(),
): Promise<void> {
  const device = deviceHash(input.device);
  if (!device) throw new DomainError('SIGN_IN_LINK_INVALID');
  const at = epochSeconds(input.now);
  const used = await useUnlockToken(unlockTokenHash(input.token), at);
  if (!used) throw new DomainError('SIGN_IN_LINK_INVALID');
  await store.rememberDevice(used, device, at + KNOWN_DEVICE_SECONDS);
}
