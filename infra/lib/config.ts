import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Node } from 'constructs';
import * as z from 'zod';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '../../shared/src/teams/audit';

/**
 * Deployment settings of one stage: read from config/<stage>.ts (chosen by `-c stage=<name>`, default `dev`), with
 * `-c key=value` overriding single values. See docs/deploy.md, "Configuration".
 */
export interface AppConfig {
  readonly stage: string;
  /** A stage for trying things out: sign-in may lack its sender (mail goes nowhere). Every other stage is real. */
  readonly dev: boolean;
  /** Custom web domain; needs certificateArn (ACM, us-east-1). */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** Verified SES sender, an address (noreply@example.com) or a domain (example.com). */
  readonly sesSender?: string;
  /** What the functions pass to Bedrock as modelId: the inference profile id, or the model id without a profile. */
  readonly bedrockModelId: string;
  /** The model, its inference profile and the Regions the profile may route to (IAM grants each). */
  readonly bedrock: BedrockTarget;
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
  /** Days an audit event is kept before DynamoDB's TTL removes it (docs/privacy.md "Audit log"). */
  readonly auditRetentionDays: number;
}

/** Cross-Region inference profile families of Bedrock ("none": the model in the stack's own Region only). */
export const BEDROCK_PROFILES = ['us', 'eu', 'apac', 'jp', 'au', 'global', 'none'] as const;
export type BedrockProfile = (typeof BEDROCK_PROFILES)[number];

export interface BedrockTarget {
  /** Foundation model id, e.g. anthropic.claude-haiku-5-5. */
  readonly model: string;
  readonly profile: BedrockProfile;
  /** The id the code invokes: `<profile>.<model>`, or the model itself for "none". */
  readonly invokeId: string;
  /** Regions the profile may send a request to; the foundation model is granted in each ("global": any). */
  readonly regions: readonly string[];
}

/** Claude Haiku 5.5: Anthropic's current fast model on Bedrock, offered through inference profiles only. */
export const DEFAULT_BEDROCK_MODEL = 'anthropic.claude-haiku-5-5';

/**
 * Destination Regions of each geographic profile family (AWS, "Supported Regions and models for inference
 * profiles"). A profile may route to fewer; granting the model in a Region it never uses grants nothing more.
 * `npm run preflight` compares them with GetInferenceProfile and names any Region missing here.
 */
export const PROFILE_REGIONS: Readonly<Record<Exclude<BedrockProfile, 'global' | 'none'>, readonly string[]>> = {
  us: ['us-east-1', 'us-east-2', 'us-west-1', 'us-west-2'],
  eu: ['eu-central-1', 'eu-central-2', 'eu-north-1', 'eu-south-1', 'eu-south-2', 'eu-west-1', 'eu-west-2', 'eu-west-3'],
  apac: [
    'ap-northeast-1',
    'ap-northeast-2',
    'ap-northeast-3',
    'ap-south-1',
    'ap-south-2',
    'ap-southeast-1',
    'ap-southeast-2',
    'ap-southeast-4',
  ],
  jp: ['ap-northeast-1', 'ap-northeast-3'],
  au: ['ap-southeast-2', 'ap-southeast-4'],
};

/** The geographic profile family for a deploy Region (ap-… → apac, eu-… → eu, anything else → us). */
export function profileForRegion(region: string | undefined): BedrockProfile {
  if (region?.startsWith('eu-')) return 'eu';
  if (region?.startsWith('ap-')) return 'apac';
  return 'us';
}

/** Entra ID names that mean "any tenant": Cognito checks one issuer, and these issue per tenant. */
const MULTI_TENANT = ['common', 'organizations', 'consumers'];

/** A required text value: `message` says what it is for when it is missing or empty. */
const text = (message: string) => z.string({ error: message }).trim().min(1, message);
const optionalText = (name: string) => text(`${name} is empty`).optional();

