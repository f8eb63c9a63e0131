/**
 * A respondent's personal link (spec part 1 §2 AssessmentTest `/assessment-test/{code}/{token}`). The token travels
 * in the URL fragment, `/assessment-test/{code}#t={token}`: browsers never send a fragment to a server, so CDN and
 * bucket access logs (kept a year) never see it, nor does a Referer. The path form still opens the test and is
 * turned into this one at once.
 */
export function testPath(code: string, token: string): string {
  return `/assessment-test/${encodeURIComponent(code)}#t=${encodeURIComponent(token)}`;
}

/** The token of a link's fragment (`#t=…`), or undefined. */
export function tokenFromFragment(hash: string): string | undefined {
  const match = /^#t=([A-Za-z0-9_%-]+)$/.exec(hash);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
