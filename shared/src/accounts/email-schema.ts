import * as z from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';

/** Apart from ./email, so the browser's entry (which checks addresses with the pattern) carries no zod. */
/** Trimmed, lowercased, pattern-checked; failures carry INVALID_EMAIL_ADDRESS. */
export const ZEmail = z
  .string({ error: 'EMAIL_REQUIRED' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'EMAIL_REQUIRED' })
  // RFC 5321 caps an address at 254 characters; a longer one is refused before the pattern runs.
  .max(EMAIL_MAX_LENGTH, { error: 'INVALID_EMAIL_ADDRESS' })
  .regex(EMAIL_PATTERN, { error: 'INVALID_EMAIL_ADDRESS' });
export type Email = z.infer<typeof ZEmail>;
