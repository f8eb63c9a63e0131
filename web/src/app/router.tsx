import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { Locale } from '@shared/i18n/locale';
import { RouteGuard } from './guards/route-guard-view';
import { Spinner } from '../components/ui/feedback';
import { useT } from '../lib/i18n/use-t';
import { allMessagesReady, loadAllMessages, subscribeAllMessages } from '../lib/i18n/i18n';
import { isRespondentPath, useLoadInFull } from './respondent-paths';
import { TOOLBOX_PAGES } from './guards/route-guard';
import { LocalePrefix } from './routes/locale-prefix';
import { NotFoundRoute } from './routes/not-found';
import { PageErrorBoundary } from './page-error-boundary';
import { Lazy } from './lazy-page';
import { EditAlias, SectionSetupAlias } from './routes/info/spec-aliases';

/**
 * Every page is loaded when first opened (route-level code splitting): the first screen downloads only what it
 * shows. A respondent's link never loads this file: its pages are an app of their own (candidate/candidate-app.tsx).
 */
const LoginRoute = lazy(() => import('./routes/auth/login').then((m) => ({ default: m.LoginRoute })));
const SignupRoute = lazy(() => import('./routes/auth/signup').then((m) => ({ default: m.SignupRoute })));
const VerifyRoute = lazy(() => import('./routes/auth/verify').then((m) => ({ default: m.VerifyRoute })));
const SignupInfoRoute = lazy(() => import('./routes/auth/signup-info').then((m) => ({ default: m.SignupInfoRoute })));
const SignupBrandingRoute = lazy(() =>
  import('./routes/auth/signup-branding').then((m) => ({ default: m.SignupBrandingRoute })),
);
const AssessmentsRoute = lazy(() => import('./routes/assessments/list').then((m) => ({ default: m.AssessmentsRoute })));
const CreateAssessmentRoute = lazy(() =>
  import('./routes/assessments/create').then((m) => ({ default: m.CreateAssessmentRoute })),
);
const StopRemindersRoute = lazy(() =>
  import('./routes/respondent/stop-reminders').then((m) => ({ default: m.StopRemindersRoute })),
);
const MyDataRoute = lazy(() => import('./routes/respondent/my-data').then((m) => ({ default: m.MyDataRoute })));
const SignInUnlockRoute = lazy(() =>
  import('./routes/auth/sign-in-unlock').then((m) => ({ default: m.SignInUnlockRoute })),
);
const UnsubscribeRoute = lazy(() => import('./routes/auth/unsubscribe').then((m) => ({ default: m.UnsubscribeRoute })));
const GuestStartRoute = lazy(() => import('./routes/auth/guest-start').then((m) => ({ default: m.GuestStartRoute })));
const ProviderCallbackRoute = lazy(() =>
  import('./routes/auth/provider-callback').then((m) => ({ default: m.ProviderCallbackRoute })),
);
const ReferralLandingRoute = lazy(() =>
  import('./routes/referral/referral-landing').then((m) => ({ default: m.ReferralLandingRoute })),
);
const InfoTerms = lazy(() => import('./routes/info/info-page').then((m) => ({ default: m.TermsRoute })));
const InfoPrivacy = lazy(() => import('./routes/info/info-page').then((m) => ({ default: m.PrivacyRoute })));
const NoPermissionRoute = lazy(() =>
  import('./routes/info/no-permission').then((m) => ({ default: m.NoPermissionRoute })),
);
const RedirectRoute = lazy(() => import('./routes/info/redirect').then((m) => ({ default: m.RedirectRoute })));
const ShowcaseRoute = lazy(() =>
  import('./routes/info/showcase').then((m) => ({ default: () => <m.ComponentShowcaseRoute /> })),
);
const ShowcaseSimpleRoute = lazy(() =>
  import('./routes/info/showcase').then((m) => ({ default: () => <m.ComponentShowcaseRoute simple /> })),
);
const DocsForDevRoute = lazy(() => import('./routes/info/docs-for-dev').then((m) => ({ default: m.DocsForDevRoute })));
const DiagnosticsRoute = lazy(() => import('./routes/info/diagnostics').then((m) => ({ default: m.DiagnosticsRoute })));
const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));
const AssessmentDetailsRoute = lazy(() =>
  import('./routes/assessments/details').then((m) => ({ default: m.AssessmentDetailsRoute })),
);
const RespondentResultRoute = lazy(() =>
  import('./routes/assessments/respondent-result').then((m) => ({ default: m.RespondentResultRoute })),
);
const RespondentsRoute = lazy(() => import('./routes/respondents/list').then((m) => ({ default: m.RespondentsRoute })));
const GroupAnalyticsRoute = lazy(() =>
  import('./routes/results/group-analytics').then((m) => ({ default: m.GroupAnalyticsRoute })),
);
const SharedResultRoute = lazy(() =>
  import('./routes/results/shared-result').then((m) => ({ default: m.SharedResultRoute })),
);
const SharedGroupRoute = lazy(() =>
  import('./routes/results/shared-group').then((m) => ({ default: m.SharedGroupRoute })),
);
const AccountRoute = lazy(() => import('./routes/account/account').then((m) => ({ default: m.AccountRoute })));
const SampleReportRoute = lazy(() =>
  import('./routes/results/sample-report').then((m) => ({ default: m.SampleReportRoute })),
);
const GeneratorRoute = lazy(() =>
  import('./routes/toolbox/generator-page').then((m) => ({ default: m.GeneratorRoute })),
);
const AnalyzerPage = lazy(() =>
  import('../features/toolbox/analyzer/analyzer-page').then((m) => ({ default: m.AnalyzerPage })),
);
const AnalyzerReportPage = lazy(() =>
  import('../features/toolbox/analyzer/analyzer-report-page').then((m) => ({ default: m.AnalyzerReportPage })),
);
/** A respondent's page reached inside the employer's app (a link, Back): loaded as the respondent's app. */
function RespondentPage() {
  const location = useLocation();
  const respondent = isRespondentPath(location.pathname);
  useLoadInFull(respondent, location);
  // An address React Router matches loosely (a trailing slash) that main.tsx did not send to the respondent's app.
  return respondent ? null : <NotFoundRoute />;
}

