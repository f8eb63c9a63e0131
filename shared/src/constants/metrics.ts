import { BUDGET_METRIC } from './budgets';

/**
 * The product's business metrics (docs/deploy.md "Alarms and dashboard"): the functions emit them in CloudWatch's
 * embedded metric format through Powertools Metrics (lambdas/src/common/metrics.ts), in one namespace, with the
 * service and the stage as dimensions (and the provider for AI calls). The dashboard graphs them; a PIN e-mail that
 * could not be sent raises an alarm.
 */
export const METRICS_NAMESPACE = BUDGET_METRIC.namespace;

/** The `service` dimension Powertools adds to every business metric. */
export const METRICS_SERVICE = 'culturefit';

export const BUSINESS_METRICS = {
  /** A respondent's completion was written (Finish, or the sweep when a timer ran out). */
  completions: 'RespondentCompleted',
  /** A sign-in or guest-verification PIN e-mail was handed to the mail service. */
  pinSent: 'PinSent',
  /** A PIN e-mail could not be sent (SES refused or failed): nobody can sign in with it. */
  pinSendFailed: 'PinSendFailed',
  /** Credits taken from a balance: a completion paid, a held result released, a generator run charged. */
  creditsSpent: 'CreditsSpent',
  /** One call to an AI model (each attempt; answers from the cache are not calls), by `provider`. */
  aiCalls: 'AiCalls',
} as const;

export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];
