import { PIN_MAX_ATTEMPTS_PER_CHALLENGE } from '@shared/constants/pin';
import { afterFailure, currentGuard, type GuardClaim, type GuardState } from './guard';
import type { PinStore, StoredPass, StoredPinChallenge } from './pin-store';

/** In-memory PinStore with the same conditions as the DynamoDB one; for unit tests and fakes. */
export class MemoryPinStore implements PinStore {
  readonly challenges = new Map<string, StoredPinChallenge>();
  readonly sends = new Map<string, number>();
  readonly passes = new Map<string, StoredPass>();
  readonly guards = new Map<string, GuardState & { expiresAt: number; version: number }>();
  readonly devices = new Map<string, number>();
  readonly deploymentSends = new Map<string, number>();
  /** Tests may lower the deployment's caps: pool -> cap used instead of the one asked for. */
  readonly deploymentCaps = new Map<string, number>();

  private static key(emailKey: string, challengeId: string): string {
    return `${emailKey}|${challengeId}`;
  }

  /** The challenges of an e-mail (tests look at attempts and what is left). */
  challengesOf(emailKey: string): StoredPinChallenge[] {
    return [...this.challenges.values()].filter((c) => c.emailKey === emailKey);
  }

  async countDeploymentSend(pool: string, day: string, cap: number): Promise<boolean> {
    const key = `${pool}|${day}`;
    const count = this.deploymentSends.get(key) ?? 0;
    if (count >= (this.deploymentCaps.get(pool) ?? cap)) return false;
    this.deploymentSends.set(key, count + 1);
    return true;
  }

  async countSend(bucket: string, hour: string, cap: number): Promise<boolean> {
    const key = `${bucket}|${hour}`;
    const count = this.sends.get(key) ?? 0;
    if (count >= cap) return false;
    this.sends.set(key, count + 1);
    return true;
  }

  async claimAttempt(emailKey: string, nowSeconds: number, ignoreBackoff: boolean): Promise<GuardClaim | null> {
    const stored = this.guards.get(emailKey);
    const state = currentGuard(stored, nowSeconds);
    if (!ignoreBackoff && state.blockedUntil > nowSeconds) return null;
    const next = afterFailure(state, nowSeconds);
    const version = (stored?.version ?? 0) + 1;
    this.guards.set(emailKey, { ...next, version });
    return { restore: { ...state, expiresAt: stored?.expiresAt ?? next.expiresAt }, version };
  }

  async refundAttempt(emailKey: string, claim: GuardClaim): Promise<void> {
    if (this.guards.get(emailKey)?.version === claim.version)
      this.guards.set(emailKey, { ...claim.restore, version: claim.version + 1 });
  }

  async blockedUntil(emailKey: string, nowSeconds: number): Promise<number> {
    const { blockedUntil } = currentGuard(this.guards.get(emailKey), nowSeconds);
    return blockedUntil > nowSeconds ? blockedUntil : 0;
  }

  async isKnownDevice(emailKey: string, deviceHash: string, nowSeconds: number): Promise<boolean> {
    return !!deviceHash && (this.devices.get(`${emailKey}|${deviceHash}`) ?? 0) > nowSeconds;
  }

  async rememberDevice(emailKey: string, deviceHash: string, expiresAt: number): Promise<void> {
    if (deviceHash) this.devices.set(`${emailKey}|${deviceHash}`, expiresAt);
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
