import * as z from '../../zod-mini';
import type { Localized } from '../../i18n/locale';

/** spec part 1 §3: scenario_1 to scenario_9, each choosing option_1 to option_3. */
export const WORK_STYLE_SCENARIO_KEYS = Array.from({ length: 9 }, (_, i) => `scenario_${i + 1}` as const);
export const WORK_STYLE_OPTION_KEYS = ['option_1', 'option_2', 'option_3'] as const;
/** spec part 2 §9.4: people, process, product. */
export const WORK_STYLES = ['people', 'process', 'product'] as const;

export const ZWorkStyleScenarioKey = z.enum(WORK_STYLE_SCENARIO_KEYS);
export const ZWorkStyleOptionKey = z.enum(WORK_STYLE_OPTION_KEYS);
export const ZWorkStyle = z.enum(WORK_STYLES);
export type WorkStyleScenarioKey = z.infer<typeof ZWorkStyleScenarioKey>;
export type WorkStyleOptionKey = z.infer<typeof ZWorkStyleOptionKey>;
export type WorkStyle = z.infer<typeof ZWorkStyle>;

export const WORK_STYLE_LABELS: Record<WorkStyle, Localized> = {
  people: { en: 'People', th: 'คน', es: 'Personas' },
  process: { en: 'Process', th: 'กระบวนการ', es: 'Procesos' },
  product: { en: 'Product', th: 'ผลงาน', es: 'Producto' },
};

export const ZWorkStyleAnswers = z.partialRecord(ZWorkStyleScenarioKey, ZWorkStyleOptionKey);
export type WorkStyleAnswers = z.infer<typeof ZWorkStyleAnswers>;

/**
 * Which style each option of each scenario stands for. It comes with the content pack version the template
 * uses, so the scorer does not depend on content text. Every scenario maps its three options to the three styles.
 */
export const ZWorkStyleMapping = z
  .partialRecord(ZWorkStyleScenarioKey, z.record(ZWorkStyleOptionKey, ZWorkStyle))
  .check(
    z.superRefine((mapping, ctx) => {
      for (const [scenario, options] of Object.entries(mapping)) {
        if (!options) continue;
        if (new Set(Object.values(options)).size !== WORK_STYLES.length) {
          ctx.addIssue({ code: 'custom', path: [scenario], message: 'each option maps to a different style' });
        }
      }
    }),
  );
export type WorkStyleMapping = z.infer<typeof ZWorkStyleMapping>;

/** Setup: the mapping from the content pack version in use. */
export const ZWorkStyleSetup = z.object({ mapping: ZWorkStyleMapping });
export type WorkStyleSetup = z.infer<typeof ZWorkStyleSetup>;
