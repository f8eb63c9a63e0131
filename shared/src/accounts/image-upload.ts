import * as z from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../constants/limits';
import type { ErrorCode } from '../errors/catalogue';

/** Image upload: JPG or PNG, at most 2 MB (spec part 1 §5, part 2 §5). */
export const ZImageUpload = z.object({
  mime: z.enum(IMAGE_MIME_TYPES, { error: 'IMAGE_TYPE_NOT_ALLOWED' }),
  size: z.number().int().min(1, { error: 'VALIDATION_FAILED' }).max(IMAGE_MAX_BYTES, { error: 'IMAGE_TOO_LARGE' }),
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
