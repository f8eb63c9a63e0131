/** The webhook worker's Lambda entry (docs/webhooks.md "Delivery"): SQS event source on the webhook queue. */
export { handler } from './webhooks/worker';
