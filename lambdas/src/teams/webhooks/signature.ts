import { createHmac } from 'node:crypto';

/**
 * The signature of a delivery (docs/webhooks.md "Verifying a delivery"), as Stripe signs its events: HMAC-SHA256
 * with the endpoint's secret over `<unix seconds>.<body>`, sent as `t=<unix seconds>,v1=<hex>`. The timestamp is
 * the attempt's, so a receiver can refuse an old delivery replayed.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
