import { WORK_STYLE_LABELS } from '@shared/sections/work-style-identifier/schema';
import type { MoverView } from '../common/mover-view';

/** Work style: each mover is a work style. */
export const workStyleMoverView: MoverView = {
  label: (id, locale) => WORK_STYLE_LABELS[id as keyof typeof WORK_STYLE_LABELS]?.[locale],
};
