import * as z from '@shared/zod-mini';
import {
  OAIC_GROUPS,
  POINTS_PER_GROUP,
  ZOaicArchetypesAnswers,
  ZOaicArchetypesSetup,
  ZOaicDraftAnswers as ZDraftProfile,
  allocationTotal,
} from '@shared/sections/oaic-archetypes/schema';
import { scoreOaicArchetypes } from '@shared/sections/oaic-archetypes/scorer';
import { defineServerSection } from './server-section';

/**
 * Culture profile: the company's setup holds the culture it wants (`preferred`, what respondents are matched
 * against) and optionally the culture it has now (`now`, reported as the change it wants). Each dimension sums
 * to 100 or the save is refused (spec part 1 §5). The company answers stored are the preferred profile.
 */
export const oaicArchetypes = defineServerSection({
  kind: 'oaic_archetypes',
  save: ({ setup }) => {
    const parsed = ZOaicArchetypesSetup.parse(setup);
    return { setup: parsed, company: parsed.preferred };
  },
  ready: (setup) => ZOaicArchetypesSetup.safeParse(setup).success,
  respondentAnswers: () => ZDraftProfile,
  score: (setup, _company, respondent) => {
    const s = ZOaicArchetypesSetup.parse(setup);
    const full = ZOaicArchetypesAnswers.safeParse(respondent);
    if (!full.success) {
      // Dimensions left short of 100 points when the section closed cannot be matched: shown as unanswered.
      const draft = z.catch(ZDraftProfile, {}).parse(respondent ?? {});
      const answered = OAIC_GROUPS.filter((g) => allocationTotal(draft[g] ?? {}) === POINTS_PER_GROUP).length;
      return {
        overall: null,
        incomplete: true,
        answered_groups: answered,
        candidate: draft,
        company: s.preferred,
        ...(s.now ? { company_now: s.now } : {}),
      };
    }
    return {
      ...scoreOaicArchetypes({ company: s.preferred, candidate: full.data, ...(s.now ? { companyNow: s.now } : {}) }),
      ...(s.now ? { company_now: s.now } : {}),
    };
  },
});
