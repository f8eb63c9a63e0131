import type { RespondentRow } from '@shared/routes';

/** Statuses in the order a respondent moves through them (spec part 1 §4), for sorting. */
export const RESPONDENT_STATUS_ORDER: Record<RespondentRow['status'], number> = {
  INVITED: 0,
  TODO: 1,
  IN_PROGRESS: 2,
  RECOMPUTE: 3,
  COMPLETED: 3,
};
