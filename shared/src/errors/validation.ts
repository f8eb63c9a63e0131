import type * as z from '../zod-mini';
import { isErrorCode, DomainError } from './domain-error';
import type { ErrorCode } from './catalogue';

/**
 * Schemas in shared/ put a catalogue code in each issue's message (`{ error: 'SECTION_REQUIRED' }`),
 * so a failed parse maps to one user-facing message. Issues without a code become VALIDATION_FAILED.
 */
export function issueCode(issue: { message: string }): ErrorCode {
  return isErrorCode(issue.message) ? issue.message : 'VALIDATION_FAILED';
}

/** The code of the first issue: the message the user sees. */
export function validationErrorCode(error: z.core.$ZodError): ErrorCode {
  const first = error.issues[0];
  return first ? issueCode(first) : 'VALIDATION_FAILED';
}

/** All issues as `{ path, code }`, for forms that highlight each field. */
export function fieldErrors(error: z.core.$ZodError): { path: string; code: ErrorCode }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), code: issueCode(issue) }));
}

/** Parse or throw a DomainError with the first issue's code and every field error as details. */
export function parseOrThrow<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new DomainError(validationErrorCode(result.error), {}, fieldErrors(result.error));
}
