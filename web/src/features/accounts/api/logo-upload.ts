import { checkImageUpload } from '@shared/accounts/image-upload';
import { api, ApiError } from '../../../lib/api-client';

/**
 * Upload a logo (spec part 1 §5: JPG or PNG, at most 2 MB): checked here before anything is sent, then
 * put straight into the uploads bucket through a presigned address; the server checks the stored object
 * again when the key is saved. Returns the key to save.
 */
export function uploadLogo(file: File): Promise<string> {
  return uploadImage(file, 'createLogoUpload');
}

/** Upload an image through the route that signs its address (a logo, or a profile photo): the same checks. */
export async function uploadImage(file: File, route: 'createLogoUpload' | 'createPhotoUpload'): Promise<string> {
  const refused = checkImageUpload({ mime: file.type, size: file.size });
  if (refused) throw new ApiError(400, refused, '');
  const mime = file.type.toLowerCase() === 'image/png' ? 'image/png' : 'image/jpeg';
  const upload = await api(route, { body: { mime, size: file.size } });
  let res: Response;
  try {
    res = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: file });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
  if (!res.ok) throw new ApiError(res.status, 'INTERNAL', '');
  return upload.key;
}
