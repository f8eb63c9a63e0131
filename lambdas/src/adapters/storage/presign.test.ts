import { PutObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { presignS3 } from './presign';

/** The SDK's presigner, as the storage adapter used it, for the same object, headers and time. */
async function sdkUrl(
  env: Record<string, string>,
  command: PutObjectCommand | GetObjectCommand,
  options: { expiresIn: number; signingDate: Date; signableHeaders?: Set<string>; unhoistableHeaders?: Set<string> },
): Promise<string> {
  const endpoint = env.S3_ENDPOINT;
  const client = new S3Client({
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    region: env.AWS_REGION,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    credentials: {
      accessKeyId: env.S3_ACCESS_KEY_ID ?? env.AWS_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? env.AWS_SECRET_ACCESS_KEY!,
      ...(env.AWS_SESSION_TOKEN && !env.S3_ACCESS_KEY_ID ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
    },
  });
  return getSignedUrl(client, command, options);
}

const sorted = (url: string) => {
  const u = new URL(url);
  return { origin: u.origin, path: u.pathname, query: [...u.searchParams.entries()].sort() };
};

const lambdaEnv = {
  AWS_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'ASIAEXAMPLEKEY',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  AWS_SESSION_TOKEN: 'IQoJb3JpZ2luX2VjEXAMPLE+/token=',
};
/** us-east-1, where S3 also answers on a global host: the SDK signs for the regional one, as the site's CSP names it. */
const lambdaEnvUsEast = { ...lambdaEnv, AWS_REGION: 'us-east-1' };
const localEnv = {
  AWS_REGION: 'us-east-1',
  S3_ENDPOINT: 'http://127.0.0.1:4569',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};
const at = new Date('2026-11-27T13:45:07.123Z');
const upload = { 'content-type': 'image/png', 'content-length': '5120', 'x-amz-tagging': 'upload=pending' };

describe('presigned S3 addresses (aws4)', () => {
  for (const [where, env] of [
    ['on Lambda (the role from the environment, with its session token)', lambdaEnv],
    ['on Lambda in us-east-1', lambdaEnvUsEast],
    ['on the local store (path-style, its own keys)', localEnv],
  ] as const) {
    it(`signs an upload exactly as the SDK's presigner does, ${where}`, async () => {
      const key = 'support/ab12-cd34/screen shot (1).png';
      const ours = presignS3(
        { method: 'PUT', bucket: 'uploads-bucket', key, expiresIn: 300, headers: upload, now: at },
        env,
      );
      const theirs = await sdkUrl(
        env,
        new PutObjectCommand({
          Bucket: 'uploads-bucket',
          Key: key,
          ContentType: 'image/png',
          ContentLength: 5120,
          Tagging: 'upload=pending',
        }),
        {
          expiresIn: 300,
          signingDate: at,
          signableHeaders: new Set(['content-type', 'content-length', 'x-amz-tagging']),
          unhoistableHeaders: new Set(['x-amz-tagging']),
        },
      );
      expect(sorted(ours)).toEqual(sorted(theirs));
    });

    it(`signs a read exactly as the SDK's presigner does, ${where}`, async () => {
      const key = 'logos/team-1/logo.png';
      const ours = presignS3({ method: 'GET', bucket: 'uploads-bucket', key, expiresIn: 86400, now: at }, env);
      const theirs = await sdkUrl(env, new GetObjectCommand({ Bucket: 'uploads-bucket', Key: key }), {
        expiresIn: 86400,
        signingDate: at,
      });
      expect(sorted(ours)).toEqual(sorted(theirs));
    });
  }

  it('signs the type, size and tag the browser must send, and the time it is valid for', () => {
    const url = new URL(
      presignS3({ method: 'PUT', bucket: 'b', key: 'k', expiresIn: 300, headers: upload, now: at }, lambdaEnv),
    );
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;x-amz-tagging');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20261127T134507Z');
  });

  it('refuses to sign without credentials', () => {
    expect(() =>
      presignS3({ method: 'GET', bucket: 'b', key: 'k', expiresIn: 60 }, { AWS_REGION: 'us-east-1' }),
    ).toThrow(/No credentials/);
  });
});
