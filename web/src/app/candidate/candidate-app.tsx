import { lazy } from 'react';
import { SWRConfig, preload } from 'swr';
import { tokenFromFragment } from '@shared/respondents/test-link';
import { api, apiKey } from '../../lib/api-client';
import { SWR_OPTIONS } from '../swr-options';
import { PageErrorBoundary } from '../page-error-boundary';
import { Lazy } from '../lazy-page';
import { NotFoundRoute } from '../routes/not-found';
// The registration page is the first screen of every public test link, opened by people who have never been here:
// its code (a few KB) comes with the main script, a round trip sooner than a page loaded on demand.
import { PublicLinkRoute } from '../routes/respondent/public-link';
import { isRespondentPath, useLoadInFull } from '../respondent-paths';
import { matchCandidatePath, useCandidateLocation } from './candidate-location';

const TakeTestRoute = lazy(() => import('../routes/respondent/take-test').then((m) => ({ default: m.TakeTestRoute })));
const EnterTestCodeRoute = lazy(() =>
  import('../routes/respondent/enter-code').then((m) => ({ default: m.EnterTestCodeRoute })),
);
const ConfirmEmailRoute = lazy(() =>
  import('../routes/respondent/confirm-email').then((m) => ({ default: m.ConfirmEmailRoute })),
);

let preloadedLink: string | undefined;

/**
 * The respondent's pages (a test link, the e-mail confirmation), without React Router and the employer's route
 * table: the first script of a test link carries only what a respondent sees (docs/architecture.md "The respondent's
 * app"). Each page is matched by `matchCandidatePath`.
 */
export function CandidateApp() {
  const location = useCandidateLocation();
  const { pathname, hash } = location;
  const elsewhere = !isRespondentPath(pathname);
  // History brought an address that is not a respondent's (pushed by a script): the employer's app loads it.
  useLoadInFull(elsewhere, location);
  const route = matchCandidatePath(pathname);
  let page;
  if (elsewhere) page = null;
  else if (route.page === 'enterCode') page = <Lazy page={EnterTestCodeRoute} />;
  else if (route.page === 'confirmEmail') page = <Lazy page={ConfirmEmailRoute} />;
  else if (route.page === 'test' || (route.page === 'publicLink' && tokenFromFragment(hash)))
    page = <Lazy page={TakeTestRoute} />;
  else if (route.page === 'publicLink') {
    const { code } = route;
    // The link's details are asked for while the registration page's code downloads, not after it (SWR reuses the
    // answer); once per link, so a later render does not ask again.
    if (code !== preloadedLink) {
      preloadedLink = code;
      void preload(apiKey('getPublicLink', { params: { code } }), () =>
        api('getPublicLink', { params: { code } }),
      ).catch(() => undefined);
    }
    page = <PublicLinkRoute code={code} />;
  } else page = <NotFoundRoute />;
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <PageErrorBoundary path={pathname}>{page}</PageErrorBoundary>
    </SWRConfig>
  );
}
