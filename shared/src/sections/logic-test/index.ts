import { defineSection } from '../module';
import { LOGIC_TEST_PACK } from './content';
import { logicTestMeta } from './meta';
import { ZLogicTestAnswers, ZLogicTestSetup } from './schema';
import { scoreLogicTest } from './scorer';
import { logicTestView } from './view';

export * from './schema';
export * from './scorer';
export { logicTestMeta } from './meta';

/** Logic test (its answer keys are on the server only): the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const logicTest = /* @__PURE__ */ defineSection({
  ...logicTestMeta,
  promptName: 'Logic test',
  setup: ZLogicTestSetup,
  answers: ZLogicTestAnswers,
  score: scoreLogicTest,
  view: logicTestView,
  packs: [LOGIC_TEST_PACK],
});
