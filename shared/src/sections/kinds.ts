/** The eight assessment sections (spec part 1 §1), by their wire names. */
export const SECTION_KINDS = [
  'values_and_traits',
  'oaic_archetypes',
  'acceptable_behaviors',
  'work_style_identifier',
  'logic_test',
  'custom_survey',
  'human_skills',
  'big5',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];
