import type { TeamItemText } from '../item-locales';
import is from './is';
import tr from './tr';

/** Every team file at once, for the published pack that holds every language (../pack-2026-3.ts). */
export const TEAM_ITEM_TEXT: TeamItemText = { is, tr };
