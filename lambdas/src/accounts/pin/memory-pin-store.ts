import { PIN_MAX_ATTEMPTS_PER_CHALLENGE, PIN_MAX_SENDS_PER_EMAIL_PER_HOUR } from '@shared/constants/pin';
import type { PinStore, StoredPass, StoredPinChallenge } from './pin-store';

/** In-memory PinStore with the same conditions as the DynamoDB one; for unit tests and fakes. */
export class MemoryPinStore implements PinStore {
  readonly challenges = new Map<string, StoredPinChallenge>();
  readonly sends = new Map<string, number>();
  readonly passes = new Map<string, StoredPass>();

  async countSend(emailKey: string, hour: string): Promise<boolean> {
    const key = `${emailKey}|${hour}`;
    const count = this.sends.get(key) ?? 0;
    if (count >= PIN_MAX_SENDS_PER_EMAIL_PER_HOUR) return false;
    this.sends.set(key, count + 1);
    return true;
  }

  async saveChallenge(challenge: StoredPinChallenge): Promise<void> {
    this.challenges.set(challenge.emailKey, { ...challenge });
  }

  async recordAttempt(emailKey: string, challengeId: string, nowSeconds: number): Promise<StoredPinChallenge | null> {
    const c = this.challenges.get(emailKey);
    if (!c || c.challengeId !== challengeId || c.attempts >= PIN_MAX_ATTEMPTS_PER_CHALLENGE || c.expiresAt <= nowSeconds) return null;
    c.attempts += 1;
    return { ...c };
  }

  async consume(emailKey: string, challengeId: string): Promise<boolean> {
    const c = this.challenges.get(emailKey);
    if (!c || c.challengeId !== challengeId) return false;
    this.challenges.delete(emailKey);
    return true;
  }

  async findPass(emailKey: string, nowSeconds: number): Promise<StoredPass | null> {
    const p = this.passes.get(emailKey);
    return p && p.expiresAt > nowSeconds ? { ...p } : null;
  }

  async consumePass(emailKey: string, secretHash: string): Promise<boolean> {
    const p = this.passes.get(emailKey);
    if (!p || p.secretHash !== secretHash) return false;
    this.passes.delete(emailKey);
    return true;
  }
}
