import { ACCOUNT_ERRORS } from './groups/accounts';
import { AI_ERRORS } from './groups/ai';
import { ASSESSMENT_ERRORS } from './groups/assessments';
import { CREDIT_ERRORS } from './groups/credits';
import type { ErrorEntry } from './groups/entry';
import { GENERAL_ERRORS } from './groups/general';
import { SUPPORT_ERRORS } from './groups/support';
import { TEAM_ERRORS } from './groups/teams';

export type { ErrorEntry } from './groups/entry';

/**
 * The error catalogue: spec part 2 §8 and part 1 §5, §6. One entry per user-facing message,
 * with a stable code, its HTTP status and its text in en, th and es. Split by topic in groups/.
 */
export const ERRORS = {
  ...GENERAL_ERRORS,
  ...ACCOUNT_ERRORS,
  ...TEAM_ERRORS,
  ...ASSESSMENT_ERRORS,
  ...CREDIT_ERRORS,
  ...AI_ERRORS,
  ...SUPPORT_ERRORS,
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;
