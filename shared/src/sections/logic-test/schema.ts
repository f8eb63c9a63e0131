import * as z from '../../zod-mini';
import type { Localized } from '../../i18n/locale';
import { ZItemId } from '../item-id';

/** spec part 2 §9.4: the four parts of the logic test. */
export const LOGIC_PARTS = [
  'pattern_recognition',
  'logical_reasoning',
  'data_interpretation',
  'problem_resolving',
] as const;
export const ZLogicPart = z.enum(LOGIC_PARTS);
export type LogicPart = z.infer<typeof ZLogicPart>;

export const LOGIC_PART_LABELS: Record<LogicPart, Localized> = {
  pattern_recognition: { en: 'Pattern recognition', th: 'การจดจำรูปแบบ', es: 'Reconocimiento de patrones' },
  logical_reasoning: { en: 'Logical reasoning', th: 'การใช้เหตุผลเชิงตรรกะ', es: 'Razonamiento lógico' },
  data_interpretation: { en: 'Data interpretation', th: 'การตีความข้อมูล', es: 'Interpretación de datos' },
  problem_resolving: { en: 'Problem resolving', th: 'การแก้ปัญหา', es: 'Resolución de problemas' },
};

/** A chosen option id ("b") or a typed value ("42"); compared case- and space-insensitively. */
export const ZLogicAnswer = z.union([z.string().check(z.maxLength(200)), z.number()]);
export type LogicAnswer = z.infer<typeof ZLogicAnswer>;

/** Respondent answers: part → item id → answer. Parts may be missing (time ran out). */
export const ZLogicTestAnswers = z.partialRecord(ZLogicPart, z.record(ZItemId, ZLogicAnswer));
export type LogicTestAnswers = z.infer<typeof ZLogicTestAnswers>;

/**
 * Answer key: part → item id → correct answer. Kept on the server only (CONTENT.md): never part of a
 * response sent to a respondent.
 */
export const ZLogicTestAnswerKey = z.partialRecord(ZLogicPart, z.record(ZItemId, ZLogicAnswer));
export type LogicTestAnswerKey = z.infer<typeof ZLogicTestAnswerKey>;

/** Setup: which parts and which item ids of the content pack version the template uses. */
export const ZLogicTestSetup = z.object({
  parts: z.array(ZLogicPart).check(z.minLength(1), z.maxLength(LOGIC_PARTS.length)),
  items: z.optional(z.partialRecord(ZLogicPart, z.array(ZItemId).check(z.minLength(1)))),
});
export type LogicTestSetup = z.infer<typeof ZLogicTestSetup>;