const PREFIXES: ReadonlyArray<{ prefix: string; locale?: Locale }> = [
  { prefix: '' },
  { prefix: '/en', locale: 'en' },
  { prefix: '/th', locale: 'th' },
  { prefix: '/es', locale: 'es' },
];

function localized(path: string, element: React.ReactNode): RouteObject[] {
  return PREFIXES.map(({ prefix, locale }) => ({
    path: `${prefix}${path}`,
    element: locale ? <LocalePrefix locale={locale}>{element}</LocalePrefix> : element,
  }));
}

/** A generator's page, loaded when first opened; keyed by page so moving between generators starts a fresh form. */
function LazyGenerator({ page }: { page: string }) {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <GeneratorRoute page={page} />
    </Suspense>
  );
}
const generatorRoutes = (pages: readonly string[]): RouteObject[] =>
  pages.flatMap((page) => localized(`/${page}`, <LazyGenerator key={page} page={page} />));
/** The core values analyzer is public (spec part 1 §2 route table); the other toolbox pages need sign-in. */
const PUBLIC_TOOLS = ['core-values-analyzer'];
const SIGNED_IN_TOOLS = TOOLBOX_PAGES.filter((page) => !PUBLIC_TOOLS.includes(page));

export const routes: RouteObject[] = [
  {
    element: <RouteGuard requiresAuth={false} />,
    children: [
      { path: '/', element: null },
      { path: '/core-values', element: null },
      ...localized('/login', <Lazy page={LoginRoute} />),
      ...localized('/signup', <Lazy page={SignupRoute} />),
      // The unlock link mailed during a sign-in back-off (docs/auth.md "Guessing").
      ...localized('/sign-in/unlock', <Lazy page={SignInUnlockRoute} />),
      // The unsubscribe link of the e-mails about completed assessments (lambdas/src/results/completion-notice.ts).
      { path: '/unsubscribe', element: <Lazy page={UnsubscribeRoute} /> },
      { path: '/signup/verify', element: <Lazy page={VerifyRoute} /> },
      { path: '/account/verify', element: <Lazy page={VerifyRoute} /> },
      { path: '/pincode', element: <Lazy page={VerifyRoute} /> },
      { path: '/guest/assessments/create', element: <Lazy page={GuestStartRoute} /> },
      { path: '/auth/callback', element: <Lazy page={ProviderCallbackRoute} /> },
      ...localized('/assessment-results', <Lazy page={SharedResultRoute} />),
      // A group results link (spec part 1 §2 "/assessment-group-analytics (public)"; the signed-in page keeps ?id=).
      ...localized('/assessment-group-analytics/shared', <Lazy page={SharedGroupRoute} />),
      // The core values analyzer (spec part 1 §2: public, bare and /en, /th) and its report, whose run id is its key.
      ...localized('/core-values-analyzer', <Lazy page={AnalyzerPage} />),
      ...localized('/core-values-analyzer/report/:runId', <Lazy page={AnalyzerReportPage} />),
      // The respondent's pages are their own app (candidate/candidate-app.tsx): reached from here, they load.
      { path: '/confirm-canditate', element: <RespondentPage /> },
      // The "your data" link of every e-mail a respondent gets (docs/privacy.md "A respondent's own request").
      { path: '/my-data', element: <Lazy page={MyDataRoute} /> },
      // The unsubscribe link of the invitation and reminder e-mails (lambdas/src/respondents/reminders.ts).
      { path: '/stop-reminders', element: <Lazy page={StopRemindersRoute} /> },
      { path: '/assessment-test', element: <RespondentPage /> },
      { path: '/assessment-test/*', element: <RespondentPage /> },
      // Referral invitation and public join (spec part 1 §2: l/:referralCode, join?:referralCode).
      { path: '/l/:code', element: <Lazy page={ReferralLandingRoute} /> },
      { path: '/join', element: <Lazy page={ReferralLandingRoute} /> },
      // Terms and privacy (linked from sign-up and the respondent's registration), in every language prefix.
      ...localized('/terms', <Lazy page={InfoTerms} />),
      ...localized('/privacy', <Lazy page={InfoPrivacy} />),
      { path: '/no-permission', element: <Lazy page={NoPermissionRoute} /> },
      // The public API reference (spec part 1 §2; readable without an account, as integrators expect).
      { path: '/docs-for-dev', element: <Lazy page={DocsForDevRoute} /> },
      { path: '/404', element: <NotFoundRoute /> },
      // The redirect page /{code}/{value?} (spec part 1 §2): a route record's short code; unknown codes are not found.
      { path: '/:code', element: <Lazy page={RedirectRoute} /> },
      { path: '/:code/:value', element: <Lazy page={RedirectRoute} /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    element: <RouteGuard requiresAuth />,
    children: [
      { path: '/signup/info', element: <Lazy page={SignupInfoRoute} /> },
      { path: '/signup/branding', element: <Lazy page={SignupBrandingRoute} /> },
      {
        element: <Lazy page={AppLayout} />,
        children: [
          { path: '/assessments', element: <Lazy page={AssessmentsRoute} /> },
          { path: '/assessments/create/:step', element: <Lazy page={CreateAssessmentRoute} /> },
          { path: '/guest/assessments/create/:step', element: <Lazy page={CreateAssessmentRoute} /> },
          { path: '/assessments/assessments', element: <Lazy page={AssessmentDetailsRoute} /> },
          { path: '/assessments/candidate', element: <Lazy page={RespondentResultRoute} /> },
          { path: '/respondents', element: <Lazy page={RespondentsRoute} /> },
          { path: '/assessments/sample-report', element: <Lazy page={SampleReportRoute} /> },
          { path: '/assessment-group-analytics', element: <Lazy page={GroupAnalyticsRoute} /> },
          { path: '/account', element: <Lazy page={AccountRoute} /> },
          { path: '/account/my-team/:teamId', element: <Lazy page={AccountRoute} /> },
          { path: '/account/:tab', element: <Lazy page={AccountRoute} /> },
          { path: '/account/:tab/:sub', element: <Lazy page={AccountRoute} /> },
          ...generatorRoutes(SIGNED_IN_TOOLS),
          // Developer and showcase pages (spec part 1 §2; sign-in required like the table's other rows).
          { path: '/component-showcase', element: <Lazy page={ShowcaseRoute} /> },
          { path: '/component-showcase-simple', element: <Lazy page={ShowcaseSimpleRoute} /> },
          { path: '/test', element: <Lazy page={DiagnosticsRoute} /> },
          { path: '/assessment/create/set-up/:slug', element: <SectionSetupAlias /> },
          { path: '/assessment/edit/:routeId', element: <EditAlias /> },
        ],
      },
    ],
  },
];

/**
 * Any page beyond the respondent's shows once all strings are here (a move from a respondent's page, such as a link
 * on the thank-you page). A failed load is thrown to PageErrorBoundary: RouteError on that address, a new try on the next.
 */
function AllMessages({ children }: { children: ReactNode }) {
  const t = useT();
  const ready = useSyncExternalStore(subscribeAllMessages, allMessagesReady, allMessagesReady);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!ready) loadAllMessages().catch((error: unknown) => setFailure({ error }));
  }, [ready]);
  if (failure) throw failure.error;
  return ready ? children : <Spinner label={t('common.loading')} />;
}

/**
 * The route table, matched by React Router's declarative API (inside <BrowserRouter>): the app uses no loaders or
 * actions, and the data router would add about 17 KB gzipped to every page's first load.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <PageErrorBoundary path={pathname}>
      {isRespondentPath(pathname) ? element : <AllMessages>{element}</AllMessages>}
    </PageErrorBoundary>
  );
}
