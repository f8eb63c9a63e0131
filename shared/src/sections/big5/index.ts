import { defineSection } from '../module';
import { BIG5_PACK_2026_1, BIG5_PACK } from './content';
import { big5Meta } from './meta';
import { ZBig5Answers, ZBig5Setup } from './schema';
import { scoreBig5 } from './scorer';
import { big5View } from './view';

export * from './norms';
export * from './schema';
export * from './scorer';
export * from './stats';
export { big5Meta } from './meta';

/** Big Five personality: the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const big5 = /* @__PURE__ */ defineSection({
  ...big5Meta,
  promptName: 'Big Five personality (match to the target profile)',
  setup: ZBig5Setup,
  answers: ZBig5Answers,
  score: scoreBig5,
  view: big5View,
  packs: [BIG5_PACK_2026_1, BIG5_PACK],
});
