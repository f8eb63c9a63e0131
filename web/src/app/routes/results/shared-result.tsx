import { Link, useSearchParams } from 'react-router-dom';
import { namesThePerson } from '@shared/results/share';
import { useApi } from '../../../lib/use-api';
import { sharedGroupPath } from '../../../features/results/api/group-share-links';
import { displayName } from '../../../features/results/components/candidates-table';
import { ResultReport, Restricted } from '../../../features/results/components/result-report';
import { FeedbackView } from '../../../features/results/components/feedback-view';
import { ProvidedSectionContent } from '../../../features/sections/api/get-section-content';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';

/**
 * /assessment-results?share=TOKEN (public, spec part 1 §2): a result opened by its share link, at the link's
 * viewing level; what the level may not see was never sent and reads as not available in its place. From a group
 * link (?group=TOKEN&respondent=ID, shared-group.tsx) the result opens at the group link's level.
 */
export function SharedResultRoute() {
  const [search] = useSearchParams();
  // A result's own link (?share=), or a respondent opened from a group link (?group=&respondent=).
  const group = search.get('group');
  const respondent = search.get('respondent');
  const token = group ? (respondent ? group : null) : search.get('share');
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const own = useApi('getSharedResult', token && !group ? { params: { token } } : null);
  const fromGroup = useApi(
    'getSharedGroupResult',
    token && group && respondent ? { params: { token, candidateId: respondent } } : null,
  );
  const shared = group ? fromGroup : own;
  if (!token || shared.error) {
    // A link without its token, revoked or mistyped: said under the page's own heading.
    return (
      <main id="main" className="center-page">
        <div className="card narrow stack">
          <h1>{t('result.sharedTitle')}</h1>
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
  const r = s.result;
  if (s.viewer.respondent)
    return (
      <main id="main" className="page">
        <FeedbackView shared={s} />
      </main>
    );
  return (
    <main id="main" className="page">
      <ProvidedSectionContent.Provider value={s.content ?? {}}>
        <ResultReport
          result={r}
          sections={s.sections}
          setup={s.setup}
          restricted={s.restricted}
          header={
            <div className="stack" style={{ gap: '0.25rem' }}>
              {group && (
                <Link className="breadcrumb" to={sharedGroupPath(group)}>
                  ← {t('groupShare.back')}
                </Link>
              )}
              <p className="muted">
                {s.company_name} · {r.form_name} · {t(`share.role.${s.viewer.role}`)}
              </p>
              {namesThePerson(s.viewer) ? (
                <>
                  <h1>
                    {displayName({
                      displayName: r.displayName ?? '',
                      firstname: r.firstname ?? '',
                      lastname: r.lastname ?? '',
                      email: r.email ?? '',
                    })}
                  </h1>
                  {s.restricted.includes('email') ? <Restricted /> : <p className="muted">{r.email}</p>}
                  <p className="muted small">{formatDate(r.finished_at ?? r.joined_at, locale, true)}</p>
                </>
              ) : (
                // A candidate-level link shows the result, never who the respondent is or when they answered.
                <h1>{t('result.sharedTitle')}</h1>
              )}
            </div>
          }
        />
      </ProvidedSectionContent.Provider>
    </main>
  );
}
