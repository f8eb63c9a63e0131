import type { Localized } from '../../i18n/locale';

/**
 * The rating scale and its labels and colours, without zod, for the respondent's page (schema.ts re-exports them).
 * spec part 1 §5 and part 2 §9.4: values and traits are rated 1..5; 0 means "not rated yet".
 */
export const VALUE_RATING_MIN = 1;
export const VALUE_RATING_MAX = 5;

export type AnswerColour = 'green' | 'yellow' | 'red' | 'none';

/** spec part 2 §9.4: answer colour above 3 green, below 2 red, else yellow. Unrated (0) has no colour. */
export function valueAnswerColour(rating: number): AnswerColour {
  if (rating <= 0) return 'none';
  if (rating > 3) return 'green';
  if (rating < 2) return 'red';
  return 'yellow';
}

export const IMPORTANCE_LABEL_CODES = {
  5: 'MOST_IMPORTANT',
  4: 'VERY_IMPORTANT',
  3: 'MODERATELY_IMPORTANT',
  2: 'SLIGHTLY_IMPORTANT',
  1: 'NOT_AT_ALL_IMPORTANT',
} as const;
export type ImportanceLabelCode = (typeof IMPORTANCE_LABEL_CODES)[keyof typeof IMPORTANCE_LABEL_CODES];

/** spec part 2 §9.4: importance labels from Most Important (5) to Not At All Important (1). */
export const IMPORTANCE_LABELS: Record<ImportanceLabelCode, Localized> = {
  MOST_IMPORTANT: { en: 'Most Important', th: 'สำคัญที่สุด', es: 'Lo más importante' },
  VERY_IMPORTANT: { en: 'Very Important', th: 'สำคัญมาก', es: 'Muy importante' },
  MODERATELY_IMPORTANT: { en: 'Moderately Important', th: 'สำคัญปานกลาง', es: 'Moderadamente importante' },
  SLIGHTLY_IMPORTANT: { en: 'Slightly Important', th: 'สำคัญเล็กน้อย', es: 'Poco importante' },
  NOT_AT_ALL_IMPORTANT: { en: 'Not At All Important', th: 'ไม่สำคัญเลย', es: 'Nada importante' },
};

export function importanceLabelCode(rating: number): ImportanceLabelCode | null {
  return rating >= 1 && rating <= 5 ? IMPORTANCE_LABEL_CODES[rating as 1 | 2 | 3 | 4 | 5] : null;
}
