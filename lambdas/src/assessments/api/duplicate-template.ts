import { defineHandler } from '../../http/handler-factory';
import { duplicateAssessment } from '../duplicate-assessment';

/** Duplicate (spec part 1 §4 clone): a personal copy in the user's current workspace. */
export const duplicateTemplate = defineHandler(
  'duplicateTemplate',
  async ({ params, now, user }) => duplicateAssessment({ templateId: params.id, user, now }),
  { status: 201 },
);
