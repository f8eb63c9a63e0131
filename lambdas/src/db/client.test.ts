import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isConditionFailure } from '../common/conditional';
import { tableClient } from './client';

/**
 * What DynamoDB Local cannot show: throttling, server errors, the signing credentials and the connection. A small
 * HTTP server stands in for DynamoDB's endpoint and answers each request from a script, in DynamoDB's JSON protocol.
 */
interface Seen {
  target: string | undefined;
  authorization: string;
  token: string | undefined;
  socket: number;
}
const seen: Seen[] = [];
let script: { status: number; body: object }[] = [];
let server: Server;
let sockets = 0;

const throttled = {
  status: 400,
  body: {
    __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
    message: 'The level of configured provisioned throughput for the table was exceeded.',
  },
};
const item = { status: 200, body: { Item: { pk: { S: 'p' }, sk: { S: 's' }, n: { N: '3' } } } };
const get = () => tableClient().send('GetItem', { TableName: 't', Key: { pk: 'p', sk: 's' } });

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    req.resume();
    req.on('end', () => {
      const s = req.socket as typeof req.socket & { id?: number };
      s.id ??= ++sockets;
      seen.push({
        target: req.headers['x-amz-target'] as string | undefined,
        authorization: String(req.headers.authorization),
        token: req.headers['x-amz-security-token'] as string | undefined,
        socket: s.id,
      });
      const answer = script.shift() ?? { status: 200, body: {} };
      res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  // As on Lambda: the runtime's credentials in the environment, and a credentials file that must not be read.
  const home = await mkdtemp(join(tmpdir(), 'aws-home-'));
  await mkdir(join(home, '.aws'));
  await writeFile(
    join(home, '.aws', 'credentials'),
    '[default]\naws_access_key_id = AKIDFROMFILE\naws_secret_access_key = x\n',
  );
  Object.assign(process.env, {
    HOME: home,
    AWS_LAMBDA_FUNCTION_NAME: 'culturefit-test',
    AWS_ACCESS_KEY_ID: 'AKIDFROMENV',
    AWS_SECRET_ACCESS_KEY: 'secret',
    AWS_SESSION_TOKEN: 'session-token',
    AWS_REGION: 'eu-west-1',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen.length = 0;
  script = [];
});

describe('the table client: retries, credentials and connection as the SDK had them', () => {
  it('a throttled call is retried with backoff and answers when DynamoDB does (3 attempts, as the SDK)', async () => {
    script = [throttled, throttled, item];
    expect((await get()).Item).toEqual({ pk: 'p', sk: 's', n: 3 });
    expect(seen.map((s) => s.target)).toEqual(Array(3).fill('DynamoDB_20120810.GetItem'));
  });

  it('throttled on every attempt, the call fails after 3 with the SDK’s error name, not as a condition failure', async () => {
    script = [throttled, throttled, throttled, item];
    const err = await get().then(
      () => null,
      (e: unknown) => e as { name: string; message: string; $metadata: { httpStatusCode: number } },
    );
    expect(err).toMatchObject({
      name: 'ProvisionedThroughputExceededException',
      message: throttled.body.message,
      $metadata: { httpStatusCode: 400 },
    });
    expect(isConditionFailure(err)).toBe(false);
    expect(seen).toHaveLength(3);
  });

  it('a server error is retried; a refused request (validation, condition) is not', async () => {
    script = [{ status: 500, body: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError' } }, item];
    expect((await get()).Item).toMatchObject({ pk: 'p' });
    expect(seen).toHaveLength(2);
    seen.length = 0;
    script = [
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
          message: 'The conditional request failed',
        },
      },
      item,
    ];
    const err = await get().catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'ConditionalCheckFailedException', message: 'The conditional request failed' });
    expect(isConditionFailure(err)).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('signs with the environment’s credentials and region on Lambda, never the credentials file', async () => {
    script = [item];
    await get();
    expect(seen[0]!.authorization).toContain('Credential=AKIDFROMENV/');
    expect(seen[0]!.authorization).toContain('/eu-west-1/dynamodb/aws4_request');
    expect(seen[0]!.token).toBe('session-token');
  });

  it('a warm function’s calls reuse one connection (keep-alive)', async () => {
    script = [item, item, item];
    await get();
    await get();
    await get();
    expect(new Set(seen.map((s) => s.socket)).size).toBe(1);
  });
});
