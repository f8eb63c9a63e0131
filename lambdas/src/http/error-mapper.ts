import type { $ZodError } from 'zod/v4/core';
import { RequestInputError } from './request-input';
import { DomainError, errorStatus, errorTexts, isErrorCode, type ErrorCode, type ErrorTexts } from '@shared/errors';
import { interpolate, type Locale } from '@shared/i18n/locale';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { json } from './response';
import { MAX_FIELD_ERRORS_RETURNED } from '@shared/constants/limits';
import { logger } from '../common/logger';

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/**
 * The one place that maps domain errors to HTTP (docs/architecture.md "Handlers and errors"). Async: the texts of the
 * request's language are imported with the first error a process answers in it.
 */
export async function mapError(
  err: unknown,
  locale: Locale,
  log: (msg: string, data: unknown) => void = defaultLog,
): Promise<APIGatewayProxyResult> {
  const texts = await errorTexts(locale);
  const errorMessage = textsOf(texts);
  if (err instanceof DomainError) {
    const status = errorStatus(err.code);
    const body: ErrorBody = { error: { code: err.code, message: errorMessage(err.code, err.params) } };
    // Field messages help a caller fix a request (4xx). A server-side failure's details (a provider's error text,
    // which can name a role ARN) are for the log only, never the answer.
    if (status < 500 && err.details && typeof err.details === 'object')
      body.error.fields = err.details as Record<string, string>;
    else if (err.details) log('domain error details', { code: err.code, details: err.details });
    return json(status, body);
  }
  // Only request input is the caller's mistake (request-input.ts); any other ZodError falls through to a 500.
  if (err instanceof RequestInputError) return zodResponse(err.zod, texts);
  // A list cursor is the caller's too: one that is not ours fails in ElectroDB or DynamoDB, never as our 500.
  if (isBadCursor(err))
    return json(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: errorMessage('VALIDATION_FAILED'),
        fields: { cursor: 'Invalid cursor' },
      },
    } satisfies ErrorBody);
  log('unhandled error', err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : err);
  return json(500, { error: { code: 'INTERNAL', message: errorMessage('INTERNAL') } } satisfies ErrorBody);
}

function zodResponse(err: $ZodError, texts: ErrorTexts): APIGatewayProxyResult {
  const errorMessage = textsOf(texts);
  // Schemas name catalogue codes as their messages (e.g. SECTION_REQUIRED); those are shown localized.
  // A size limit's bound fills the message's {min} / {max} (e.g. 'You can add up to {max} options.').
  const bounds = (issue: (typeof err.issues)[number]) => {
    const { minimum, maximum } = issue as { minimum?: unknown; maximum?: unknown };
    return {
      ...(typeof minimum === 'number' ? { min: minimum } : {}),
      ...(typeof maximum === 'number' ? { max: maximum } : {}),
    };
  };
  const text = (issue: (typeof err.issues)[number]) =>
    isErrorCode(issue.message) ? errorMessage(issue.message, bounds(issue)) : issue.message;
  const fields: Record<string, string> = {};
  // A few field messages are enough to fix a form; a flood of them is not echoed back.
  for (const issue of err.issues.slice(0, MAX_FIELD_ERRORS_RETURNED)) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= text(issue);
  }
  const firstIssue = err.issues[0];
  const first = firstIssue?.message ?? '';
  const code = isErrorCode(first) ? first : 'VALIDATION_FAILED';
  const message =
    isErrorCode(first) && firstIssue ? errorMessage(first, bounds(firstIssue)) : errorMessage('VALIDATION_FAILED');
  const status = errorStatus(code);
  return json(status >= 400 && status < 500 ? status : 400, { error: { code, message, fields } } satisfies ErrorBody);
}

/** A code's text in the loaded language, its placeholders filled in. */
function textsOf(texts: ErrorTexts) {
  return (code: ErrorCode, params?: Record<string, string | number>) => interpolate(texts[code], params);
}

/** ElectroDB could not read the cursor, or DynamoDB refused the start key made from it. */
function isBadCursor(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e instanceof Error && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if (/Unable to parse cursor|Invalid cursor provided|provided starting key|Exclusive ?Start ?Key/i.test(e.message))
      return true;
  }
  return false;
}

function defaultLog(msg: string, data: unknown): void {
  logger.error(msg, { error: data });
}
