import { createHash } from 'node:crypto';
import { DomainError } from '@shared/errors';
import { deleteObject, presignRead, putObject } from '../adapters/storage';
import { presignImageUpload } from './image-upload-budget';
import { readCheckedImage } from './logo';
import type { UserItem } from '../db/entities/user';

/** Photos are uploaded under the user's own prefix (`photos/<sub>/<id>.<ext>`) and kept under `photos/<sub>/kept/`. */
function photoPrefix(sub: string): string {
  return `photos/${sub.replace(/[^A-Za-z0-9-]/g, '')}/`;
}

/**
 * A presigned upload for a profile photo (spec part 1 §3 `photoURL`; JPG or PNG of at most 2 MB as every image
 * upload). Each address draws on the day's budgets of the account, the caller's address and the deployment
 * (docs/abuse.md "Uploads"); over any, none is given.
 */
export function createPhotoUpload(options: {
  user: UserItem;
  mime: 'image/png' | 'image/jpeg';
  size: number;
  sourceIp: string;
  now: Date;
}): Promise<{ key: string; uploadUrl: string; headers: Record<string, string> }> {
  const { user, ...rest } = options;
  return presignImageUpload({ kind: 'photo', prefix: photoPrefix(user.sub), emailKey: user.emailKey, ...rest });
}

/**
 * The key to save for the photo a user sends ('' removes it). Only the user's own upload is taken, checked as it is
 * stored now (type, size, first bytes), and copied to `photos/<sub>/kept/<sha256>.<ext>`: the upload address stays
 * valid a few minutes and could still replace the upload's bytes, never the copy's. The upload itself stays
 * pending and expires.
 */
export async function keepPhoto(sub: string, photoKey: string): Promise<string> {
  if (!photoKey) return '';
  if (!photoKey.startsWith(photoPrefix(sub))) throw new DomainError('FORBIDDEN');
  const { bytes, mime } = await readCheckedImage(photoKey);
  const digest = createHash('sha256').update(bytes).digest('hex');
  const kept = `${photoPrefix(sub)}kept/${digest}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  await putObject(kept, bytes, { contentType: mime, cacheControl: 'private, max-age=86400' });
  return kept;
}

/** Deletes a stored photo (replaced, removed, or its account deleted: docs/privacy.md "Deleting an account"). */
export async function deletePhoto(key: string | undefined): Promise<void> {
  if (key) await deleteObject(key);
}

/** The address the account's own pages show its photo at ('' without one): signed, valid a day. */
export async function photoUrl(key: string | undefined | null): Promise<string> {
  return key ? presignRead(key) : '';
}
