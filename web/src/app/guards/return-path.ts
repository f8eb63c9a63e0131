/**
 * Where a signed-out visitor was going (e.g. the team invitation's /account/my-team/{id}), kept for this tab
 * while they sign in, so they land there instead of on My Assessments. Only same-site paths are kept.
 */
const KEY = 'culturefit.returnPath';

export function isSafeReturnPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !/^\/(login|signup|pincode|auth\/callback)\b/.test(path)
  );
}

export function rememberReturnPath(path: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  if (isSafeReturnPath(path)) storage.setItem(KEY, path);
}

/**
 * The kept path, once; `fallback` when there is none or the account still owes its sign-up steps, in which case the
 * path stays kept for the end of the last step: a new user from `/signup?tool=` reaches the tool after branding, an
 * invitee who signed up from the invitation lands on it.
 */
export function takeReturnPath(
  fallback: string,
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
): string {
  if (fallback !== '/assessments') return fallback;
  const path = storage.getItem(KEY);
  storage.removeItem(KEY);
  return path && isSafeReturnPath(path) ? path : fallback;
}
