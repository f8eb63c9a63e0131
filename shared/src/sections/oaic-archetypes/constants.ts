import { CULTURE_PROFILE } from '../../constants/limits';

/* The dimensions and culture types without zod, for pages that only show or count them (the respondent's test). */

/** spec part 1 §3 and part 2 §9.4: six dimensions ("groups"), each dividing 100 points among four culture types. */
export const OAIC_GROUPS = [
  'strategic_emphases',
  'organization_glue',
  'dominant_characteristics',
  'management_of_employees',
  'criteria_of_success',
  'organizational_leadership',
] as const;
export type OaicGroup = (typeof OAIC_GROUPS)[number];

/** The Competing Values Framework types: collaborate (clan), create (adhocracy), compete (market), control (hierarchy). */
export const CULTURE_TYPES = ['collaborate', 'create', 'compete', 'control'] as const;
export type CultureType = (typeof CULTURE_TYPES)[number];

/** spec part 2 §9.4: 100 points per dimension. */
export const POINTS_PER_GROUP = CULTURE_PROFILE.pointsPerDimension;
