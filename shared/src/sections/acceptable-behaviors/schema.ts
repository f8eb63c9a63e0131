import * as z from '../../zod-mini';
import { CUSTOM_ITEMS, RECOMMENDED_MAX_ACCEPTABLE_BEHAVIOR_SCENARIOS } from '../../constants/limits';
import { ZCustomItemId, customItemList } from '../custom-items';
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

/** A scenario an answer names: one of the pack's (scenario_1 .. scenario_15) or one of the company's own. */
export const ZBehaviorItemKey = z.union([ZBehaviorScenarioKey, ZCustomItemId]);
export type BehaviorItemKey = z.infer<typeof ZBehaviorItemKey>;

/** Answers: scenario key → level, at most 15 scenarios in all. */
export const ZAcceptableBehaviorsAnswers = z.record(ZBehaviorItemKey, ZBehaviorLevel).check(
  z.refine((a) => Object.keys(a).length <= MAX_BEHAVIOR_SCENARIOS, {
    error: 'BEHAVIOR_SCENARIOS_TOO_MANY',
  }),
) as z.ZodMiniType<Partial<Record<BehaviorItemKey, BehaviorLevel>>>;
export type AcceptableBehaviorsAnswers = Partial<Record<BehaviorItemKey, BehaviorLevel>>;

/**
 * The company's setup: which of the pack's scenarios the assessment uses, and its own scenarios (spec part 1 §3
 * `acceptable_behaviors_custom_fields`), their text as the company wrote it; together at least 1 and at most 15.
 */
export const ZAcceptableBehaviorsSetup = z
  .object({
    scenarios: z.array(ZBehaviorScenarioKey).check(
      z.maxLength(MAX_BEHAVIOR_SCENARIOS, { error: 'BEHAVIOR_SCENARIOS_TOO_MANY' }),
      z.refine((list) => new Set(list).size === list.length, { message: 'duplicate scenario' }),
    ),
    custom_scenarios: z._default(customItemList(MAX_BEHAVIOR_SCENARIOS, CUSTOM_ITEMS.scenarioTextMax), []),
  })
  .check(
    z.superRefine((s, ctx) => {
      const total = s.scenarios.length + s.custom_scenarios.length;
      if (total === 0) ctx.addIssue({ code: 'custom', path: ['scenarios'], message: 'VALIDATION_FAILED' });
      if (total > MAX_BEHAVIOR_SCENARIOS)
        ctx.addIssue({
          code: 'too_big',
          origin: 'array',
          maximum: MAX_BEHAVIOR_SCENARIOS,
          inclusive: true,
          input: total,
          path: ['custom_scenarios'],
          message: 'BEHAVIOR_SCENARIOS_TOO_MANY',
        });
    }),
  );
export type AcceptableBehaviorsSetup = z.infer<typeof ZAcceptableBehaviorsSetup>;
export type AcceptableBehaviorsSetupInput = z.input<typeof ZAcceptableBehaviorsSetup>;

/** What scoring and ordering read of a setup (the own scenarios' text is not needed there). */
export type ScoredBehaviorsSetup = Pick<AcceptableBehaviorsSetup, 'scenarios'> & {
  custom_scenarios?: readonly { id: string }[] | undefined;
};

const scenarioOrder = (key: string) => Number(key.slice('scenario_'.length));

/** The scenarios a setup asks, in the order they are shown: the pack's by number, then the company's own. */
export function behaviorItemKeys(setup: ScoredBehaviorsSetup): BehaviorItemKey[] {
  return [
    ...[...setup.scenarios].sort((x, y) => scenarioOrder(x) - scenarioOrder(y)),
    ...(setup.custom_scenarios ?? []).map((c) => c.id),
  ];
}
