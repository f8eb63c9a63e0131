/**
 * The profile photo (spec part 1 §3 User `photoURL`, session record `photoUrl`). The spec gives no limits of its own,
 * so the photo takes the image upload's: JPG or PNG, at most 2 MB (part 2 §5). It is private to its owner: stored
 * under `photos/<sub>/`, shown through a signed address, valid a day.
 */

/** An uploaded photo's key: `photos/<sub>/<id>.<ext>`; '' removes the photo. */
export const PHOTO_KEY_PATTERN = /^photos\/[A-Za-z0-9-]{1,64}\/[A-Za-z0-9-]{8,64}\.(png|jpg)$/;

/**
 * Upload addresses a day for each kind of image an account keeps, the profile photo and the company logo (docs/abuse.md
 * "Uploads"): a person tries a few images; an office shares one address.
 */
export const IMAGE_UPLOAD_BUDGETS = {
  perAccount: 20,
  perIp: 60,
  deployment: 2000,
} as const;
