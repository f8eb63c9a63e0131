import { defineHandler, type UseCaseInput } from '../../http/handler-factory';
import { listAssessmentRespondents } from '../respondent-lists';

/** Respondents of a template the user may see, a page at a time (respondent-lists.ts). */
const listRespondentsHandler = ({ params, query, user }: UseCaseInput<'listCandidates'>) =>
  listAssessmentRespondents({ formId: params.id, user, cursor: query.cursor, limit: query.limit });

export const listCandidates = defineHandler('listCandidates', listRespondentsHandler);
/** The public API's call (spec part 1 §2 /docs-for-dev): the same use case, acting as the API key's account. */
export const apiListRespondents = defineHandler('apiListRespondents', listRespondentsHandler);
