import type { MoverView } from '../common/mover-view';

/** Acceptable behaviours: each mover is a scenario, named by its text in the pack. */
export const acceptableBehaviorsMoverView: MoverView = { namedByContent: true };
