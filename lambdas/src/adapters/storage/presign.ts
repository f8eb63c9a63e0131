import aws4 from 'aws4';

/**
 * Presigned S3 addresses signed with `aws4` (Signature Version 4, query-string form), the signer aws-lite already
 * bundles for the DynamoDB calls, instead of the SDK's S3 client and presigner: an upload's first request then loads
 * no AWS SDK at all (docs/cold-start.md "Presigned addresses without the SDK"). The address is the one the SDK's
 * presigner makes for the same object, headers and time, character for character (`presign.test.ts`): the same
 * host (the bucket's regional name, or the local store's path-style address), the same `x-id` query parameter, the same
 * signed headers.
 */

export interface PresignInput {
  method: 'GET' | 'PUT';
  bucket: string;
  key: string;
  /** Seconds the address stays valid. */
  expiresIn: number;
  /** Headers the browser must send, signed into the address (host is always signed). */
  headers?: Record<string, string>;
  /** When the signature is made; now unless given. */
  now?: Date;
}

interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/**
 * The signing credentials: the local store's own keys where it has them (S3_ACCESS_KEY_ID, s3rver on the local
 * stack), else the function's role, which Lambda hands every function in AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and
 * AWS_SESSION_TOKEN.
 */
function credentials(env: NodeJS.ProcessEnv): Credentials {
  if (env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY };
  }
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId || !secretAccessKey) throw new Error('No credentials to sign an S3 address with');
  return { accessKeyId, secretAccessKey, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) };
}

/** S3's encoding of a key in a path: each segment as RFC 3986 unreserved characters, slashes kept. */
const encodeKey = (key: string) =>
  key
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

export function presignS3(input: PresignInput, env: NodeJS.ProcessEnv = process.env): string {
  const region = env.AWS_REGION ?? 'us-east-1';
  const endpoint = env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT) : undefined;
  // The SDK's addressing: path-style on the local store (forcePathStyle), else the bucket's regional host.
  const host = endpoint ? endpoint.host : `${input.bucket}.s3.${region}.amazonaws.com`;
  const path = endpoint ? `/${input.bucket}/${encodeKey(input.key)}` : `/${encodeKey(input.key)}`;
  const query = new URLSearchParams({
    'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    'X-Amz-Date': (input.now ?? new Date()).toISOString().replace(/[:-]|\.\d{3}/g, ''),
    'X-Amz-Expires': String(input.expiresIn),
    'x-id': input.method === 'PUT' ? 'PutObject' : 'GetObject',
  });
  const signed = aws4.sign(
    {
      host,
      path: `${path}?${query.toString()}`,
      method: input.method,
      service: 's3',
      region,
      headers: { ...input.headers },
      signQuery: true,
    },
    credentials(env),
  );
  const protocol = endpoint ? endpoint.protocol : 'https:';
  return `${protocol}//${host}${signed.path ?? ''}`;
}
