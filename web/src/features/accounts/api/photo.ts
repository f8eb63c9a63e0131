import type { Profile } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { keepProfile } from './get-me';
import { uploadImage } from './logo-upload';

/**
 * The profile photo (spec part 1 §3 `photoURL`): uploaded as soon as it is chosen (JPG or PNG, at most 2 MB, checked
 * here and on the server), then saved; '' removes it. The saved profile is the cached one, so the menu shows it.
 */
export async function savePhoto(file: File): Promise<Profile> {
  const photoKey = await uploadImage(file, 'createPhotoUpload');
  return keepProfile(await api('updatePhoto', { body: { photoKey } }));
}

export async function removePhoto(): Promise<Profile> {
  return keepProfile(await api('updatePhoto', { body: { photoKey: '' } }));
}
