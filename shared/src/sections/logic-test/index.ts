import { defineSection } from '../module';
import { logicTestMeta } from './meta';
import { ZLogicTestAnswers, ZLogicTestSetup } from './schema';
import { ZLogicTestSummary } from './summary';
import { scoreLogicTest } from './scorer';

export * from './schema';
export * from './summary';
export * from './scorer';
export { logicTestMeta } from './meta';

/** Logic test (its answer keys are on the server only): the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const logicTest = /* @__PURE__ */ defineSection({
  ...logicTestMeta,
  promptName: 'Logic test',
  setup: ZLogicTestSetup,
  answers: ZLogicTestAnswers,
  summary: ZLogicTestSummary,
  score: scoreLogicTest,
  view: (input) => import('./view').then((m) => m.logicTestView(input)),
  packs: () => import('./content').then((m) => [m.LOGIC_TEST_PACK_2026_1, m.LOGIC_TEST_PACK] as const),
});
