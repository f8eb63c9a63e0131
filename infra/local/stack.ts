import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { startApiServer, type VerifyIdToken } from './api-server';
import { checkJava, startDynamoDbLocal } from './dynamodb';
import { assertPortsFree, type PortClaim } from './ports';
import { startS3Local } from './s3';
import { startWebServer } from './web-server';
import { SITE_API_PREFIX } from '../../shared/src/config/site-api';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET, startStripeStandIn } from './stripe';
import type { CognitoEmulator } from './cognito/index';

/**
 * The embedded local stack (docs/architecture.md "The local stack"): DynamoDB Local, s3rver, the Cognito emulator with the
 * real triggers, the API Gateway stand-in with the real context handlers, and the SPA through Vite.
 * Everything but DynamoDB Local (a Java child process) runs in this Node process.
 */

export interface LocalPorts {
  web: number;
  api: number;
  cognito: number;
  dynamodb: number;
  s3: number;
  stripe: number;
}

export const DEFAULT_PORTS: LocalPorts = {
  web: 5173,
  api: 3001,
  cognito: 9229,
  dynamodb: 8000,
  s3: 4569,
  stripe: 12111,
};

/** Env variables that move each port (`npm start`). */
export const PORT_ENV: Record<keyof LocalPorts, string> = {
  web: 'LOCAL_WEB_PORT',
  api: 'LOCAL_API_PORT',
  cognito: 'LOCAL_COGNITO_PORT',
  dynamodb: 'LOCAL_DDB_PORT',
  s3: 'LOCAL_S3_PORT',
  stripe: 'LOCAL_STRIPE_PORT',
};

const SERVICE_NAMES: Record<keyof LocalPorts, string> = {
  web: 'web app',
  api: 'local API',
  cognito: 'Cognito emulator',
  dynamodb: 'DynamoDB Local',
  s3: 'S3 (s3rver)',
  stripe: 'Stripe stand-in',
};

export const LOCAL_REGION = 'us-east-1';
export const LOCAL_TABLE_NAME = 'culturefit-local';
export const LOCAL_UPLOADS_BUCKET = 'culturefit-local-uploads';
/** Cognito id formats: `<region>_<id>` and a 26-character client id. */
export const LOCAL_USER_POOL_ID = `${LOCAL_REGION}_local0001`;
export const LOCAL_USER_POOL_CLIENT_ID = 'culturefitlocalwebclient01';

export interface LocalStackOptions {
  /** Root of local data: dynamodb/, s3/, cognito/, mailbox/ live under it. */
  dataDir: string;
  ports?: Partial<LocalPorts>;
  /** DynamoDB Local keeps nothing on disk (tests). */
  inMemory?: boolean;
  /** No request logs (tests). */
  quiet?: boolean;
  /** Tests: dummy AWS credentials even if the developer has real ones. */
  forceDummyCredentials?: boolean;
}

export interface LocalStack {
  urls: { web: string; api: string; cognito: string; dynamodb: string; s3: string; mailbox: string; stripe: string };
  /** What the stack set in process.env for the in-process handlers. */
  env: Record<string, string>;
  ports: LocalPorts;
  dataDir: string;
  mailboxDir: string;
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  stop(): Promise<void>;
}

export interface HandlerEnvInput {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  /** The web origin (CORS) and base of links in e-mails. */
  webUrl: string;
  mailboxDir: string;
  /** The Cognito emulator: the account deletion's AdminDeleteUser goes there. */
  cognitoEndpoint?: string;
  /** The local Stripe stand-in (infra/local/stripe.ts); unused when a developer sets a real STRIPE_SECRET_KEY. */
  stripeUrl?: string;
  /** Tests: always the dummy credentials, so nothing can reach a real AWS account. */
  forceDummyCredentials?: boolean;
  /** What the web server adds to the requests it passes on at /api (on AWS, the web stack's origin secret). */
  originSecret?: string;
  existing?: NodeJS.ProcessEnv;
}

