import type { RespondentItem } from '../db/entities/candidate';
import { db } from '../db/service';
import { isConditionFailure } from '../common/conditional';
import { DomainError } from '@shared/errors';

/**
 * Store a respondent's translation into one language (answer-translation.ts) unless one is stored already: 'written',
 * or the record as it stands with the one stored first.
 */
export async function writeTranslationOnce(
  respondent: RespondentItem,
  field: 'translation_en' | 'translation_th' | 'translation_es',
  translation: unknown,
): Promise<'written' | RespondentItem> {
  const key = { form_id: respondent.form_id, emailKey: respondent.emailKey };
  try {
    await db()
      .entities.candidate.patch(key)
      .set({ [field]: translation })
      .where((a, op) => op.notExists(a[field]))
      .go();
    return 'written';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await db().entities.candidate.get(key).go({ consistent: true });
    if (!data) throw new DomainError('RESULT_NOT_FOUND');
    return data;
  }
}
