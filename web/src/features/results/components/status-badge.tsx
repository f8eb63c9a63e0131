import type { RespondentRow } from '@shared/routes';
import { RESPONDENT_STATUS_LABELS } from '@shared/respondents';
import { useLocale } from '../../../lib/i18n/use-t';

const TONE: Record<RespondentRow['status'], string> = {
  INVITED: '',
  TODO: 'badge-blue',
  IN_PROGRESS: 'badge-yellow',
  RECOMPUTE: 'badge-green',
  COMPLETED: 'badge-green',
};

export function StatusBadge({ status }: { status: RespondentRow['status'] }) {
  const locale = useLocale();
  return <span className={`badge ${TONE[status]}`}>{RESPONDENT_STATUS_LABELS[status][locale]}</span>;
}
