import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The functions' structured logger (Powertools for AWS Lambda): JSON lines with the Lambda request id, function name
 * and cold start, level from POWERTOOLS_LOG_LEVEL. Log ids, codes, counts and timings, never personal content: no
 * PIN, token, answer, comment or e-mail body goes into a log line (test/integration/logs.test.ts greps for them).
 */
export const logger = new Logger({ serviceName: 'culturefit' });

/** An error as loggable fields (name, message, stack), never the objects it carries. */
export function errorFields(error: unknown): Record<string, string | undefined> {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { value: String(error) };
}
