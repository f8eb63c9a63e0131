import { DomainError } from '@shared/errors';
import { checkImageUpload, IMAGE_SIGNATURE_BYTES, imageTypeOfBytes } from '@shared/accounts/image-upload';
import { keepUpload, presignRead, readObjectStart, statObject } from '../adapters/storage';

/** Logos are stored under the uploading user's own prefix: `logos/{sub}/{random}.{ext}`. */
export function logoPrefix(sub: string): string {
  return `logos/${sub.replace(/[^A-Za-z0-9-]/g, '')}/`;
}

/**
 * A logo key may be saved only when the actor uploaded it (their prefix) and the stored object is a
 * JPG or PNG of at most 2 MB (spec part 1 §5): the browser checked before uploading, this checks what landed,
 * down to its first bytes (a page of HTML sent as image/png is not a logo). A usable logo is then marked kept.
 */
export async function assertUsableLogo(key: string, sub: string): Promise<void> {
  if (!key) return;
  if (!key.startsWith(logoPrefix(sub))) throw new DomainError('FORBIDDEN');
  const stored = await statObject(key);
  if (!stored) throw new DomainError('DATA_NOT_FOUND');
  const refused = checkImageUpload({ mime: stored.contentType, size: stored.size });
  if (refused) throw new DomainError(refused);
  const declared = stored.contentType === 'image/jpg' ? 'image/jpeg' : stored.contentType;
  if (imageTypeOfBytes(await readObjectStart(key, IMAGE_SIGNATURE_BYTES)) !== declared)
    throw new DomainError('IMAGE_TYPE_NOT_ALLOWED');
  // In use now: the expiry of uploads nobody saved leaves it.
  await keepUpload(key);
}

/** The address a page shows a stored logo at ('' without one). */
export async function logoUrl(key: string | undefined | null): Promise<string> {
  return key ? presignRead(key) : '';
}
