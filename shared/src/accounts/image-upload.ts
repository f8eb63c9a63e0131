import * as z from '../zod-mini';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../constants/limits';
import type { ErrorCode } from '../errors/catalogue';

/** Image upload: JPG or PNG, at most 2 MB (spec part 1 §5, part 2 §5). */
export const ZImageUpload = z.object({
  mime: z.enum(IMAGE_MIME_TYPES, { error: 'IMAGE_TYPE_NOT_ALLOWED' }),
  size: z
    .number()
    .check(
      z.int(),
      z.minimum(1, { error: 'VALIDATION_FAILED' }),
      z.maximum(IMAGE_MAX_BYTES, { error: 'IMAGE_TOO_LARGE' }),
    ),
});
export type ImageUpload = z.infer<typeof ZImageUpload>;

/** The code that refuses this file, or null when it may be uploaded. */
export function checkImageUpload(file: { mime: string; size: number }): ErrorCode | null {
  const mime = file.mime.toLowerCase() === 'image/jpg' ? 'image/jpeg' : file.mime.toLowerCase();
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(mime)) return 'IMAGE_TYPE_NOT_ALLOWED';
  if (file.size > IMAGE_MAX_BYTES) return 'IMAGE_TOO_LARGE';
  if (file.size <= 0) return 'VALIDATION_FAILED';
  return null;
}

/**
 * The image type a file's first bytes show (PNG's 8-byte signature, JPEG's SOI marker FF D8 FF), or null for
 * anything else: a stored upload is what its bytes are, not what the browser declared.
 */
export function imageTypeOfBytes(bytes: Uint8Array): (typeof IMAGE_MIME_TYPES)[number] | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** How many leading bytes imageTypeOfBytes needs. */
export const IMAGE_SIGNATURE_BYTES = 8;