const stageFileSchema = z.strictObject({
  /** A stage for trying things out (the built-in `dev` stage is one). */
  dev: z.boolean().optional(),
  domain: z
    .strictObject({
      name: text('a custom domain needs its name (e.g. app.example.com)'),
      certificateArn: text('a custom domain needs the ARN of its ACM certificate (us-east-1)').regex(
        /^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/,
        'the certificate must be an ACM certificate in us-east-1 (CloudFront reads it only there)',
      ),
    })
    .optional(),
  sesSender: optionalText('sesSender'),
  ai: z
    .strictObject({
      model: optionalText('ai.model'),
      profile: z.enum(BEDROCK_PROFILES).optional(),
      regions: z.array(z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'not a Region code')).optional(),
    })
    .optional(),
  google: z
    .strictObject({
      clientId: text('Google sign-in needs its OAuth client id'),
      clientSecretName: text('Google sign-in needs the Secrets Manager name of its client secret'),
    })
    .optional(),
  microsoft: z
    .strictObject({
      clientId: text('Microsoft sign-in needs its application (client) id'),
      tenantId: text('Microsoft sign-in needs its tenant id').superRefine((tenant, ctx) => {
        if (MULTI_TENANT.includes(tenant.toLowerCase()))
          ctx.addIssue({
            code: 'custom',
            message: `"${tenant}" is multi-tenant, which Cognito refuses (each tenant's tokens name their own issuer); give your directory's tenant id or domain`,
          });
      }),
      clientSecretName: text('Microsoft sign-in needs the Secrets Manager name of its client secret'),
    })
    .optional(),
  stripe: z
    .strictObject({
      secretName: text('Stripe needs the Secrets Manager name of its secret key'),
      webhookSecretName: text('Stripe needs the Secrets Manager name of its webhook signing secret'),
    })
    .optional(),
  authDomainPrefix: optionalText('authDomainPrefix'),
  alarmEmail: optionalText('alarmEmail'),
  supportEmail: optionalText('supportEmail'),
  audit: z.strictObject({ retentionDays: z.number().int().min(30).max(3650) }).optional(),
});

/** What a config/<stage>.ts file exports as default (see config/example.ts). */
export type StageFile = z.input<typeof stageFileSchema>;

/** The `-c key=value` overrides and where each lands in a stage file. */
const OVERRIDES = {
  domainName: ['domain', 'name'],
  certificateArn: ['domain', 'certificateArn'],
  sesSender: ['sesSender'],
  bedrockModelId: ['ai', 'model'],
  bedrockProfile: ['ai', 'profile'],
  stripeSecretName: ['stripe', 'secretName'],
  stripeWebhookSecretName: ['stripe', 'webhookSecretName'],
  googleClientId: ['google', 'clientId'],
  googleClientSecretName: ['google', 'clientSecretName'],
  microsoftClientId: ['microsoft', 'clientId'],
  microsoftTenantId: ['microsoft', 'tenantId'],
  microsoftClientSecretName: ['microsoft', 'clientSecretName'],
  authDomainPrefix: ['authDomainPrefix'],
  alarmEmail: ['alarmEmail'],
  supportEmail: ['supportEmail'],
} as const;

type Context = Record<string, unknown>;

/** The stage file with each given `-c` override written in (an override replaces one value of a group). */
function withOverrides(file: unknown, context: Context): unknown {
  if (typeof file !== 'object' || file === null) return file;
  const merged = structuredClone(file) as Record<string, unknown>;
  for (const [key, [group, field]] of Object.entries(OVERRIDES) as [string, readonly [string, string?]][]) {
    const value = context[key];
    if (value === undefined || value === null || value === '') continue;
    if (!field) merged[group] = value;
    else merged[group] = { ...(merged[group] as object | undefined), [field]: value };
  }
  return merged;
}

function bedrockTarget(ai: StageFile['ai'], deployRegion: string | undefined): BedrockTarget {
  let model = ai?.model ?? DEFAULT_BEDROCK_MODEL;
  let profile = ai?.profile;
  // A profile id given as the model (us.anthropic.…): its prefix names the profile.
  const prefix = BEDROCK_PROFILES.find((p) => p !== 'none' && model.startsWith(`${p}.`));
  if (prefix) {
    model = model.slice(prefix.length + 1);
    profile ??= prefix;
  }
  profile ??= profileForRegion(deployRegion);
  const regions = ai?.regions ?? (profile === 'global' || profile === 'none' ? [] : [...PROFILE_REGIONS[profile]]);
  return { model, profile, invokeId: profile === 'none' ? model : `${profile}.${model}`, regions };
}

