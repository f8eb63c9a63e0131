import { PIN_MAX_ATTEMPTS_PER_CHALLENGE, PIN_MAX_SENDS_PER_DAY, PIN_MAX_SENDS_PER_EMAIL_PER_HOUR } from '@shared/constants/pin';
import type { PinStore, StoredPass, StoredPinChallenge } from './pin-store';

/** In-memory PinStore with the same conditions as the DynamoDB one; for unit tests and fakes. */
export class MemoryPinStore implements PinStore {
  readonly challenges = new Map<string, StoredPinChallenge>();
  readonly sends = new Map<string, number>();
  readonly passes = new Map<string, StoredPass>();
  readonly failures = new Map<string, number>();
  deploymentSends = 0;
  deploymentCeiling = PIN_MAX_SENDS_PER_DAY;

  private static key(emailKey: string, challengeId: string): string {
    return `${emailKey}|${challengeId}`;
  }

  /** The challenges of an e-mail (tests look at attempts and what is left). */
  challengesOf(emailKey: string): StoredPinChallenge[] {
    return [...this.challenges.values()].filter((c) => c.emailKey === emailKey);
  }

  async countFailure(emailKey: string, day: string): Promise<number> {
    const key = `${emailKey}|${day}`;
    const n = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, n);
    return n;
  }

  async failuresOn(emailKey: string, day: string): Promise<number> {
    return this.failures.get(`${emailKey}|${day}`) ?? 0;
  }

  async countDeploymentSend(): Promise<boolean> {
    if (this.deploymentSends >= this.deploymentCeiling) return false;
    this.deploymentSends += 1;
    return true;
  }

  async countSend(emailKey: string, hour: string): Promise<boolean> {
    const key = `${emailKey}|${hour}`;
    const count = this.sends.get(key) ?? 0;
    if (count >= PIN_MAX_SENDS_PER_EMAIL_PER_HOUR) return false;
    this.sends.set(key, count + 1);
    return true;
  }

  async saveChallenge(challenge: StoredPinChallenge): Promise<void> {
    this.challenges.set(MemoryPinStore.key(challenge.emailKey, challenge.challengeId), { ...challenge });
  }

  async recordAttempt(emailKey: string, challengeId: string, nowSeconds: number): Promise<StoredPinChallenge | null> {
    const c = this.challenges.get(MemoryPinStore.key(emailKey, challengeId));
    if (!c || c.attempts >= PIN_MAX_ATTEMPTS_PER_CHALLENGE || c.expiresAt <= nowSeconds) return null;
    c.attempts += 1;
    return { ...c };
  }

  async consume(emailKey: string, challengeId: string): Promise<boolean> {
    if (!this.challenges.has(MemoryPinStore.key(emailKey, challengeId))) return false;
    this.challenges.delete(MemoryPinStore.key(emailKey, challengeId));
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
