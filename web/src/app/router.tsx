import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Locale } from '@shared/i18n/locale';
import { RouteGuard } from './guards/route-guard-view';
import { TOOLBOX_PAGES } from './guards/route-guard';
import { AppLayout } from './layout/app-layout';
import { LocalePrefix } from './routes/locale-prefix';
import { ComingSoonRoute, NotFoundRoute } from './routes/not-found';
import { LoginRoute } from './routes/auth/login';
import { SignupRoute } from './routes/auth/signup';
import { VerifyRoute } from './routes/auth/verify';
import { SignupInfoRoute } from './routes/auth/signup-info';
import { SignupBrandingRoute } from './routes/auth/signup-branding';
import { AssessmentsRoute } from './routes/assessments/list';
import { CreateAssessmentRoute } from './routes/assessments/create';
import { AssessmentDetailsRoute } from './routes/assessments/details';
import { CandidateResultRoute } from './routes/assessments/candidate';
import { RespondentsRoute } from './routes/respondents/list';
import { GroupAnalyticsRoute } from './routes/results/group-analytics';
import { SharedResultRoute } from './routes/results/shared-result';
import { SampleReportRoute } from './routes/results/sample-report';
import { PublicLinkRoute } from './routes/respondent/public-link';
import { TakeTestRoute } from './routes/respondent/take-test';

const PREFIXES: ReadonlyArray<{ prefix: string; locale?: Locale }> = [{ prefix: '' }, { prefix: '/en', locale: 'en' }, { prefix: '/th', locale: 'th' }, { prefix: '/es', locale: 'es' }];

function localized(path: string, element: React.ReactNode): RouteObject[] {
  return PREFIXES.map(({ prefix, locale }) => ({
    path: `${prefix}${path}`,
    element: locale ? <LocalePrefix locale={locale}>{element}</LocalePrefix> : element,
  }));
}

const toolboxRoutes = (pages: readonly string[]): RouteObject[] => pages.flatMap((page) => localized(`/${page}`, <ComingSoonRoute />));

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
      ...localized('/assessment-results', <SharedResultRoute />),
      { path: '/assessment-test/:code', element: <PublicLinkRoute /> },
      { path: '/assessment-test/:code/:token', element: <TakeTestRoute /> },
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
          { path: '/assessments/assessments', element: <AssessmentDetailsRoute /> },
          { path: '/assessments/candidate', element: <CandidateResultRoute /> },
          { path: '/respondents', element: <RespondentsRoute /> },
          { path: '/assessments/sample-report', element: <SampleReportRoute /> },
          { path: '/assessment-group-analytics', element: <GroupAnalyticsRoute /> },
          ...toolboxRoutes(TOOLBOX_PAGES),
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
