/**
 * The respondent's pages (a test link, the e-mail confirmation): they need only their own catalogues
 * (lib/i18n/parts/respondent-pages), so the first screen of a test downloads less; every other page loads all strings first.
 */
export function isRespondentPath(pathname: string): boolean {
  return (
    pathname === '/assessment-test' || pathname.startsWith('/assessment-test/') || pathname === '/confirm-canditate'
  );
}
