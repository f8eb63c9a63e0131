import type Stripe from 'stripe';
import { DomainError } from '@shared/errors';

/**
 * Stripe through its official package (docs/architecture.md "Adapters"). The secrets come from Secrets Manager on
 * AWS (STRIPE_SECRET_NAME, STRIPE_WEBHOOK_SECRET_NAME, named in CDK context) or from the environment locally
 * (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). STRIPE_API_URL points the same client at the local stack's
 * Stripe stand-in (infra/local/stripe), which serves the API calls the product makes and a checkout page that
 * sends signed webhook events; with a real test key and no STRIPE_API_URL, Stripe's test mode answers.
 */
export interface PaymentsConfig {
  stripe: Stripe;
  webhookSecret: string;
}

let config: Promise<PaymentsConfig> | undefined;

async function secret(envValue: string | undefined, secretName: string | undefined, what: string): Promise<string> {
  if (envValue) return envValue;
  // Not configured on this deployment: the spec's "payments are coming soon" answer (docs/deploy.md "Stripe").
  if (!secretName) throw new DomainError('PAYMENTS_COMING_SOON', {}, { _: `${what} is not configured` });
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretName }));
  if (!out.SecretString) throw new Error(`secret ${secretName} is empty`);
  return out.SecretString.trim();
}

function clientOptions(): Stripe.StripeConfig {
  const base = process.env.STRIPE_API_URL;
  if (!base) return { maxNetworkRetries: 2 };
  const url = new URL(base);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  };
}

export function payments(): Promise<PaymentsConfig> {
  config ??= (async () => {
    // Stripe's package is imported here, on the first payment call, not when the function starts (docs/cold-start.md).
    const [{ default: Stripe }, key, webhookSecret] = await Promise.all([
      import('stripe'),
      secret(process.env.STRIPE_SECRET_KEY, process.env.STRIPE_SECRET_NAME, 'STRIPE_SECRET_KEY'),
      secret(process.env.STRIPE_WEBHOOK_SECRET, process.env.STRIPE_WEBHOOK_SECRET_NAME, 'STRIPE_WEBHOOK_SECRET'),
    ]);
    return { stripe: new Stripe(key, clientOptions()), webhookSecret };
  })().catch((error: unknown) => {
    config = undefined;
    throw error;
  });
  return config;
}

/** Verify a webhook's signature on its raw body; throws when it does not match (or is too old). */
export async function verifiedEvent(rawBody: string, signature: string | undefined): Promise<Stripe.Event> {
  const { stripe, webhookSecret } = await payments();
  return stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
}

export type { Stripe };
