import { createHash } from 'node:crypto';
import { DomainError } from '@shared/errors';
import { checkImageUpload, IMAGE_SIGNATURE_BYTES, imageTypeOfBytes } from '@shared/accounts/image-upload';
import { PUBLISHED_LOGO_PREFIX } from '@shared/routes/team-schemas';
import { presignRead, putObject, readObject, statObject } from '../adapters/storage';
import { webUrl } from '../common/web-url';

/** Logos are uploaded under the uploading user's own prefix: `logos/{sub}/{random}.{ext}`. */
export function logoPrefix(sub: string): string {
  return `logos/${sub.replace(/[^A-Za-z0-9-]/g, '')}/`;
}

/** A published logo never changes under its key, so every cache may keep it for a year. */
const PUBLISHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The key to save for the logo an actor sends ('' for none). Their own upload (their prefix) must be a JPG or PNG
 * of at most 2 MB (spec part 1 §5): the browser checked before uploading, this checks what landed, down to its first
 * bytes (a page of HTML sent as image/png is not a logo). It is then published: copied to
 * `public/logos/<sha256 of its bytes>.<ext>`, which the site serves at `/logos/…` for good (docs/deploy.md "Logos");
 * the upload itself stays tagged pending and expires. `current`, the logo saved now, may be sent back unchanged.
 */
export async function publishLogo(key: string, sub: string, current?: string): Promise<string> {
  if (!key) return '';
  if (key.startsWith(logoPrefix(sub))) return publish(key);
  if (key === current) return key;
  throw new DomainError('FORBIDDEN');
}

async function publish(key: string): Promise<string> {
  const { bytes, mime: declared } = await readCheckedImage(key);
  const digest = createHash('sha256').update(bytes).digest('hex');
  const published = `${PUBLISHED_LOGO_PREFIX}${digest}.${declared === 'image/png' ? 'png' : 'jpg'}`;
  await putObject(published, bytes, { contentType: declared, cacheControl: PUBLISHED_CACHE_CONTROL });
  return published;
}

/**
 * The bytes and type of an uploaded image, checked as they are stored now: JPG or PNG of at most 2 MB (spec part 1
 * §5, part 2 §5), and the first bytes are those of the type declared (a page of HTML sent as image/png is refused).
 */
export async function readCheckedImage(key: string): Promise<{ bytes: Uint8Array; mime: 'image/png' | 'image/jpeg' }> {
  const stored = await statObject(key);
  if (!stored) throw new DomainError('DATA_NOT_FOUND');
  const declared = stored.contentType === 'image/jpg' ? 'image/jpeg' : stored.contentType;
  const refused = checkImageUpload({ mime: declared, size: stored.size });
  if (refused) throw new DomainError(refused);
  const bytes = await readObject(key);
  // Read again in full: the size is that of these bytes, not of what was there a moment before.
  const refusedNow = checkImageUpload({ mime: declared, size: bytes.length });
  if (refusedNow) throw new DomainError(refusedNow);
  const type = imageTypeOfBytes(bytes.subarray(0, IMAGE_SIGNATURE_BYTES));
  if (!type || type !== declared) throw new DomainError('IMAGE_TYPE_NOT_ALLOWED');
  return { bytes, mime: type };
}

/**
 * The address a page or e-mail shows a stored logo at ('' without one): a published logo at the site's `/logos/`
 * path, which does not expire. A logo saved before logos were published keeps a signed address of the uploads
 * bucket, valid a day, until its owner saves it again (which publishes it).
 */
export async function logoUrl(key: string | undefined | null): Promise<string> {
  if (!key) return '';
  if (key.startsWith(PUBLISHED_LOGO_PREFIX)) return `${webUrl()}/logos/${key.slice(PUBLISHED_LOGO_PREFIX.length)}`;
  return presignRead(key);
}
