import { sectionFromFragment, tokenFromFragment } from '@shared/respondents/test-link';
import { matchCandidatePath } from '../app/candidate/candidate-route';
import { requestFor, type BuiltRequest, type RouteDef } from '../lib/api-request';
import { configInPage } from '../lib/config-in-page';
import { earlyCalls, type EarlyCalls } from '../lib/early-calls';
import { getLocale } from '../lib/i18n/locale-store';

/**
 * The boot script: about 2 KB of gzip (half of it chunk names) written into the page's <head> by the build, run
 * while the page is parsed, before the app's script has downloaded (issue 27 §3, docs/architecture.md "The
 * respondent's app"). On a link's page it asks for the link's details (the public link's, or the respondent's test)
 * at the API address written in the page beside it (`configInPage`). On a test link it then fetches ahead the test
 * page's chunks, with the screen of the section the address names (`filesAhead`), and, once the test has answered,
 * the running section's screen and its kind's answer screen, so on a slow phone the first screen waits for the
 * slowest of these, not for their sum. It changes nothing on the page: the app takes what was started
 * (`early-calls.ts`) or makes the calls itself.
 */

/** The two calls a link's first screen makes; `boot.test.ts` checks them against the route index. */
export const LINK_ROUTES = {
  getPublicLink: { method: 'GET', path: '/public/links/{code}', auth: 'public' },
  getRespondentTest: { method: 'GET', path: '/respondent/{token}', auth: 'candidate' },
} as const satisfies Record<string, RouteDef>;

/**
 * The chunks a test's first screen needs, by the build (web/boot-script-plugin.ts), each by its name in assets/
 * (`take-test-Bxo2AhnA` for /assets/take-test-Bxo2AhnA.js), and none already in an earlier list; none in development.
 */
export interface BootChunks {
  /** The test page (take-test) and what it imports. */
  test: string[];
  /** A running section's screen (timer, autosave) and what it imports besides the test page's. */
  sectionScreen: string[];
  /** Each section kind's answer screen and what it imports besides those. */
  answers: Record<string, string[]>;
}
declare const __BOOT_CHUNKS__: BootChunks | undefined;

/** The link's first call as the app will make it (`take-test.tsx`, `candidate-app.tsx`), or none on other pages. */
export function linkCall(
  location: { pathname: string; hash: string },
  apiUrl: string,
  itemLocale: string | null,
): BuiltRequest | undefined {
  const route = matchCandidatePath(location.pathname);
  const ctx = { apiUrl, locale: getLocale() };
  const token = route.page === 'test' ? route.token : tokenFromFragment(location.hash);
  if ((route.page === 'test' || route.page === 'publicLink') && token) {
    const query = itemLocale ? { item_lang: itemLocale } : {};
    return requestFor(LINK_ROUTES.getRespondentTest, { params: { token }, query }, ctx);
  }
  if (route.page === 'publicLink') return requestFor(LINK_ROUTES.getPublicLink, { params: { code: route.code } }, ctx);
  return undefined;
}

/** The section the test shows next (`currentSection` in take-test.tsx), from the test's answer. */
export function nextSection(test: unknown): string | undefined {
  const t = test as { sections?: unknown; section_states?: Record<string, { status?: string } | undefined> };
  if (!Array.isArray(t.sections)) return undefined;
  return (t.sections as string[]).find((kind) => t.section_states?.[kind]?.status !== 'completed');
}

/**
 * What a test link fetches ahead while the page is parsed: the test page's files and, when the address names the
 * section the page showed (a reload, a restored tab: take-test.tsx keeps it there), that section's screen, so it comes
 * with the page's files rather than after the test has answered and the app's script has run.
 */
export function filesAhead(hash: string, chunks: BootChunks | undefined): string[] {
  if (!chunks) return [];
  const named = sectionFromFragment(hash);
  const answers =
    named && Object.prototype.hasOwnProperty.call(chunks.answers, named) ? chunks.answers[named] : undefined;
  return answers ? [...chunks.test, ...chunks.sectionScreen, ...answers] : chunks.test;
}

function fetchAhead(files: readonly string[] | undefined): void {
  for (const name of files ?? []) {
    const href = `/assets/${name}.js`;
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Sends the link's call and leaves it for the app (`early-calls.ts`). The answer is copied for this script before the
 * app can have it, so the app reads the original whenever it likes and this script its copy.
 */
function sendLinkCall(request: BuiltRequest, early: EarlyCalls): Promise<{ res: Response; copy: Response }> {
  const answered = fetch(request.url, { method: request.method, headers: request.headers }).then((res) => ({
    res,
    copy: res.clone(),
  }));
  const response = answered.then(({ res }) => res);
  // Not taken (another address by then): its failure is nobody's to report.
  response.catch(() => undefined);
  early.call = { url: request.url, language: request.headers['Accept-Language'] ?? '', response };
  return answered;
}

function boot(): void {
  const early = earlyCalls();
  if (early.appStarted) return;
  const location = window.location;
  const route = matchCandidatePath(location.pathname);
  if (route.page !== 'publicLink' && route.page !== 'test') return;
  const chunks = typeof __BOOT_CHUNKS__ === 'undefined' ? undefined : __BOOT_CHUNKS__;
  const test = route.page === 'test' || tokenFromFragment(location.hash) !== undefined;
  // The API's address from the configuration in the page; a page without it (none written) gets no head start.
  const config = configInPage() as { apiUrl?: unknown } | undefined;
  const request =
    typeof config?.apiUrl === 'string'
      ? linkCall(location, config.apiUrl, window.localStorage.getItem('cf.itemLocale'))
      : undefined;
  // The link's call goes first, the files ahead after it: making a dozen module requests takes about 8 ms of a
  // desktop's CPU, several times that on a cheap phone, and the call to the API's origin is the page's longest wait.
  const answered = request && sendLinkCall(request, early);
  if (!test) return;
  fetchAhead(filesAhead(location.hash, chunks));
  void answered
    ?.then((answer) => (answer.res.ok ? (answer.copy.json() as Promise<unknown>) : undefined))
    .then((answer) => {
      const kind = answer === undefined ? undefined : nextSection(answer);
      if (!kind) return;
      fetchAhead(chunks?.sectionScreen);
      fetchAhead(chunks?.answers[kind]);
    })
    .catch(() => undefined);
}

try {
  boot();
} catch {
  // Storage blocked, an old browser: the app makes its own calls.
}
