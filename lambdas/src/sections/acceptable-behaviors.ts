import * as z from '@shared/zod-mini';
import {
  ZAcceptableBehaviorsAnswers,
  ZAcceptableBehaviorsSetup,
  behaviorItemKeys,
} from '@shared/sections/acceptable-behaviors/schema';
import { scoreAcceptableBehaviors } from '@shared/sections/acceptable-behaviors/scorer';
import { defineServerSection } from './server-section';

/** Ratings only of the scenarios the setup chose, the pack's and the company's own. */
function onlyChosen(setup: unknown) {
  const parsed = ZAcceptableBehaviorsSetup.safeParse(setup);
  const chosen = new Set<string>(parsed.success ? behaviorItemKeys(parsed.data) : []);
  return ZAcceptableBehaviorsAnswers.check(
    z.superRefine((a, ctx) => {
      for (const key of Object.keys(a))
        if (!chosen.has(key))
          ctx.addIssue({ code: 'custom', path: [key], message: `Scenario ${key} is not part of this assessment` });
    }),
  );
}

/**
 * Acceptable behaviours: the company chooses scenarios and writes its own (at most 15 in all, spec part 1 §3, §5)
 * and rates each 0-4; it may
 * save part of its ratings and resume; the section is ready once every chosen scenario is rated.
 */
export const acceptableBehaviors = defineServerSection({
  kind: 'acceptable_behaviors',
  save: ({ setup, company }) => {
    const s = ZAcceptableBehaviorsSetup.parse(setup);
    return { setup: s, company: onlyChosen(s).parse(company ?? {}) };
  },
  ready: (setup, company) => {
    const s = ZAcceptableBehaviorsSetup.safeParse(setup);
    const c = ZAcceptableBehaviorsAnswers.safeParse(company);
    return s.success && c.success && behaviorItemKeys(s.data).every((k) => c.data[k] !== undefined);
  },
  respondentAnswers: onlyChosen,
  score: (setup, company, respondent) =>
    scoreAcceptableBehaviors({
      setup: ZAcceptableBehaviorsSetup.parse(setup),
      company: ZAcceptableBehaviorsAnswers.parse(company),
      candidate: z.catch(ZAcceptableBehaviorsAnswers, {}).parse(respondent ?? {}),
    }),
});
