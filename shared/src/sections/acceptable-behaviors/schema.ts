import * as z from 'zod';
import { RECOMMENDED_MAX_ACCEPTABLE_BEHAVIOR_SCENARIOS } from '../../constants/limits';
import type { Localized } from '../../i18n/locale';

/** spec part 1 §5 / part 2 §5: at most 15 scenarios. */
export const MAX_BEHAVIOR_SCENARIOS = RECOMMENDED_MAX_ACCEPTABLE_BEHAVIOR_SCENARIOS;

/** Wire keys scenario_1 .. scenario_15 (spec part 1 §3 Answers). */
export const BEHAVIOR_SCENARIO_KEYS = Array.from(
  { length: MAX_BEHAVIOR_SCENARIOS },
  (_, i) => `scenario_${i + 1}` as const,
);
export const ZBehaviorScenarioKey = z.enum(BEHAVIOR_SCENARIO_KEYS);
export type BehaviorScenarioKey = z.infer<typeof ZBehaviorScenarioKey>;

/** spec part 2 §9.4: 0 Acceptable … 4 Zero Tolerance Policy. */
export const BEHAVIOR_SCALE = [0, 1, 2, 3, 4] as const;
export type BehaviorLevel = (typeof BEHAVIOR_SCALE)[number];
export const ZBehaviorLevel = z.literal(BEHAVIOR_SCALE);

export const BEHAVIOR_LEVEL_CODES = [
  'ACCEPTABLE',
  'FROWNED_UPON',
  'ACTIVELY_DISCOURAGED',
  'REPRIMANDED',
  'ZERO_TOLERANCE_POLICY',
] as const;

export const BEHAVIOR_LEVEL_LABELS: Record<BehaviorLevel, Localized> = {
  0: { en: 'Acceptable', th: 'ยอมรับได้', es: 'Aceptable' },
  1: { en: 'Frowned Upon', th: 'ไม่ค่อยเป็นที่ยอมรับ', es: 'Mal visto' },
  2: { en: 'Actively Discouraged', th: 'ไม่สนับสนุนอย่างชัดเจน', es: 'Desaconsejado activamente' },
  3: { en: 'Reprimanded', th: 'ถูกตักเตือน', es: 'Sancionado' },
  4: { en: 'Zero Tolerance Policy', th: 'ไม่ยอมรับโดยเด็ดขาด', es: 'Tolerancia cero' },
};

/** Answers: scenario key → level; the key set itself caps them at 15 scenarios. */
export const ZAcceptableBehaviorsAnswers = z.partialRecord(ZBehaviorScenarioKey, ZBehaviorLevel);
export type AcceptableBehaviorsAnswers = z.infer<typeof ZAcceptableBehaviorsAnswers>;

/** The company's setup: which scenarios the assessment uses (custom text lives in the content pack / template). */
export const ZAcceptableBehaviorsSetup = z.object({
  scenarios: z
    .array(ZBehaviorScenarioKey)
    .min(1)
    .max(MAX_BEHAVIOR_SCENARIOS)
    .refine((list) => new Set(list).size === list.length, { message: 'duplicate scenario' }),
});
export type AcceptableBehaviorsSetup = z.infer<typeof ZAcceptableBehaviorsSetup>;
