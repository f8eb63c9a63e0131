import { useEffect } from 'react';

/**
 * The respondent's pages (a test link, the e-mail confirmation): they need only their own catalogues
 * (lib/i18n/parts/respondent-pages), so the first screen of a test downloads less; every other page loads all strings first.
 */
export function isRespondentPath(pathname: string): boolean {
  return (
    pathname === '/assessment-test' || pathname.startsWith('/assessment-test/') || pathname === '/confirm-canditate'
  );
}

/**
 * Each app serves its own addresses; an address of the other app, reached by history or a link inside the page, is
 * loaded in full, so `main.tsx` picks the app that serves it (docs/architecture.md "The respondent's app").
 */
export function useLoadInFull(
  load: boolean,
  { pathname, search, hash }: { pathname: string; search: string; hash: string },
) {
  useEffect(() => {
    if (load) window.location.replace(`${pathname}${search}${hash}`);
  }, [load, pathname, search, hash]);
}
