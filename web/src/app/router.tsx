import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Locale } from '@shared/i18n/locale';
import { RouteGuard } from './guards/route-guard-view';
import { Spinner } from '../components/ui/feedback';
import { useT } from '../lib/i18n/use-t';
import { TOOLBOX_PAGES } from './guards/route-guard';
import { AppLayout } from './layout/app-layout';
import { LocalePrefix } from './routes/locale-prefix';
import { NotFoundRoute } from './routes/not-found';
import { LoginRoute } from './routes/auth/login';
import { SignupRoute } from './routes/auth/signup';
import { VerifyRoute } from './routes/auth/verify';
import { SignupInfoRoute } from './routes/auth/signup-info';
import { SignupBrandingRoute } from './routes/auth/signup-branding';
import { AssessmentsRoute } from './routes/assessments/list';
import { CreateAssessmentRoute } from './routes/assessments/create';
import { PublicLinkRoute } from './routes/respondent/public-link';
import { TakeTestRoute } from './routes/respondent/take-test';
import { ConfirmEmailRoute } from './routes/respondent/confirm-email';
import { GuestStartRoute } from './routes/auth/guest-start';
import { ProviderCallbackRoute } from './routes/auth/provider-callback';
import { ReferralLandingRoute } from './routes/referral/referral-landing';

const AssessmentDetailsRoute = lazy(() => import('./routes/assessments/details').then((m) => ({ default: m.AssessmentDetailsRoute })));
const CandidateResultRoute = lazy(() => import('./routes/assessments/candidate').then((m) => ({ default: m.CandidateResultRoute })));
const RespondentsRoute = lazy(() => import('./routes/respondents/list').then((m) => ({ default: m.RespondentsRoute })));
const GroupAnalyticsRoute = lazy(() => import('./routes/results/group-analytics').then((m) => ({ default: m.GroupAnalyticsRoute })));
const SharedResultRoute = lazy(() => import('./routes/results/shared-result').then((m) => ({ default: m.SharedResultRoute })));
const AccountRoute = lazy(() => import('./routes/account/account').then((m) => ({ default: m.AccountRoute })));
const SampleReportRoute = lazy(() => import('./routes/results/sample-report').then((m) => ({ default: m.SampleReportRoute })));
const GeneratorRoute = lazy(() => import('./routes/toolbox/generator-page').then((m) => ({ default: m.GeneratorRoute })));
const AnalyzerPage = lazy(() => import('../features/toolbox/analyzer/analyzer-page').then((m) => ({ default: m.AnalyzerPage })));
const AnalyzerReportPage = lazy(() => import('../features/toolbox/analyzer/analyzer-report-page').then((m) => ({ default: m.AnalyzerReportPage })));
/** Pages loaded when first opened (route-level code splitting): the first screen downloads only what it shows. */
function Lazy({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Page />
    </Suspense>
  );
}

const PREFIXES: ReadonlyArray<{ prefix: string; locale?: Locale }> = [{ prefix: '' }, { prefix: '/en', locale: 'en' }, { prefix: '/th', locale: 'th' }, { prefix: '/es', locale: 'es' }];

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
const generatorRoutes = (pages: readonly string[]): RouteObject[] => pages.flatMap((page) => localized(`/${page}`, <LazyGenerator key={page} page={page} />));
/** The core values analyzer is public (spec part 1 §2 route table); the other toolbox pages need sign-in. */
const PUBLIC_TOOLS = ['core-values-analyzer'];
const SIGNED_IN_TOOLS = TOOLBOX_PAGES.filter((page) => !PUBLIC_TOOLS.includes(page));

export const routes: RouteObject[] = [
  {
    element: <RouteGuard requiresAuth={false} />,
    children: [
      { path: '/', element: null },
      { path: '/core-values', element: null },
      ...localized('/login', <LoginRoute />),
      ...localized('/signup', <SignupRoute />),
      { path: '/signup/verify', element: <VerifyRoute /> },
      { path: '/account/verify', element: <VerifyRoute /> },
      { path: '/pincode', element: <VerifyRoute /> },
      { path: '/guest/assessments/create', element: <GuestStartRoute /> },
      { path: '/auth/callback', element: <ProviderCallbackRoute /> },
      ...localized('/assessment-results', <Lazy page={SharedResultRoute} />),
      // The core values analyzer (spec part 1 §2: public, bare and /en, /th) and its report, whose run id is its key.
      ...localized('/core-values-analyzer', <Lazy page={AnalyzerPage} />),
      ...localized('/core-values-analyzer/report/:runId', <Lazy page={AnalyzerReportPage} />),
      { path: '/confirm-canditate', element: <ConfirmEmailRoute /> },
      { path: '/assessment-test/:code', element: <PublicLinkRoute /> },
      { path: '/assessment-test/:code/:token', element: <TakeTestRoute /> },
      // Referral invitation and public join (spec part 1 §2: l/:referralCode, join?:referralCode).
      { path: '/l/:code', element: <ReferralLandingRoute /> },
      { path: '/join', element: <ReferralLandingRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    element: <RouteGuard requiresAuth />,
    children: [
      { path: '/signup/info', element: <SignupInfoRoute /> },
      { path: '/signup/branding', element: <SignupBrandingRoute /> },
      {
        element: <AppLayout />,
        children: [
          { path: '/assessments', element: <AssessmentsRoute /> },
          { path: '/assessments/create/:step', element: <CreateAssessmentRoute /> },
          { path: '/guest/assessments/create/:step', element: <CreateAssessmentRoute /> },
          { path: '/assessments/assessments', element: <Lazy page={AssessmentDetailsRoute} /> },
          { path: '/assessments/candidate', element: <Lazy page={CandidateResultRoute} /> },
          { path: '/respondents', element: <Lazy page={RespondentsRoute} /> },
          { path: '/assessments/sample-report', element: <Lazy page={SampleReportRoute} /> },
          { path: '/assessment-group-analytics', element: <Lazy page={GroupAnalyticsRoute} /> },
          { path: '/account', element: <Lazy page={AccountRoute} /> },
          { path: '/account/my-team/:teamId', element: <Lazy page={AccountRoute} /> },
          { path: '/account/:tab', element: <Lazy page={AccountRoute} /> },
          { path: '/account/:tab/:sub', element: <Lazy page={AccountRoute} /> },
          ...generatorRoutes(SIGNED_IN_TOOLS),
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
