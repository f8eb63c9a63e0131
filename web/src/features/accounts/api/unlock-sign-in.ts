import { api } from '../../../lib/api-client';
import { deviceId } from './device-id';

/**
 * Opens the unlock link mailed during a sign-in back-off (docs/auth.md "Guessing"): this browser's id becomes known
 * to the address, so its next PIN is sent and answered without waiting.
 */
export async function unlockSignIn(token: string): Promise<void> {
  await api('unlockSignIn', { body: { token, device: deviceId() } });
}

/** The token is the link's fragment (never sent to a server by the browser); '' when there is none. */
export function unlockTokenFromHash(hash: string): string {
  return hash.replace(/^#/, '').trim();
}