export interface ConfigOptions {
  /** The stage file's contents (default: none, which only a dev stage may have). */
  readonly file?: unknown;
  /** Where the file was read from, for messages. */
  readonly source?: string;
  /** The Region the stacks are deployed to when known (CDK_DEFAULT_REGION): picks the inference profile family. */
  readonly region?: string;
}

/** Builds and checks the config: a stage file plus `-c` overrides. Throws one line naming what is wrong. */
export function configFromContext(context: Context, options: ConfigOptions = {}): AppConfig {
  const stage = typeof context.stage === 'string' && context.stage.trim() ? context.stage.trim() : 'dev';
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(stage))
    throw new Error(`stage "${stage}" must be lower-case letters, digits and dashes`);
  const source = options.source ?? `stage ${stage}`;
  const parsed = stageFileSchema.safeParse(withOverrides(options.file ?? {}, context));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ` : '') + i.message);
    throw new Error(`${source}: ${issues.join('; ')} (docs/deploy.md, Configuration)`);
  }
  const file = parsed.data;
  const dev = file.dev ?? stage === 'dev';
  if (!dev && !file.sesSender) {
    throw new Error(
      `${source}: sesSender is missing; a real stage needs a verified SES sender, or nobody receives a sign-in PIN (docs/deploy.md, Configuration)`,
    );
  }
  const bedrock = bedrockTarget(file.ai, options.region);
  return {
    stage,
    dev,
    domainName: file.domain?.name,
    certificateArn: file.domain?.certificateArn,
    sesSender: file.sesSender,
    bedrockModelId: bedrock.invokeId,
    bedrock,
    stripeSecretName: file.stripe?.secretName,
    stripeWebhookSecretName: file.stripe?.webhookSecretName,
    google: file.google,
    microsoft: file.microsoft,
    authDomainPrefix: file.authDomainPrefix,
    alarmEmail: file.alarmEmail,
    supportEmail: file.supportEmail,
    auditRetentionDays: file.audit?.retentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS,
  };
}

/** The folder of the stage files (config/ at the project root). */
export const CONFIG_DIR = fileURLToPath(new URL('../../config', import.meta.url));

/** The stage file for a stage: config/<stage>.ts; the `dev` stage may have none. */
export async function readStageFile(stage: string, dir = CONFIG_DIR): Promise<{ file?: unknown; source: string }> {
  const file = path.join(dir, `${stage}.ts`);
  const source = path.relative(process.cwd(), file) || file;
  if (!existsSync(file)) {
    if (stage === 'dev') return { source: 'stage dev' };
    throw new Error(`${source} does not exist: copy config/example.ts to it (docs/deploy.md, Configuration)`);
  }
  const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  return { file: module.default, source };
}

/** The config of `-c stage=<name>` (default dev) with the other `-c` values as overrides. */
export async function loadConfig(
  context: Context,
  options: { dir?: string; region?: string } = {},
): Promise<AppConfig> {
  const stage = typeof context.stage === 'string' && context.stage.trim() ? context.stage.trim() : 'dev';
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(stage))
    throw new Error(`stage "${stage}" must be lower-case letters, digits and dashes`);
  const { file, source } = await readStageFile(stage, options.dir);
  return configFromContext({ ...context, stage }, { file, source, region: options.region });
}

/** The CDK app's config: `-c stage` and any `-c` override, the Region from the caller's profile when known. */
export function configFromNode(node: Node): Promise<AppConfig> {
  const keys = ['stage', ...Object.keys(OVERRIDES)];
  const context = Object.fromEntries(keys.map((key) => [key, node.tryGetContext(key)]));
  return loadConfig(context, { region: process.env.CDK_DEFAULT_REGION });
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
