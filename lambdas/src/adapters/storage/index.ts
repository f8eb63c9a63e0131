import type { S3Client } from '@aws-sdk/client-s3';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { presignS3 } from './presign';

/**
 * The uploads bucket (logos, support attachments): private; the browser uploads and reads through
 * presigned addresses, except published logos (`public/logos/`), which the site's CDN reads (docs/deploy.md "Logos"). S3_ENDPOINT points at s3rver on the local stack (path-style addresses).
 */
let client: S3Client | undefined;
/** The S3 client and its commands, imported on first use (docs/cold-start.md). */
async function s3(): Promise<{ client: S3Client; sdk: typeof S3Sdk }> {
  const sdk = await import('@aws-sdk/client-s3');
  if (!client) {
    const { S3Client } = sdk;
    const endpoint = process.env.S3_ENDPOINT;
    const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = process.env;
    client = new S3Client({
      // A presigned upload must not carry a checksum of an empty body (the SDK's default would add one).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(endpoint ? { endpoint, forcePathStyle: true, region: process.env.AWS_REGION ?? 'us-east-1' } : {}),
      // Set only where the store has its own keys (s3rver on the local stack); Lambda uses its role.
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    });
  }
  return { client, sdk };
}

function bucket(): string {
  const name = process.env.UPLOADS_BUCKET;
  if (!name) throw new Error('UPLOADS_BUCKET is not set');
  return name;
}

/** The tag an upload carries until something saves it; the uploads bucket expires objects still tagged so after a day. */
export const UPLOAD_PENDING_TAG = { Key: 'upload', Value: 'pending' } as const;

/**
 * An upload address valid for 5 minutes, and the headers the browser must send with it. Content-Type and
 * Content-Length are signed, so the browser must send the type and the exact size it declared (checked against the
 * limits before signing): a larger body is refused by storage itself, before anything is stored. The object is
 * tagged pending (signed too), so an upload nobody saves expires (keepUpload marks a saved one).
 */
export async function presignUpload(
  key: string,
  contentType: string,
  size: number,
): Promise<{ uploadUrl: string; headers: Record<string, string> }> {
  const tagging = `${UPLOAD_PENDING_TAG.Key}=${UPLOAD_PENDING_TAG.Value}`;
  const uploadUrl = presignS3({
    method: 'PUT',
    bucket: bucket(),
    key,
    expiresIn: 300,
    // Sent as headers (the tag too, as S3 documents for object tags), not moved into the address.
    headers: { 'content-type': contentType, 'content-length': String(size), 'x-amz-tagging': tagging },
  });
  return { uploadUrl, headers: { 'Content-Type': contentType, 'x-amz-tagging': tagging } };
}

/** Marks a saved upload kept, so the uploads bucket's expiry of pending uploads leaves it. */
export async function keepUpload(key: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(
    new sdk.PutObjectTaggingCommand({
      Bucket: bucket(),
      Key: key,
      Tagging: { TagSet: [{ Key: UPLOAD_PENDING_TAG.Key, Value: 'kept' }] },
    }),
  );
}

/** Deletes an object (a replaced or removed profile photo); deleting one that is gone does nothing. */
export async function deleteObject(key: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** A read address valid for a day (capped by the signing role's session on Lambda). */
export async function presignRead(key: string): Promise<string> {
  return presignS3({ method: 'GET', bucket: bucket(), key, expiresIn: 24 * 3600 });
}

/** Size and type of a stored object, or null when there is none. */
export async function statObject(key: string): Promise<{ size: number; contentType: string } | null> {
  try {
    const { client, sdk } = await s3();
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: head.ContentLength ?? 0, contentType: (head.ContentType ?? '').toLowerCase() };
  } catch (err) {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return null;
    throw err;
  }
}

/** A whole stored object (small ones only: it is held in memory). */
export async function readObject(key: string): Promise<Uint8Array> {
  const { client, sdk } = await s3();
  const out = await client.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: key }));
  return out.Body ? out.Body.transformToByteArray() : new Uint8Array();
}

/** Writes an object the server made itself (untagged, so the expiry of pending uploads leaves it). */
export async function putObject(
  key: string,
  body: Uint8Array,
  options: { contentType: string; cacheControl: string },
): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: bucket(),
      Key: key,
      Body: body,
      ContentType: options.contentType,
      CacheControl: options.cacheControl,
    }),
  );
}

/** The first `n` bytes of a stored object (a ranged read), to tell what it is. */
export async function readObjectStart(key: string, n: number): Promise<Uint8Array> {
  const { client, sdk } = await s3();
  const out = await client.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${n - 1}` }));
  const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
  return bytes.subarray(0, n);
}
