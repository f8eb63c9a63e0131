/**
 * Outbound webhooks (docs/webhooks.md): the events a workspace's endpoints may subscribe to, the delivery schedule
 * and the budgets. Shared by the server, the web app's Webhooks tab and the OpenAPI document.
 */
export const WEBHOOK_EVENTS = [
  'respondent.completed',
  'respondent.scored',
  'respondent.timed_out',
  'assessment.published',
  'analysis.ready',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event a "send test event" delivers: a sample respondent, marked `test: true`. */
export const WEBHOOK_TEST_EVENT: WebhookEvent = 'respondent.completed';

/**
 * Seconds to wait before each retry of a failed delivery (docs/webhooks.md "Retries"): 1 min, 4 min, 15 min, 1 h,
 * 3 h, 8 h, 11 h 35 min, so the eighth and last attempt comes about 24 hours after the first. Each wait stays under
 * 12 hours, SQS's longest visibility timeout counted from the message's receipt. After the last attempt the message
 * moves to the dead-letter queue.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 240, 900, 3_600, 10_800, 28_800, 41_700] as const;
/** Attempts of one delivery: the first and one per retry (the queue's maxReceiveCount). */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;

/**
 * Budgets (docs/abuse.md would name them; docs/webhooks.md "Limits"): endpoints per workspace, deliveries a
 * workspace may start in a UTC day (events, tests and send-agains together), the receiver's time to answer, and how
 * much of its answer is kept.
 */
export const WEBHOOK_LIMITS = {
  endpointsPerWorkspace: 5,
  deliveriesPerDay: 2_000,
  timeoutMs: 10_000,
  responseExcerptChars: 200,
  urlMaxLength: 2_000,
  /** Deliveries listed in the Webhooks tab, newest first. */
  logSize: 50,
} as const;

/** The signature header (docs/webhooks.md "Verifying a delivery"): `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'culturefit-signature';
