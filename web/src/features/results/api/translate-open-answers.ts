import type { AnswerTranslation } from '@shared/routes';
import { api } from '../../../lib/api-client';

/**
 * Translate a respondent's open answers into the interface language (the request's Accept-Language): one credit
 * the first time, the stored translation afterwards.
 */
export function translateOpenAnswers(ids: { templateId: string; candidateId: string }): Promise<AnswerTranslation> {
  return api('translateOpenAnswers', { params: { id: ids.templateId, candidateId: ids.candidateId } });
}
