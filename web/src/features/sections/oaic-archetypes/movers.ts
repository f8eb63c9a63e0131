import { CULTURE_TYPE_LABELS } from '@shared/sections/oaic-archetypes/schema';
import type { MoverView } from '../common/mover-view';

/** Culture profile: each mover is a culture type. */
export const oaicArchetypesMoverView: MoverView = {
  label: (id, locale) => CULTURE_TYPE_LABELS[id as keyof typeof CULTURE_TYPE_LABELS]?.[locale],
};
