import * as z from '@shared/zod-mini';
import { workStyleKey } from '@shared/sections/work-style-identifier/content';
import {
  WORK_STYLE_SCENARIO_KEYS,
  ZWorkStyleAnswers,
  ZWorkStyleMapping,
} from '@shared/sections/work-style-identifier/schema';
import { scoreWorkStyle, workStyleCounts } from '@shared/sections/work-style-identifier/scorer';
import { defineServerSection } from './server-section';

/** Which style each option stands for comes from the content pack, on the server only: the screens never see it. */
const MAPPING = ZWorkStyleMapping.parse(workStyleKey());

/**
 * Work style: no setup; the company answers the nine scenarios (it may save part and resume). Respondents get
 * people / process / product fractions; the section never counts toward the overall (spec part 2 §9.4).
 */
export const workStyle = defineServerSection({
  kind: 'work_style_identifier',
  save: ({ company }) => ({ setup: { pack: 'current' }, company: ZWorkStyleAnswers.parse(company ?? {}) }),
  ready: (_setup, company) => {
    const c = ZWorkStyleAnswers.safeParse(company);
    return c.success && WORK_STYLE_SCENARIO_KEYS.every((k) => c.data[k] !== undefined);
  },
  respondentAnswers: () => ZWorkStyleAnswers,
  score: (_setup, company, respondent) => {
    const theirs = z.catch(ZWorkStyleAnswers, {}).parse(company ?? {});
    const { counts, possible } = workStyleCounts(MAPPING, theirs);
    const share = (n: number) => (possible === 0 ? 0 : Math.round((n / possible) * 10_000) / 10_000);
    return {
      ...scoreWorkStyle({
        mapping: MAPPING,
        candidate: z.catch(ZWorkStyleAnswers, {}).parse(respondent ?? {}),
        company: theirs,
      }),
      // The company's own mix, so the result can show both side by side.
      company_mix: { people: share(counts.people), process: share(counts.process), product: share(counts.product) },
    };
  },
});
