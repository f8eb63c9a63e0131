import type { Node } from 'constructs';

/** Deployment settings, read from CDK context (`cdk deploy -c key=value` or cdk.json). See docs/deploy.md. */
export interface AppConfig {
  readonly stage: string;
  /** Custom web domain; needs certificateArn (ACM, us-east-1). */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** Verified SES sender, an address (noreply@example.com) or a domain (example.com). */
  readonly sesSender?: string;
  readonly bedrockModelId: string;
  readonly stripeSecretName?: string;
  /** Secrets Manager name of the Stripe webhook endpoint's signing secret (whsec_…). */
  readonly stripeWebhookSecretName?: string;
  readonly google?: { clientId: string; clientSecretName: string };
  readonly microsoft?: { clientId: string; tenantId: string; clientSecretName: string };
  /** Prefix of the Cognito hosted-UI domain (only used when federation is configured). */
  readonly authDomainPrefix?: string;
  /** Where CloudWatch alarms (API 5xx rate, function errors) are e-mailed; without it they only show in CloudWatch. */
  readonly alarmEmail?: string;
  /** Where help-and-support messages are e-mailed (default support@ the sender's domain). */
  readonly supportEmail?: string;
}

export const DEFAULT_BEDROCK_MODEL_ID = 'anthropic.claude-3-5-haiku-20241022-v1:0';

type Context = Record<string, unknown>;

function str(context: Context, key: string): string | undefined {
  const value = context[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context value ${key} must be a string`);
  return value.trim() || undefined;
}

/** Builds the config from a plain context object; pairs that belong together must be given together. */
export function configFromContext(context: Context): AppConfig {
  const googleClientId = str(context, 'googleClientId');
  const googleClientSecretName = str(context, 'googleClientSecretName');
  if (!!googleClientId !== !!googleClientSecretName) {
    throw new Error('Google sign-in needs both googleClientId and googleClientSecretName');
  }
  const microsoft = {
    clientId: str(context, 'microsoftClientId'),
    tenantId: str(context, 'microsoftTenantId'),
    clientSecretName: str(context, 'microsoftClientSecretName'),
  };
  const msGiven = Object.values(microsoft).filter(Boolean).length;
  if (msGiven !== 0 && msGiven !== 3) {
    throw new Error('Microsoft sign-in needs microsoftClientId, microsoftTenantId and microsoftClientSecretName');
  }
  const stage = str(context, 'stage') ?? 'prod';
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(stage))
    throw new Error(`stage "${stage}" must be lower-case letters, digits and dashes`);
  return {
    stage,
    domainName: str(context, 'domainName'),
    certificateArn: str(context, 'certificateArn'),
    sesSender: str(context, 'sesSender'),
    bedrockModelId: str(context, 'bedrockModelId') ?? DEFAULT_BEDROCK_MODEL_ID,
    stripeSecretName: str(context, 'stripeSecretName'),
    stripeWebhookSecretName: str(context, 'stripeWebhookSecretName'),
    google:
      googleClientId && googleClientSecretName
        ? { clientId: googleClientId, clientSecretName: googleClientSecretName }
        : undefined,
    microsoft:
      microsoft.clientId && microsoft.tenantId && microsoft.clientSecretName
        ? { clientId: microsoft.clientId, tenantId: microsoft.tenantId, clientSecretName: microsoft.clientSecretName }
        : undefined,
    authDomainPrefix: str(context, 'authDomainPrefix'),
    alarmEmail: str(context, 'alarmEmail'),
    supportEmail: str(context, 'supportEmail'),
  };
}

const KEYS = [
  'stage',
  'domainName',
  'certificateArn',
  'sesSender',
  'bedrockModelId',
  'stripeSecretName',
  'stripeWebhookSecretName',
  'googleClientId',
  'googleClientSecretName',
  'microsoftClientId',
  'microsoftTenantId',
  'microsoftClientSecretName',
  'authDomainPrefix',
  'alarmEmail',
  'supportEmail',
] as const;

export function configFromNode(node: Node): AppConfig {
  return configFromContext(Object.fromEntries(KEYS.map((key) => [key, node.tryGetContext(key)])));
}

/** Where support tickets are e-mailed: the configured address, or support@ the sender's domain. */
export function supportAddress(config: AppConfig): string {
  if (config.supportEmail) return config.supportEmail;
  const domain = config.sesSender
    ? config.sesSender.includes('@')
      ? config.sesSender.split('@')[1]
      : config.sesSender
    : 'example.com';
  return `support@${domain}`;
}

/** The address mail is sent from: the sender itself, or noreply@ the sender domain. */
export function mailFrom(config: AppConfig): string {
  if (!config.sesSender) return 'noreply@example.com';
  return config.sesSender.includes('@') ? config.sesSender : `noreply@${config.sesSender}`;
}
