/**
 * The face of web/src/features/sections: all that other features may import from it (docs/boundaries.md).
 * Generated from what they import; keep it to that.
 */
export { ItemWording, useSectionContent } from './api/get-section-content';
export { HBar } from './common/hbar';
export type { MoverView } from './common/mover-view';
export { MOVER_VIEWS } from './mover-views';
export { SECTION_SCREENS } from './registry';
export { readOverall } from './values-and-traits/vt-summary';
