/**
 * Which respondent's page an address names: pure, with no Preact, so the boot script (web/src/boot/boot.ts) can read
 * the link before the app's script arrives.
 */
/** The route a respondent's address names, and its parts. */
export type CandidateRoute =
  | { page: 'enterCode' }
  | { page: 'publicLink'; code: string }
  | { page: 'test'; code: string; token?: string }
  | { page: 'confirmEmail' }
  | { page: 'notFound' };

/**
 * /assessment-test (enter a code), /assessment-test/{code} (the public link, or the test with `#t=` in the fragment,
 * which the page reads), /assessment-test/{code}/{token} (the spec's form of a personal link), /confirm-canditate.
 */
export function matchCandidatePath(pathname: string): CandidateRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/confirm-canditate') return { page: 'confirmEmail' };
  if (path === '/assessment-test') return { page: 'enterCode' };
  const parts = path.split('/').slice(2).map(decodePart);
  if (!path.startsWith('/assessment-test/') || parts.some((p) => p === null || p === '')) return { page: 'notFound' };
  const [code, token] = parts as string[];
  if (parts.length === 1 && code) return { page: 'publicLink', code };
  if (parts.length === 2 && code && token) return { page: 'test', code, token };
  return { page: 'notFound' };
}

function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
