import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * s3rver checks no SigV4 signature, so on its own it would store any body sent to a presigned upload address. S3
 * checks every signed header, and the product signs an upload's Content-Length (the declared size, within the
 * limits) so a larger body is refused before it is stored. This does the same check for query-signed PUTs that
 * sign content-length, with the local store's key, so the local stack refuses what S3 refuses.
 */
export interface SignedPut {
  method: string;
  /** Path and query exactly as received (`/bucket/key?X-Amz-…`). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
// RFC 3986 encoding, as SigV4 canonicalises (encodeURIComponent leaves !'()* alone).
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Whether this request is a presigned upload whose signed headers include its length (the ones this checks). */
export function signsContentLength(req: SignedPut): boolean {
  if (req.method !== 'PUT') return false;
  const query = new URL(req.url, 'http://local').searchParams;
  return (query.get('X-Amz-SignedHeaders') ?? '').split(';').includes('content-length');
}

/** Whether the query signature matches the request as received, under `secret`. */
export function validQuerySignature(req: SignedPut, secret: string): boolean {
  const url = new URL(req.url, 'http://local');
  const q = url.searchParams;
  const provided = q.get('X-Amz-Signature') ?? '';
  const date = q.get('X-Amz-Date') ?? '';
  const [, ...scopeParts] = (q.get('X-Amz-Credential') ?? '').split('/');
  const scope = scopeParts.join('/');
  const signed = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
  const [day, region, service] = scopeParts;
  if (!provided || !date || !day || !region || !service) return false;
  const pairs = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const);
  pairs.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const header = (name: string) => {
    const v = req.headers[name];
    return (Array.isArray(v) ? v.join(',') : (v ?? '')).trim().replace(/\s+/g, ' ');
  };
  const canonical = [
    req.method,
    url.pathname
      .split('/')
      .map((s) => uriEncode(decodeURIComponent(s)))
      .join('/'),
    pairs.map(([k, v]) => `${k}=${v}`).join('&'),
    signed.map((h) => `${h}:${header(h)}\n`).join(''),
    signed.join(';'),
    q.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
  const expected = Buffer.from(createHmac('sha256', key).update(stringToSign).digest('hex'));
  const given = Buffer.from(provided);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
