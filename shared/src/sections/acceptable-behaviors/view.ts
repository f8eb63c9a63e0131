import { localize } from '../content-pack';
import type { SectionView } from '../view-types';
import { ACCEPTABLE_BEHAVIORS_PACK } from './content';
import { ZAcceptableBehaviorsSetup } from './schema';

/** Group `scenarios` (only the setup's, in scenario order, once set up) and the 0-4 scale. */
export const acceptableBehaviorsView: SectionView = ({ locale, setup }) => {
  const pack = ACCEPTABLE_BEHAVIORS_PACK;
  const chosen = ZAcceptableBehaviorsSetup.safeParse(setup);
  const keep = chosen.success ? new Set<string>(chosen.data.scenarios) : null;
  return {
    kind: 'acceptable_behaviors',
    version: pack.version,
    title: localize(pack.title, locale),
    instructions: localize(pack.instructions, locale),
    groups: {
      scenarios: pack.scenarios
        .filter((s) => !keep || keep.has(s.id))
        .map((s) => ({ id: s.id, text: localize(s.text, locale) })),
    },
    scale: pack.scale.map((level) => ({ value: level.value, label: localize(level.label, locale) })),
  };
};
