import { Link } from 'react-router-dom';
import { useAssessments } from '../../../features/assessments/api/get-templates';
import { AssessmentsEmpty } from '../../../features/assessments/components/assessments-empty';
import { AssessmentsTable } from '../../../features/assessments/components/assessments-table';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { OutOfCredits } from '../../../features/credits/components/out-of-credits';
import {
  FirstAssessmentCard,
  useFirstAssessment,
} from '../../../features/assessments/components/first-assessment-card';
import { CreateTourStep } from '../../../features/accounts/tour/guided-tours';

export function AssessmentsRoute() {
  const t = useT();
  const describe = useDescribeError();
  const { data, error, isLoading, mutate } = useAssessments();
  // spec part 1 §2: the "generating your first assessment" card while auto-generation runs.
  const first = useFirstAssessment();
  return (
    <>
      <div className="page-header">
        <h1>{t('list.title')}</h1>
        <div className="row">
          <a className="btn btn-secondary" href="/assessments/sample-report" target="_blank" rel="noopener">
            {t('sample.view')}
          </a>
          <Link className="btn btn-primary" to="/assessments/create/name" data-tour="new-assessment">
            + {t('list.new')}
          </Link>
        </div>
      </div>
      <CreateTourStep step={0} />
      <OutOfCredits />
      <FirstAssessmentCard state={first} />
      {isLoading && <Spinner label={t('common.loading')} />}
      {error && (
        <Alert>
          {describe(error)}{' '}
          <Button variant="ghost" className="btn-sm" onClick={() => void mutate()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {/* Only the sample assessment (spec part 1 §3 is_sample_data): the first-visit steps still show, above it. */}
      {data && !data.items.some((a) => !a.is_sample_data) && !first.active && <AssessmentsEmpty />}
      {data && data.items.length > 0 && <AssessmentsTable items={data.items} />}
    </>
  );
}
