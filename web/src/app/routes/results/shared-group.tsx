import { Link, useSearchParams } from 'react-router-dom';
import { useApi } from '../../../lib/use-api';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate, formatScore } from '../../../lib/format';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { displayName } from '../../../features/results/components/candidates-table';
import { Restricted } from '../../../features/results/components/result-report';
import { ProvidedSectionContent } from '../../../features/sections/api/get-section-content';
import { sharedGroupResultPath } from '../../../features/results/api/group-share-links';
import { GroupCharts } from './group-analytics';

/**
 * /assessment-group-analytics/shared?share=TOKEN (public, spec part 1 §2 "/assessment-group-analytics (public)",
 * §6): an assessment's group page opened by its group link, at the link's viewing level, with its completed
 * respondents; each opens their result at the same level. What the level may not see was never sent.
 */
export function SharedGroupRoute() {
  const [search] = useSearchParams();
  const token = search.get('share');
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const shared = useApi('getSharedGroup', token ? { params: { token } } : null);
  if (!token || shared.error) {
    return (
      <main id="main" className="center-page">
        <div className="card narrow stack">
          <h1>{t('group.title')}</h1>
          <Alert>
            {!token || shared.error?.status === 404 || shared.error?.status === 400
              ? errorText('DATA_NOT_FOUND', locale)
              : describe(shared.error)}
          </Alert>
        </div>
      </main>
    );
  }
  if (!shared.data) return <Spinner label={t('common.loading')} />;
  const s = shared.data;
  const g = s.analytics;
  const people = !s.restricted.includes('people');
  return (
    <main id="main" className="page stack">
      <p className="muted">
        {t('groupShare.sharedBy', {
          company: s.company_name || g.form_name,
          role: t(`share.role.${s.viewer.role}`),
          date: formatDate(s.expires_at, locale, true),
        })}
      </p>
      <h1>
        {t('group.title')}: {g.form_name}
      </h1>
      <p className="muted">
        {t('group.respondents', { completed: g.completed, total: g.respondents, rate: g.completion_rate })}
      </p>
      {/* The group page's labels come with no sign-in: Big Five names read as their keys here. */}
      <ProvidedSectionContent.Provider value={{}}>
        <GroupCharts g={g} />
      </ProvidedSectionContent.Provider>
      {s.restricted.length > 0 && (
        <Card>
          <Restricted />
        </Card>
      )}
      <Card className="stack">
        <h2>{t('groupShare.respondents')}</h2>
        {s.respondents.length === 0 ? (
          <p className="muted">{t('group.empty')}</p>
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid="shared-group-respondents">
              <thead>
                <tr>
                  <th>{t('respondents.col.name')}</th>
                  {people && <th>{t('groupShare.finished')}</th>}
                  <th>{t('respondents.col.score')}</th>
                  <th>{t('respondents.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {s.respondents.map((r, i) => (
                  <tr key={r.id}>
                    <td>
                      {people
                        ? displayName({
                            displayName: r.displayName ?? '',
                            firstname: r.firstname ?? '',
                            lastname: r.lastname ?? '',
                            email: r.email ?? '',
                          })
                        : t('groupShare.respondent', { n: i + 1 })}
                      {people && r.email && <div className="muted small">{r.email}</div>}
                    </td>
                    {people && <td>{formatDate(r.finished_at ?? null, locale)}</td>}
                    <td>{formatScore(r.score)}</td>
                    <td>
                      <Link to={sharedGroupResultPath(token, r.id)}>{t('respondents.view')}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {s.truncated && <p className="muted small">{t('groupShare.truncated', { n: s.respondents.length })}</p>}
      </Card>
    </main>
  );
}
