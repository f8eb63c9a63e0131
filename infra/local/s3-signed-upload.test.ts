import { describe, expect, it } from 'vitest';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { signsContentLength, validQuerySignature } from './s3-signed-upload';

const client = new S3Client({
  endpoint: 'http://localhost:4569',
  forcePathStyle: true,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

async function signedPut(size: number) {
  const url = new URL(
    await getSignedUrl(
      client,
      new PutObjectCommand({
        Bucket: 'uploads',
        Key: 'logos/abc/one two.png',
        ContentType: 'image/png',
        ContentLength: size,
      }),
      {
        expiresIn: 300,
        signableHeaders: new Set(['content-type', 'content-length']),
      },
    ),
  );
  return { method: 'PUT', url: `${url.pathname}${url.search}`, headers: {} };
}

describe("the local store refuses what S3 refuses: an upload whose signed length is not the body's", () => {
  it('accepts the declared length and type, refuses another length, type, key or secret', async () => {
    const put = await signedPut(1000);
    const headers = { host: 'localhost:4569', 'content-type': 'image/png', 'content-length': '1000' };
    expect(signsContentLength(put)).toBe(true);
    expect(validQuerySignature({ ...put, headers }, 'S3RVER')).toBe(true);
    expect(
      validQuerySignature({ ...put, headers: { ...headers, 'content-length': String(6 * 1024 * 1024) } }, 'S3RVER'),
    ).toBe(false);
    expect(validQuerySignature({ ...put, headers: { ...headers, 'content-type': 'text/html' } }, 'S3RVER')).toBe(false);
    expect(validQuerySignature({ ...put, headers, url: put.url.replace('one%20two', 'other') }, 'S3RVER')).toBe(false);
    expect(validQuerySignature({ ...put, headers }, 'someone-else')).toBe(false);
  });

  it('leaves other requests to s3rver', () => {
    expect(signsContentLength({ method: 'GET', url: '/uploads/k?X-Amz-SignedHeaders=host', headers: {} })).toBe(false);
    expect(
      signsContentLength({ method: 'PUT', url: '/uploads/k?X-Amz-SignedHeaders=content-type%3Bhost', headers: {} }),
    ).toBe(false);
  });
});
