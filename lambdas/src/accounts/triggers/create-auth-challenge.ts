import { withCatalogueErrors } from './trigger-errors';
import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';
import { emailKey, normalizeEmail } from '@shared/accounts/email';
import { PIN_EXPIRY_SECONDS } from '@shared/constants/pin';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locale';
import { ZLocale } from '@shared/i18n/locale-schema';
import { sendMail as defaultSendMail, type SendMail } from '../../adapters/mail';
import { db } from '../../db/service';
import { pinEmail } from '../mail/pin-email';
import { epochSeconds, generatePin, hashPin, newChallengeId, newSalt } from '../pin/pin-code';
import { dynamoPinStore, type PinStore } from '../pin/pin-store';
import { countDeploymentSend } from '../pin/send-budget';
import { sendPinMail } from '../pin/send-pin';
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
  /**
   * Whether the address has a product account, i.e. signed in before (the account is opened by the openAccount call
   * that follows a PIN, a pass or a provider answered; a Cognito sign-up alone makes none).
   */
  hasAccount(email: string): Promise<boolean>;
}

const METADATA_PREFIX = 'PIN-';
const PASS_PREFIX = 'PASS-';

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
        const noted = (
          await db()
            .entities.signInLanguage.get({ emailKey: emailKey(email) })
            .go({ consistent: true })
        ).data;
        return noted && noted.expiresAt > Math.floor(Date.now() / 1000) ? noted.lang : undefined;
      } catch {
        return undefined;
      }
    },
    async hasAccount(email) {
      return !!(
        await db()
          .entities.user.get({ emailKey: emailKey(email) })
          .go({ consistent: true })
      ).data;
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
async function mailLocale(
  event: CreateAuthChallengeTriggerEvent,
  email: string,
  d: CreateAuthChallengeDeps,
): Promise<Locale> {
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
 * cancels none of them), counts the send against the deployment's daily pools and mails it; a retry in the same sign-in reuses that challenge, so a wrong answer does not send
 * another mail. The client sees only the e-mail; the challenge id stays private.
 */
export function createCreateAuthChallenge(getDeps: () => CreateAuthChallengeDeps = defaultDeps) {
  return async (event: CreateAuthChallengeTriggerEvent): Promise<CreateAuthChallengeTriggerEvent> => {
    const d = getDeps();
    const email = normalizeEmail(event.request.userAttributes.email ?? '');
    event.response.publicChallengeParameters = { email };

    const previous = [...event.request.session]
      .reverse()
      .find((s) => s.challengeName === 'CUSTOM_CHALLENGE' && s.challengeMetadata?.startsWith(METADATA_PREFIX));
    if (previous?.challengeMetadata) {
      event.response.privateChallengeParameters = {
        challengeId: previous.challengeMetadata.slice(METADATA_PREFIX.length),
      };
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
    // The address's own bounds were counted per browser by the pre-authentication trigger; here the deployment's
    // day, split so addresses that never signed in cannot spend what existing users need (docs/auth.md "Guessing").
    await countDeploymentSend(d.store, await d.hasAccount(email), now);

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
    await sendPinMail(d.sendMail, pinEmail(email, pin, await mailLocale(event, email, d)));

    event.response.privateChallengeParameters = { challengeId };
    event.response.challengeMetadata = `${METADATA_PREFIX}${challengeId}`;
    return event;
  };
}

export const handler = withCatalogueErrors(createCreateAuthChallenge());
