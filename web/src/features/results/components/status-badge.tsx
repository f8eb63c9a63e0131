import type { CandidateRow } from '@shared/routes';
import { CANDIDATE_STATUS_LABELS } from '@shared/respondents';
import { useLocale } from '../../../lib/i18n/use-t';

const TONE: Record<CandidateRow['status'], string> = {
  INVITED: '',
  TODO: 'badge-blue',
  IN_PROGRESS: 'badge-yellow',
  RECOMPUTE: 'badge-green',
  COMPLETED: 'badge-green',
};

export function StatusBadge({ status }: { status: CandidateRow['status'] }) {
  const locale = useLocale();
  return <span className={`badge ${TONE[status]}`}>{CANDIDATE_STATUS_LABELS[status][locale]}</span>;
}
