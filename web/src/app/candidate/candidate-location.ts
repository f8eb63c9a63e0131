import { useSyncExternalStore } from 'react';
import { isRespondentPath } from '../respondent-paths';

export { matchCandidatePath, type CandidateRoute } from './candidate-route';

/**
 * Where a respondent's page is, without React Router (which the respondent's first script does without:
 * docs/architecture.md "The respondent's app"). The respondent's pages move among themselves with the History API;
 * any other address is a full page load, into the employer's app.
 */
export interface CandidateLocation {
  pathname: string;
  search: string;
  hash: string;
}

let current: CandidateLocation = read();
const listeners = new Set<() => void>();

function read(): CandidateLocation {
  if (typeof window === 'undefined') return { pathname: '/', search: '', hash: '' };
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

function update(): void {
  const next = read();
  if (next.pathname === current.pathname && next.search === current.search && next.hash === current.hash) return;
  current = next;
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', update);
  window.addEventListener('hashchange', update);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): CandidateLocation => current;

export function useCandidateLocation(): CandidateLocation {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Goes to `to`: another respondent's page in place (a new history entry, or `replace` the current one), any other
 * page by loading it.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin || !isRespondentPath(url.pathname)) {
    if (options.replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (options.replace) window.history.replaceState(window.history.state, '', target);
  else window.history.pushState(null, '', target);
  update();
  window.scrollTo(0, 0);
}
