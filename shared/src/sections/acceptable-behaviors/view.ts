import { localize } from '../content-pack';
import type { SectionView } from '../view-types';
import { ACCEPTABLE_BEHAVIORS_PACK } from './content';
import { ZAcceptableBehaviorsSetup, behaviorItemKeys } from './schema';

/**
 * Group `scenarios` (only the setup's, the pack's in scenario order then the company's own, once set up) and the 0-4
 * scale. The company's own scenarios are shown as it wrote them, in whatever language, whatever the respondent's.
 */
export const acceptableBehaviorsView: SectionView = ({ locale, setup }) => {
  const pack = ACCEPTABLE_BEHAVIORS_PACK;
  const chosen = ZAcceptableBehaviorsSetup.safeParse(setup);
  const texts = new Map<string, string>(pack.scenarios.map((s) => [s.id, localize(s.text, locale)]));
  if (chosen.success) for (const own of chosen.data.custom_scenarios) texts.set(own.id, own.text);
  return {
    kind: 'acceptable_behaviors',
    version: pack.version,
    title: localize(pack.title, locale),
    instructions: localize(pack.instructions, locale),
    groups: {
      scenarios: (chosen.success ? behaviorItemKeys(chosen.data) : pack.scenarios.map((s) => s.id)).map((id) => ({
        id,
        text: texts.get(id) ?? id,
      })),
    },
    scale: pack.scale.map((level) => ({ value: level.value, label: localize(level.label, locale) })),
  };
};
