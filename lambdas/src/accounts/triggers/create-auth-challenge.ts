import { withCatalogueErrors } from './trigger-errors';
import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';
import { emailKey, normalizeEmail } from '@shared/accounts/email';
import { PIN_EXPIRY_SECONDS, PIN_MAX_FAILURES_PER_DAY } from '@shared/constants/pin';
import { DomainError } from '@shared/errors';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locale';
import { ZLocale } from '@shared/i18n/locale-schema';
import { sendMail as defaultSendMail, type SendMail } from '../../adapters/mail';
import { db } from '../../db/service';
import { pinEmail } from '../mail/pin-email';
import { DAY_TTL_SECONDS, epochSeconds, generatePin, hashPin, hourBucket, newChallengeId, newSalt, utcDay } from '../pin/pin-code';
import { dynamoPinStore, type PinStore } from '../pin/pin-store';
import { pinHashKey } from '../pin/pin-key';

export interface CreateAuthChallengeDeps {
  store: PinStore;
  sendMail: SendMail;
  now(): Date;
  generatePin(): string;
  /** The language saved on the user's account, if any. */
  savedLocale(email: string): Promise<string | undefined>;
  /** The language of the page this sign-in started on, noted by the pre-authentication trigger, if fresh. */
  pageLocale(email: string): Promise<string | undefined>;
  /** The key of the PIN hash (pin-key.ts). */
  hashKey(): Promise<Buffer>;
}

const METADATA_PREFIX = 'PIN-';
const PASS_PREFIX = 'PASS-';
/** Send-rate buckets outlive their hour a little, then the TTL removes them. */
const BUCKET_TTL_SECONDS = 2 * 60 * 60;

let deps: CreateAuthChallengeDeps | undefined;
function defaultDeps(): CreateAuthChallengeDeps {
  deps ??= {
    store: dynamoPinStore(),
    sendMail: defaultSendMail,
    now: () => new Date(),
    generatePin,
    hashKey: () => pinHashKey(),
    async pageLocale(email) {
      try {
        const noted = (await db().entities.signInLanguage.get({ emailKey: emailKey(email) }).go({ consistent: true })).data;
        return noted && noted.expiresAt > Math.floor(Date.now() / 1000) ? noted.lang : undefined;
      } catch {
        return undefined;
      }
    },
    async savedLocale(email) {
      try {
        return (
          await db()
            .entities.user.get({ emailKey: emailKey(email) })
            .go()
        ).data?.lang;
      } catch {
        return undefined;
      }
    },
  };
  return deps;
}

function parseLocale(value: string | undefined): Locale | undefined {
  const parsed = ZLocale.safeParse(value?.slice(0, 2).toLowerCase());
  return parsed.success ? parsed.data : undefined;
}

/**
 * The PIN e-mail speaks the language of the page that asked for it. Cognito passes ClientMetadata to this trigger
 * only from RespondToAuthChallenge (a resend); for the first PIN of a sign-in (InitiateAuth) the pre-authentication
 * trigger noted the page's language. Then the account's `locale` attribute (its sign-up page) and saved language.
 */
async function mailLocale(event: CreateAuthChallengeTriggerEvent, email: string, d: CreateAuthChallengeDeps): Promise<Locale> {
  return (
    parseLocale(event.request.clientMetadata?.lang) ??
    parseLocale(await d.pageLocale(email)) ??
    parseLocale(event.request.userAttributes.locale) ??
    parseLocale(await d.savedLocale(email)) ??
    DEFAULT_LOCALE
  );
}

/**
 * Cognito Create auth challenge: the e-mail PIN. The first challenge of a sign-in makes a
 * PIN_LENGTH-digit PIN, stores only its salted hash beside the address's other pending sign-ins (it
 * cancels none of them), counts the send against the hourly bound and the deployment's daily ceiling
 * (none at all for an address locked for the day) and mails it; a retry in the same sign-in reuses that challenge, so a wrong answer does not send
 * another mail. The client sees only the e-mail; the challenge id stays private.
 */
export function createCreateAuthChallenge(getDeps: () => CreateAuthChallengeDeps = defaultDeps) {
  return async (event: CreateAuthChallengeTriggerEvent): Promise<CreateAuthChallengeTriggerEvent> => {
    const d = getDeps();
    const email = normalizeEmail(event.request.userAttributes.email ?? '');
    event.response.publicChallengeParameters = { email };

    const previous = [...event.request.session].reverse().find((s) => s.challengeName === 'CUSTOM_CHALLENGE' && s.challengeMetadata?.startsWith(METADATA_PREFIX));
    if (previous?.challengeMetadata) {
      event.response.privateChallengeParameters = { challengeId: previous.challengeMetadata.slice(METADATA_PREFIX.length) };
      event.response.challengeMetadata = previous.challengeMetadata;
      return event;
    }
    if (event.request.userNotFound || !email) {
      // Define fails such sign-ins first; never send mail for them.
      event.response.privateChallengeParameters = { challengeId: '' };
      event.response.challengeMetadata = `${METADATA_PREFIX}none`;
      return event;
    }

    const now = d.now();
    const key = emailKey(email);
    // A guest's pass, or the grant of a just-verified guest, is the answer: no PIN is sent.
    const pass = await d.store.findPass(key, epochSeconds(now));
    if (pass) {
      event.response.privateChallengeParameters = { pass: pass.kind };
      event.response.challengeMetadata = `${PASS_PREFIX}${pass.kind}`;
      return event;
    }
    // An address with too many wrong codes today gets no more until tomorrow; the deployment's daily ceiling
    // bounds cost and guessing spread over many addresses (docs/auth.md "Guessing").
    if ((await d.store.failuresOn(key, utcDay(now))) >= PIN_MAX_FAILURES_PER_DAY) throw new DomainError('PIN_LOCKED');
    const allowed = await d.store.countSend(key, hourBucket(now), epochSeconds(now) + BUCKET_TTL_SECONDS);
    if (!allowed) throw new DomainError('PIN_SEND_LIMIT');
    if (!(await d.store.countDeploymentSend(utcDay(now), epochSeconds(now) + DAY_TTL_SECONDS))) throw new DomainError('PIN_SEND_LIMIT');

    const pin = d.generatePin();
    const salt = newSalt();
    const challengeId = newChallengeId();
    await d.store.saveChallenge({
      emailKey: key,
      challengeId,
      pinHash: hashPin(pin, salt, await d.hashKey()),
      salt,
      attempts: 0,
      expiresAt: epochSeconds(now) + PIN_EXPIRY_SECONDS,
      createdAt: now.toISOString(),
    });
    await d.sendMail(pinEmail(email, pin, await mailLocale(event, email, d)));

    event.response.privateChallengeParameters = { challengeId };
    event.response.challengeMetadata = `${METADATA_PREFIX}${challengeId}`;
    return event;
  };
}

export const handler = withCatalogueErrors(createCreateAuthChallenge());
