import { useRespondents } from '../../../features/results/api/list-candidates';
import { RespondentsTable } from '../../../features/results/components/respondents-table';
import { InvitationStage } from '../../../features/respondents/invite/invitation-stage';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';

/**
 * /respondents: everyone who was invited to or took an assessment of this workspace (spec part 1 §2), each invited
 * one with their invitation's stage under their status, in the invite screen's words.
 */
export function RespondentsRoute() {
  const t = useT();
  const describe = useDescribeError();
  const list = useRespondents();
  return (
    <>
      <div className="page-header">
        <h1>{t('respondents.title')}</h1>
      </div>
      {list.error && (
        <Alert>
          {describe(list.error)}{' '}
          <Button variant="ghost" className="btn-sm" onClick={() => void list.mutate()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {list.loading ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <RespondentsTable
          rows={list.rows}
          showAssessment
          onChanged={() => void list.mutate()}
          invitationOf={(r) => (r.invitation ? <InvitationStage state={r.invitation} /> : null)}
        />
      )}
      {list.loadingMore && <p className="muted small">{t('respondents.loadingMore')}</p>}
    </>
  );
}
