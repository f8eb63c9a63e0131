import * as z from '../zod-mini';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';

/** Apart from ./email, so the browser's entry (which checks addresses with the pattern) carries no zod. */
/** Trimmed, lowercased, pattern-checked; failures carry INVALID_EMAIL_ADDRESS. */
export const ZEmail = z.string({ error: 'EMAIL_REQUIRED' }).check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, { error: 'EMAIL_REQUIRED' }),
  // RFC 5321 caps an address at 254 characters; a longer one is refused before the pattern runs.
  z.maxLength(EMAIL_MAX_LENGTH, { error: 'INVALID_EMAIL_ADDRESS' }),
  z.regex(EMAIL_PATTERN, { error: 'INVALID_EMAIL_ADDRESS' }),
);
export type Email = z.infer<typeof ZEmail>;
