import { SECTION_KINDS, type SectionKind } from '@shared/sections/kinds';
import { SECTION_STATED_MINUTES } from '@shared/constants';

/**
 * Sections the web app can set up and take. A kind is listed once its editor and respondent view
 * exist in features/sections/<kind>/; the others show as "coming soon".
 */
export const AVAILABLE_SECTIONS: ReadonlySet<SectionKind> = new Set<SectionKind>(['values_and_traits']);

export const SECTION_CHOICES = SECTION_KINDS.map((kind) => ({
  kind,
  available: AVAILABLE_SECTIONS.has(kind),
  minutes: SECTION_STATED_MINUTES[kind],
}));
