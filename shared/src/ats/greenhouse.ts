/**
 * The Greenhouse connector (docs/ats.md): what the server, the web app's Greenhouse panel and the invite form share.
 * Zod-free, so the invite form's limits load without the schemas.
 */

/** The delivery log's endpoint id of a workspace's Greenhouse connection: one more kind of webhook endpoint. */
export const GREENHOUSE_ENDPOINT_ID = 'greenhouse';

/** The event that attaches a result to the candidate's application: the result is final (scored). */
export const GREENHOUSE_EVENT = 'respondent.scored';

/** A Greenhouse application id as Greenhouse shows it: digits only. */
export const GREENHOUSE_APPLICATION_ID_PATTERN = /^\d{1,20}$/;

/**
 * Budgets of the connector (docs/ats.md "Limits"): calls to Greenhouse a workspace may make in a UTC day (a token, a
 * read of the application, a look for an earlier note and the note itself count one each), and how long one call
 * may take. Greenhouse's own rate limit is per credential and per 10 seconds; this keeps one workspace from using a
 * shared deployment's worker for hours.
 */
export const GREENHOUSE_LIMITS = {
  callsPerDay: 2_000,
  timeoutMs: 10_000,
  clientIdMaxLength: 200,
  clientSecretMaxLength: 500,
} as const;
