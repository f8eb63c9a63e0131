import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { prefillValues } from '@shared/toolbox/analyzer';
import { Spinner } from '../../../components/ui/feedback';
import { formatDate } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { readSession } from '../../../lib/session';
import { useApi } from '../../../lib/use-api';
import { useMyAnalyzerRuns } from './api/list-my-analyzer-runs';
import { localePrefix } from './analyzer-progress';
import { AnalyzerForm } from './components/analyzer-form';

function MyRuns({ prefix }: { prefix: string }) {
  const t = useT();
  const locale = useLocale();
  const runs = useMyAnalyzerRuns(true);
  if (!runs.data?.items.length) return null;
  return (
    <section className="stack" aria-labelledby="analyzer-my-runs">
      <h2 id="analyzer-my-runs">{t('analyzer.myRuns')}</h2>
      <ul className="team-list">
        {runs.data.items.map((r) => (
          <li key={r.runId} className="team-row">
            <Link to={`${prefix}/core-values-analyzer/report/${r.runId}`}>{r.values.join(', ')}</Link>
            <span className="muted small">
              {formatDate(r.created_at, locale, true)} · {t(`analyzer.status.${r.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /core-values-analyzer (public, spec part 1 §2; /core-values redirects here keeping the query): enter the values,
 * prefilled from the `tags` query or the signed-in user's own core values; the output language follows the page's
 * (the /th prefix preselects Thai).
 */
export function AnalyzerPage() {
  const t = useT();
  const locale = useLocale();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const prefix = localePrefix(pathname);
  const session = readSession();
  const signedIn = session.kind === 'ok' && session.record.email.trim() !== '';
  const me = useApi('getMe', signedIn ? {} : null);
  if (signedIn && !me.data && !me.error) return <Spinner label={t('common.loading')} />;
  const profile = me.data;
  return (
    <main id="main" className="page">
      <header className="page-header">
        <h1>{t('analyzer.title')}</h1>
      </header>
      <AnalyzerForm
        defaults={{
          values: prefillValues(search.get('tags'), profile?.coreValues ?? []),
          language: locale === 'th' ? 'th' : 'en',
          company: profile?.companyName ?? '',
          orgType: profile?.typeOfOrg ?? '',
        }}
        signedIn={signedIn}
        reportPath={(runId) => `${prefix}/core-values-analyzer/report/${runId}`}
      />
      {signedIn && <MyRuns prefix={prefix} />}
    </main>
  );
}