/** Env the handlers read, as the CDK stack sets it on each Lambda, pointed at the local stand-ins. */
export function localHandlerEnv(input: HandlerEnvInput): Record<string, string> {
  const existing = input.existing ?? process.env;
  const env: Record<string, string> = {
    STAGE: 'local',
    TABLE_NAME: LOCAL_TABLE_NAME,
    DYNAMODB_ENDPOINT: input.dynamodbEndpoint,
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    ALLOWED_ORIGIN: input.webUrl,
    WEB_URL: input.webUrl,
    ...(input.originSecret ? { ORIGIN_SECRET: input.originSecret } : {}),
    MAIL_TRANSPORT: 'mailbox',
    MAILBOX_DIR: input.mailboxDir,
    MAIL_FROM: 'Culture Fit <no-reply@culturefit.local>',
    // Help-and-support tickets land in the dev mailbox addressed here.
    SUPPORT_EMAIL: 'support@culturefit.local',
    UPLOADS_BUCKET: LOCAL_UPLOADS_BUCKET,
    S3_ENDPOINT: input.s3Endpoint,
    // s3rver knows one key pair (it checks the key id, not the signature).
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    USER_POOL_ID: LOCAL_USER_POOL_ID,
    USER_POOL_CLIENT_ID: LOCAL_USER_POOL_CLIENT_ID,
    ...(input.cognitoEndpoint ? { COGNITO_ENDPOINT: input.cognitoEndpoint } : {}),
    // The PIN hash key; on AWS a generated Secrets Manager secret (PIN_HASH_KEY_SECRET_ARN).
    PIN_HASH_KEY: 'local-pin-hash-key-not-secret',
    // No model on the local stack unless a developer names one (AI_PROVIDER=bedrock|openai|gemini with its key).
    AI_PROVIDER: existing.AI_PROVIDER ?? 'offline',
    // The functions' JSON request lines would repeat the local API server's own one-line log; warnings and errors show.
    POWERTOOLS_LOG_LEVEL: existing.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    ...stripeEnv(input, existing),
    // Webhook endpoints may be plain http on loopback (the dev receiver, docs/webhooks.md "On the local stack"), and
    // retries wait seconds instead of hours, so a person can watch one.
    WEBHOOK_ALLOW_LOCAL_HTTP: 'true',
    WEBHOOK_RETRY_DELAYS: existing.WEBHOOK_RETRY_DELAYS ?? '10,20,40,80,160,320,640',
    // Greenhouse Harvest v3 and its token endpoint: the web server's stand-in (docs/ats.md "On the local stack").
    GREENHOUSE_API_URL: `${input.webUrl}/greenhouse-stand-in`,
    GREENHOUSE_AUTH_URL: `${input.webUrl}/greenhouse-stand-in/token`,
    // The SDK's "Node 22 needed from 2027" notice says nothing about the local stack.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  // DynamoDB Local and s3rver accept any credentials; keep a developer's real ones (Bedrock may use them).
  if (input.forceDummyCredentials || (!existing.AWS_ACCESS_KEY_ID && !existing.AWS_PROFILE)) {
    env.AWS_ACCESS_KEY_ID = 'local';
    env.AWS_SECRET_ACCESS_KEY = 'local';
  }
  return env;
}

/**
 * Stripe: the local stand-in with its own key and webhook secret; or, when a developer exports a Stripe test
 * key (and the webhook secret `stripe listen` prints), Stripe's test mode itself.
 */
function stripeEnv(input: HandlerEnvInput, existing: NodeJS.ProcessEnv): Record<string, string> {
  if (existing.STRIPE_SECRET_KEY && !existing.STRIPE_SECRET_KEY.startsWith('sk_test_local')) {
    return {
      STRIPE_SECRET_KEY: existing.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: existing.STRIPE_WEBHOOK_SECRET ?? '',
    };
  }
  if (!input.stripeUrl) return {};
  return {
    STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: input.stripeUrl,
  };
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const ports: LocalPorts = { ...DEFAULT_PORTS, ...options.ports };
  const dataDir = resolve(options.dataDir);
  const quiet = options.quiet ?? false;
  const say = (line: string) => {
    if (!quiet) console.log(line);
  };

  // Fail fast, before anything starts, on the problems a developer fixes by hand.
  const claims: PortClaim[] = (Object.keys(ports) as (keyof LocalPorts)[]).map((k) => ({
    port: ports[k],
    service: SERVICE_NAMES[k],
    envVar: PORT_ENV[k],
  }));
  await assertPortsFree(claims);
  await checkJava();

  const webUrl = `http://localhost:${ports.web}`;
  // A new one at every start, as each deploy of the web stack has its own.
  const originSecret = randomUUID();
  const env = localHandlerEnv({
    originSecret,
    dynamodbEndpoint: `http://127.0.0.1:${ports.dynamodb}`,
    s3Endpoint: `http://localhost:${ports.s3}`,
    webUrl,
    mailboxDir: join(dataDir, 'mailbox'),
    cognitoEndpoint: `http://127.0.0.1:${ports.cognito}`,
    stripeUrl: `http://127.0.0.1:${ports.stripe}`,
    forceDummyCredentials: options.forceDummyCredentials,
  });
  Object.assign(process.env, env);
  mkdirSync(env.MAILBOX_DIR as string, { recursive: true });

  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) {
      try {
        await s();
      } catch (error) {
        console.error('[local] stop failed:', error);
      }
    }
  };

  try {
    say('[local] starting DynamoDB Local…');
    const ddb = await startDynamoDbLocal({
      port: ports.dynamodb,
      inMemory: options.inMemory,
      dataDir: join(dataDir, 'dynamodb'),
      region: LOCAL_REGION,
    });
    stops.push(ddb.stop);
    await ddb.ensureTable(LOCAL_TABLE_NAME);
    // The prompt pack, as the deploy's trigger function seeds it on AWS (lambdas/src/toolbox/seed-prompts.ts).
    const { seedPrompts } = await import('../../lambdas/src/common/ai/prompt-store');
    await seedPrompts(new Date());

    const s3 = await startS3Local({
      port: ports.s3,
      directory: join(dataDir, 's3'),
      buckets: [LOCAL_UPLOADS_BUCKET],
      allowedOrigins: [webUrl],
    });
    stops.push(s3.stop);

    const cognito = await startCognito({
      port: ports.cognito,
      dataDir: join(dataDir, 'cognito'),
      quiet,
      callbackUrls: [`${webUrl}/auth/callback`],
    });
    stops.push(cognito.stop);
    const verifyIdToken = await tokenVerifier(cognito.jwksUri);

    const api = await startApiServer({
      port: ports.api,
      allowedOrigin: webUrl,
      verifyIdToken,
      log: quiet ? () => {} : undefined,
    });
    stops.push(api.stop);

    const stripe = await startStripeStandIn({
      port: ports.stripe,
      webhookUrl: `${api.url}/public/stripe/webhook`,
      log: quiet ? () => {} : undefined,
    });
    stops.push(stripe.stop);

    const web = await startWebServer({
      port: ports.web,
      mailboxDir: env.MAILBOX_DIR as string,
      logos: { s3Endpoint: s3.endpoint, bucket: LOCAL_UPLOADS_BUCKET },
      quiet,
      // The API on the site's origin, as CloudFront's /api/* behaviour serves it (the app calls it there).
      api: { apiUrl: api.url, originSecret },
      config: {
        apiUrl: `${webUrl}${SITE_API_PREFIX}`,
        region: LOCAL_REGION,
        userPoolId: LOCAL_USER_POOL_ID,
        userPoolClientId: LOCAL_USER_POOL_CLIENT_ID,
        userPoolEndpoint: cognito.url,
        mailboxUrl: `${webUrl}/mailbox`,
        // The emulator's hosted UI offers a stand-in Google and Microsoft page, so both buttons work offline.
        federation: { google: true, microsoft: true },
        oauthUrl: cognito.url,
        oauthRedirect: `${webUrl}/auth/callback`,
        // The emulator has one app client; on AWS the hosted UI has its own (web-stack FederationClient).
        oauthClientId: LOCAL_USER_POOL_CLIENT_ID,
        stage: 'local',
      },
    });
    stops.push(web.stop);

    const { startSweepSchedule } = await import('./scheduler');
    const sweep = startSweepSchedule({ intervalMs: Number(process.env.LOCAL_SWEEP_INTERVAL_MS ?? 5000) });
    stops.push(sweep.stop);

    return {
      urls: {
        web: web.url,
        api: api.url,
        cognito: cognito.url,
        dynamodb: ddb.endpoint,
        s3: s3.endpoint,
        mailbox: `${web.url}/mailbox`,
        stripe: stripe.url,
      },
      env,
      ports,
      dataDir,
      mailboxDir: env.MAILBOX_DIR as string,
      tableName: LOCAL_TABLE_NAME,
      userPoolId: LOCAL_USER_POOL_ID,
      userPoolClientId: LOCAL_USER_POOL_CLIENT_ID,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The Cognito emulator with the project's real trigger handlers, imported only now that env is set. */
async function startCognito(input: {
  port: number;
  dataDir: string;
  quiet: boolean;
  callbackUrls: string[];
}): Promise<CognitoEmulator> {
  const { startCognitoEmulator, projectTriggers } = await import('./cognito/index');
  mkdirSync(input.dataDir, { recursive: true });
  return startCognitoEmulator({
    port: input.port,
    dataDir: input.dataDir,
    region: LOCAL_REGION,
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_USER_POOL_CLIENT_ID,
    triggers: await projectTriggers(),
    callbackUrls: input.callbackUrls,
    log: input.quiet ? () => {} : undefined,
  });
}

/** The production id-token verifier, fetching keys from the emulator's JWKS. */
async function tokenVerifier(jwksUri: string): Promise<VerifyIdToken> {
  const { createTokenVerifier } = await import('../../lambdas/src/http/verify-token');
  const verifier = createTokenVerifier({
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_USER_POOL_CLIENT_ID,
    jwksUri,
  });
  return async (token) => (await verifier.verifyIdToken(token)).claims as unknown as Record<string, unknown>;
}
