import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../infra/local/dynamodb';
import { freePort } from '../../infra/local/ports';
import { LOCAL_TABLE_NAME, LOCAL_UPLOADS_BUCKET, localHandlerEnv } from '../../infra/local/stack';
import { startS3Local } from '../../infra/local/s3';
import { startStripeStandIn } from '../../infra/local/stripe';
import { startCognitoEmulator } from '../../infra/local/cognito/index';
import { fakeTriggers } from '../../infra/local/cognito/fake-triggers';
import { LOCAL_REGION, LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../infra/local/stack';

/**
 * Integration tests call handlers directly with API Gateway events against one DynamoDB Local per run
 * (in memory, on a free port) and one s3rver (uploads bucket). The handler env is set here, before the test workers start, so every
 * worker inherits it; the same values are also `provide`d for tests that want them explicitly.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
    tableName: string;
    mailboxDir: string;
    cognitoEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const port = await freePort();
  const ddb = await startDynamoDbLocal({ port, inMemory: true });
  await ddb.ensureTable(LOCAL_TABLE_NAME);
  const mailboxDir = await mkdtemp(join(tmpdir(), 'culturefit-mailbox-'));
  const s3Dir = await mkdtemp(join(tmpdir(), 'culturefit-s3-'));
  const s3 = await startS3Local({
    port: await freePort(),
    directory: s3Dir,
    buckets: [LOCAL_UPLOADS_BUCKET],
    allowedOrigins: ['http://localhost:5173'],
  });

  // Checkout, portal and subscription calls reach the Stripe stand-in, whose Pay and Cancel send signed events to
  // the real webhook route, served by the local API server in this process (no signed-in routes: no verifier).
  const apiPort = await freePort();
  const stripe = await startStripeStandIn({
    port: await freePort(),
    webhookUrl: `http://127.0.0.1:${apiPort}/public/stripe/webhook`,
    log: () => {},
  });

  // The account deletion's AdminDeleteUser reaches a Cognito emulator (PIN mails go to its fake triggers).
  const cognitoDir = await mkdtemp(join(tmpdir(), 'culturefit-cognito-'));
  const cognito = await startCognitoEmulator({
    port: 0,
    dataDir: cognitoDir,
    region: LOCAL_REGION,
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_USER_POOL_CLIENT_ID,
    triggers: fakeTriggers().triggers,
    log: () => {},
  });

  const env = localHandlerEnv({
    dynamodbEndpoint: ddb.endpoint,
    s3Endpoint: s3.endpoint,
    webUrl: 'http://localhost:5173',
    mailboxDir,
    cognitoEndpoint: cognito.url,
    stripeUrl: stripe.url.replace('localhost', '127.0.0.1'),
    forceDummyCredentials: true,
  });
  Object.assign(process.env, env);
  // Tests that run AI pause 0 ms between retries, and the offline provider streams without pauses.
  process.env.AI_RETRY_PAUSE_MS = '0';
  // A failed invitation e-mail comes back on the local queue after 1 s (SQS: the queue's visibility timeout).
  process.env.LOCAL_QUEUE_VISIBILITY_MS = '1000';
  process.env.OFFLINE_STREAM_DELAY_MS = '0';
  // A failed webhook delivery is tried again after 0.2 s, four attempts in all (on AWS: the 24-hour schedule).
  process.env.WEBHOOK_RETRY_DELAYS = '0.2,0.2,0.2';
  const { seedPrompts } = await import('../../lambdas/src/common/ai/prompt-store');
  await seedPrompts(new Date());
  const { startApiServer } = await import('../../infra/local/api-server');
  const api = await startApiServer({
    port: apiPort,
    allowedOrigin: 'http://localhost:5173',
    log: () => {},
    logError: () => {},
  });

  project.provide('dynamodbEndpoint', ddb.endpoint);
  project.provide('tableName', LOCAL_TABLE_NAME);
  project.provide('mailboxDir', mailboxDir);
  project.provide('cognitoEndpoint', cognito.url);

  return async () => {
    await ddb.stop();
    await s3.stop();
    await stripe.stop();
    await api.stop();
    await cognito.stop();
    await rm(cognitoDir, { recursive: true, force: true });
    await rm(s3Dir, { recursive: true, force: true });
    await rm(mailboxDir, { recursive: true, force: true });
  };
}
