import * as z from '../zod-mini';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS } from '../webhooks/events';
import { ZAssessmentSummary } from './assessment-schemas';
import { ZRespondentResult } from './result-schemas';
import { ZTeamId } from './team-schemas';
import { lazySchema } from './lazy-schema';

/** Wire shapes of outbound webhooks (docs/webhooks.md): a workspace's endpoints, their delivery log and the events. */

export const ZWebhookEvent = lazySchema(() => z.enum(WEBHOOK_EVENTS));

export const ZWebhookEndpointParams = lazySchema(() =>
  z.extend(ZTeamId, { endpointId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,40}$/)) }),
);
export const ZWebhookDeliveryParams = lazySchema(() =>
  z.extend(ZTeamId, { deliveryId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,60}$/)) }),
);

/** A new endpoint: an http(s) address (the server refuses plain http outside the local stack) and its events. */
export const ZCreateWebhook = lazySchema(() =>
  z.object({
    url: z
      .string()
      .check(
        z.trim(),
        z.maxLength(WEBHOOK_LIMITS.urlMaxLength, { error: 'WEBHOOK_URL_NOT_ALLOWED' }),
        z.regex(/^https?:\/\/\S+$/i, { error: 'WEBHOOK_URL_NOT_ALLOWED' }),
      ),
    events: z
      .array(ZWebhookEvent)
      .check(z.minLength(1, { error: 'WEBHOOK_EVENTS_REQUIRED' }), z.maxLength(WEBHOOK_EVENTS.length)),
  }),
);

export const ZWebhookEndpoint = lazySchema(() =>
  z.object({
    id: z.string(),
    url: z.string(),
    events: z.array(ZWebhookEvent),
    /** The secret's last four characters, to tell endpoints apart; the secret itself is shown once. */
    secret_hint: z.string(),
    created_at: z.string(),
  }),
);

export const ZWebhookDeliveryStatus = lazySchema(() => z.enum(['pending', 'retrying', 'delivered', 'failed']));

export const ZWebhookDelivery = lazySchema(() =>
  z.object({
    id: z.string(),
    endpoint_id: z.string(),
    event: ZWebhookEvent,
    /** The event's id: a delivery sent again keeps it, so a receiver can tell a repeat. */
    event_id: z.string(),
    test: z.boolean(),
    status: ZWebhookDeliveryStatus,
    attempts: z.number().check(z.int()),
    /** The receiver's last HTTP status; null when it never answered (refused, timed out, not allowed). */
    response_code: z.nullable(z.number().check(z.int())),
    /** What went wrong on the last attempt, or the start of the receiver's answer (at most 200 characters). */
    response_excerpt: z.string(),
    created_at: z.string(),
    last_attempt_at: z.nullable(z.string()),
    next_attempt_at: z.nullable(z.string()),
  }),
);

export const ZWebhookList = lazySchema(() =>
  z.object({
    endpoints: z.array(ZWebhookEndpoint),
    deliveries: z.array(ZWebhookDelivery),
    events: z.array(ZWebhookEvent),
  }),
);

/** A created endpoint with its signing secret, shown this once. */
export const ZCreatedWebhook = lazySchema(() => z.object({ endpoint: ZWebhookEndpoint, secret: z.string() }));

export const ZWebhookDeliveryRef = lazySchema(() => z.object({ delivery: ZWebhookDelivery }));

/**
 * What a delivery's body is (the OpenAPI document's `webhooks`): the envelope and, in `data`, the public API's own
 * shape of the object: a respondent's result as GET /v1/assessments/{id}/respondents/{candidateId} answers it, an
 * assessment as GET /v1/assessments lists it, or an analysis notice naming the respondent.
 */
const envelope = <T extends z.ZodMiniType>(event: (typeof WEBHOOK_EVENTS)[number], data: T) =>
  z.object({
    id: z.string(),
    type: z.literal(event),
    created_at: z.string(),
    /** The workspace whose endpoint receives it. */
    workspace_id: z.string(),
    /** True for "send test event": sample data, nothing happened. */
    test: z.boolean(),
    data,
  });

export const ZAnalysisReadyData = lazySchema(() =>
  z.object({
    form_id: z.string(),
    candidate_id: z.string(),
    attempt: z.number().check(z.int()),
    ai_recommendation: z.string(),
    created_at: z.string(),
  }),
);

export const WEBHOOK_PAYLOADS = {
  'respondent.completed': envelope('respondent.completed', ZRespondentResult),
  'respondent.scored': envelope('respondent.scored', ZRespondentResult),
  'respondent.timed_out': envelope('respondent.timed_out', ZRespondentResult),
  'assessment.published': envelope('assessment.published', ZAssessmentSummary),
  'analysis.ready': envelope('analysis.ready', ZAnalysisReadyData),
} as const satisfies Record<(typeof WEBHOOK_EVENTS)[number], z.ZodMiniType>;

export type WebhookEndpointView = z.infer<typeof ZWebhookEndpoint>;
export type WebhookDeliveryView = z.infer<typeof ZWebhookDelivery>;
