import { handler as defineAuthChallenge } from '../../../lambdas/src/accounts/triggers/define-auth-challenge';
import { createCreateAuthChallenge } from '../../../lambdas/src/accounts/triggers/create-auth-challenge';
import { createVerifyAuthChallenge } from '../../../lambdas/src/accounts/triggers/verify-auth-challenge';
import { createPreSignUp } from '../../../lambdas/src/accounts/triggers/pre-sign-up';
import { createPreAuthentication } from '../../../lambdas/src/accounts/triggers/pre-authentication';
import { MemoryPinStore } from '../../../lambdas/src/accounts/pin/memory-pin-store';
import type { MailMessage } from '../../../lambdas/src/adapters/mail/types';
import type { CognitoTriggers } from './triggers';

/**
 * For protocol tests: the real trigger logic over an in-memory PIN store, no DynamoDB, and an
 * outbox that captures the PIN mails instead of sending them.
 */
export function fakeTriggers() {
  const store = new MemoryPinStore();
  const FAKE_HASH_KEY = Buffer.from('fake triggers pin hash key');
  const outbox: MailMessage[] = [];
  const triggers: CognitoTriggers = {
    preSignUp: createPreSignUp({ registeredWith: async () => null, hasGuestPass: async () => false }),
    preAuthentication: createPreAuthentication(() => ({
      store,
      now: () => new Date(),
      notePageLanguage: async () => undefined,
    })),
    defineAuthChallenge,
    createAuthChallenge: createCreateAuthChallenge(() => ({
      store,
      sendMail: async (m) => {
        outbox.push(m);
        return { status: 'sent', id: String(outbox.length) };
      },
      now: () => new Date(),
      generatePin: () => String(100000 + outbox.length * 1111),
      savedLocale: async () => undefined,
      pageLocale: async () => undefined,
      hashKey: async () => FAKE_HASH_KEY,
      hasAccount: async () => false,
    })),
    verifyAuthChallenge: createVerifyAuthChallenge(() => ({
      store,
      now: () => new Date(),
      hashKey: async () => FAKE_HASH_KEY,
    })),
  };
  const lastPin = () => /\b(\d{6})\b/.exec(outbox.at(-1)?.text ?? '')?.[1] ?? '';
  return { triggers, outbox, lastPin, store };
}
