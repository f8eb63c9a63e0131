import { defineHandler } from '../../http/handler-factory';
import { listMyAssessments } from '../my-assessments';

/** My Assessments: the templates of the user's current workspace (spec part 1 §6). */
export const listTemplates = defineHandler('listTemplates', async ({ user }) => listMyAssessments({ user }));
/** The public API's call (spec part 1 §2 /docs-for-dev): the same use case, acting as the API key's account. */
export const apiListAssessments = defineHandler('apiListAssessments', async ({ user }) => listMyAssessments({ user }));
