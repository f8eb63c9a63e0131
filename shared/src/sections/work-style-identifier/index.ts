import { defineSection } from '../module';
import { workStyleMeta } from './meta';
import { ZWorkStyleAnswers, ZWorkStyleSetup } from './schema';
import { ZWorkStyleSummary } from './summary';
import { scoreWorkStyle } from './scorer';

export * from './schema';
export * from './summary';
export * from './scorer';
export { workStyleMeta } from './meta';

/** Work style identifier: the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const workStyle = /* @__PURE__ */ defineSection({
  ...workStyleMeta,
  promptName: 'Work style',
  setup: ZWorkStyleSetup,
  answers: ZWorkStyleAnswers,
  summary: ZWorkStyleSummary,
  score: scoreWorkStyle,
  view: (input) => import('./view').then((m) => m.workStyleView(input)),
  packs: () => import('./content').then((m) => [m.WORK_STYLE_IDENTIFIER_PACK] as const),
});
