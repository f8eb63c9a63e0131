import { LOCALES, type Locale } from '@shared/i18n/locale';
import { ZAnswerTranslation, type AnswerTranslation } from '@shared/routes/result-schemas';
import type { RespondentItem } from '../db/entities/candidate';
import { db } from '../db/service';
import { isConditionFailure } from '../common/conditional';
import { DomainError } from '@shared/errors';

/** Where a respondent's translation of their open answers into each interface language is kept. */
export const FIELD = { en: 'translation_en', th: 'translation_th', es: 'translation_es' } as const;

/** The stored translation into one language, if it is of this attempt's answers. */
export function storedTranslation(
  respondent: RespondentItem,
  language: Locale,
  attempt: number,
): AnswerTranslation | null {
  const parsed = ZAnswerTranslation.safeParse(respondent[FIELD[language]]);
  return parsed.success && parsed.data.attempt === attempt ? parsed.data : null;
}

/**
 * Every translation of the respondent's current answers that an employer had made, by language: the export's
 * translation columns. A held result has none to show.
 */
export function currentTranslations(respondent: RespondentItem): Partial<Record<Locale, AnswerTranslation['items']>> {
  if (respondent.credit_held) return {};
  const attempt = ((respondent.attempts as unknown[] | undefined) ?? []).length;
  return Object.fromEntries(
    LOCALES.flatMap((language) => {
      const stored = storedTranslation(respondent, language, attempt);
      return stored ? [[language, stored.items]] : [];
    }),
  );
}

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
