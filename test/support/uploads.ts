import { expect } from 'vitest';
import { invoke } from './invoke';
export { TINY_PNG } from './images';

type Claims = { sub: string; email: string };
export type Upload = { key: string; uploadUrl: string; headers: Record<string, string> };

/**
 * Asks a presigned-upload route (logo, photo, support attachment) for an address as `claims`, sends `bytes` to it
 * the way the browser does (PUT with the signed headers), and gives the key to save.
 */
export async function uploadThrough(
  route: 'createLogoUpload' | 'createPhotoUpload' | 'createSupportUpload',
  claims: Claims,
  body: Record<string, unknown>,
  bytes: Buffer,
): Promise<string> {
  const signed = await invoke<Upload>(route, { claims, body });
  expect(signed.status).toBe(200);
  const put = await fetch(signed.body.uploadUrl, {
    method: 'PUT',
    headers: signed.body.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.ok).toBe(true);
  return signed.body.key;
}
