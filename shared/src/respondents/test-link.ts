/**
 * A respondent's personal link (spec part 1 §2 AssessmentTest `/assessment-test/{code}/{token}`). The token travels
 * in the URL fragment, `/assessment-test/{code}#t={token}`: browsers never send a fragment to a server, so CDN and
 * bucket access logs (kept a year) never see it, nor does a Referer. The path form still opens the test and is
 * turned into this one at once.
 */
export function testPath(code: string, token: string): string {
  return `/assessment-test/${encodeURIComponent(code)}${testFragment(token)}`;
}

/**
 * A personal link's fragment: the token, and the section the test page shows (`&s=values_and_traits`) once it shows
 * one. The test page keeps the section in the address it is at, so a reload, or a tab the phone's browser dropped and
 * brings back, names it before any script has run (web/src/boot/boot.ts fetches its screen with the page's files).
 */
export function testFragment(token: string, section?: string): string {
  return `#t=${encodeURIComponent(token)}${section ? `&s=${section}` : ''}`;
}

const FRAGMENT = /^#t=([A-Za-z0-9_%-]+)(?:&s=([a-z0-9_]+))?$/;

/** The token of a link's fragment (`#t=…`), or undefined. */
export function tokenFromFragment(hash: string): string | undefined {
  const match = FRAGMENT.exec(hash);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** The section a link's fragment names (`&s=…`), or undefined: a hint only, the test's own state decides. */
export function sectionFromFragment(hash: string): string | undefined {
  return FRAGMENT.exec(hash)?.[2];
}
