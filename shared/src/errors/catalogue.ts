import { ACCOUNT_ERRORS } from './groups/accounts';
import { AI_ERRORS } from './groups/ai';
import { ASSESSMENT_ERRORS } from './groups/assessments';
import { CREDIT_ERRORS } from './groups/credits';
import { GENERAL_ERRORS } from './groups/general';
import { SUPPORT_ERRORS } from './groups/support';
import { TEAM_ERRORS } from './groups/teams';

/**
 * The error catalogue: spec part 2 §8 and part 1 §5, §6. One code per user-facing message, with its HTTP status,
 * split by topic in groups/; its texts are one module per language in texts/ (`errorMessage` in ./texts loads the
 * language asked for on first use), so a function that answers no error loads none of them (docs/architecture.md
 * "Handlers and errors").
 */
export const ERROR_STATUS = {
  ...GENERAL_ERRORS,
  ...ACCOUNT_ERRORS,
  ...TEAM_ERRORS,
  ...ASSESSMENT_ERRORS,
  ...CREDIT_ERRORS,
  ...AI_ERRORS,
  ...SUPPORT_ERRORS,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
