import { createHmac } from 'node:crypto';

/**
 * The network a respondent answered from, as a key that compares equal for the same address within one assessment
 * and reveals nothing else: a keyed hash of the address (the assessment's id as the key), never the address itself.
 * Unknown addresses (none given) have no key.
 */
export function networkKeyOf(formId: string, sourceIp: string): string | undefined {
  if (!sourceIp) return undefined;
  return createHmac('sha256', `integrity:${formId}`).update(sourceIp).digest('base64url').slice(0, 22);
}
