import { localize } from '../content-pack';
import type { SectionView } from '../view-types';
import { publicWorkStyleScenarios, WORK_STYLE_IDENTIFIER_PACK } from './content';

/** Group `scenarios` (nine, three options each, without the style of an option) and `styles` (names and descriptions). */
export const workStyleView: SectionView = ({ locale }) => {
  const pack = WORK_STYLE_IDENTIFIER_PACK;
  return {
    kind: 'work_style_identifier',
    version: pack.version,
    title: localize(pack.title, locale),
    instructions: localize(pack.instructions, locale),
    groups: {
      scenarios: publicWorkStyleScenarios(locale, pack),
      styles: pack.styles.map((s) => ({
        id: s.id,
        text: localize(s.name, locale),
        description: localize(s.description, locale),
      })),
    },
  };
};
