import type { MoverView } from '../common/mover-view';

/** Values and traits: each mover is a value or trait, named as the pack names it. */
export const valuesAndTraitsMoverView: MoverView = { namedByContent: true };
