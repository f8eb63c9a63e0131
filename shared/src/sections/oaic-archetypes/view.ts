import { localize } from '../content-pack';
import type { SectionView } from '../view-types';
import { OAIC_ARCHETYPES_PACK } from './content';

/**
 * Groups `dimensions` (six, each with its four statements as options, by culture type), `types` (the four
 * culture types with their descriptions) and `perspectives` (now, preferred: the company's two profiles).
 */
export const oaicArchetypesView: SectionView = ({ locale }) => {
  const pack = OAIC_ARCHETYPES_PACK;
  const l = (text: Parameters<typeof localize>[0]) => localize(text, locale);
  return {
    kind: 'oaic_archetypes',
    version: pack.version,
    title: l(pack.title),
    instructions: l(pack.instructions),
    groups: {
      dimensions: pack.dimensions.map((d) => ({
        id: d.id,
        text: l(d.title),
        description: l(d.prompt),
        options: d.options.map((o) => ({ id: o.id, text: l(o.text) })),
      })),
      types: pack.types.map((type) => ({ id: type.id, text: l(type.name), description: l(type.description) })),
      perspectives: [
        { id: 'now', text: l(pack.perspectives.now) },
        { id: 'preferred', text: l(pack.perspectives.preferred) },
      ],
    },
  };
};
