import type { StageFile } from '../infra/lib/config';

/**
 * A stage's settings: copy this file to config/<stage>.ts and deploy with `npx cdk deploy --all -c stage=<stage>`.
 * Synth refuses, in one line, a real stage without a sender, half a sign-in provider or a provider without its
 * secret. Secrets are named here, never written here: create them in Secrets Manager first (docs/deploy.md).
 * `npm run preflight -- --stage <stage>` checks the account against this file before a deploy.
 */
export default {
  // The verified SES identity the PIN and invitation e-mails come from: an address or a whole domain.
  sesSender: 'example.com',

  // Optional: the web app at your own address. The certificate must be in ACM in us-east-1 (CloudFront).
  domain: {
    name: 'app.example.com',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
  },

  // Optional: the AI model. Default Claude Haiku 5.5 through the inference profile of the deploy Region's geography
  // (us, eu, apac; or jp, au, global, none). docs/ai.md, "Choosing the model".
  ai: { model: 'anthropic.claude-haiku-5-5', profile: 'eu' },

  // Optional sign-in buttons: each needs its client id and the Secrets Manager name of its client secret.
  google: {
    clientId: '1234567890-abc.apps.googleusercontent.com',
    clientSecretName: 'culturefit/google-client-secret',
  },
  // One Entra ID tenant (its GUID or verified domain); "common", "organizations" and "consumers" are refused.
  microsoft: {
    clientId: '00000000-0000-0000-0000-000000000001',
    tenantId: '11111111-2222-3333-4444-555555555555',
    clientSecretName: 'culturefit/microsoft-client-secret',
  },

  // Optional: paid plans. Both secrets are needed.
  stripe: { secretName: 'culturefit/stripe-secret-key', webhookSecretName: 'culturefit/stripe-webhook-secret' },

  // Optional: where alarms and support messages go.
  alarmEmail: 'ops@example.com',
  supportEmail: 'support@example.com',

  // Optional: how long the audit log keeps each event (days, 30 to 3650; default 400). docs/privacy.md "Audit log".
  audit: { retentionDays: 400 },
} satisfies StageFile;
