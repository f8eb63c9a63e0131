import { defineSection } from '../module';
import { CUSTOM_SURVEY_PACK } from './content';
import { customSurveyMeta } from './meta';
import { ZCustomSurveyAnswers, ZCustomSurveySetup } from './schema';
import { scoreCustomSurvey } from './scorer';
import { customSurveyView } from './view';

export * from './answers';
export * from './schema';
export * from './scorer';
export { customSurveyMeta } from './meta';

/** Custom survey: the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const customSurvey = /* @__PURE__ */ defineSection({
  ...customSurveyMeta,
  promptName: 'Custom survey',
  setup: ZCustomSurveySetup,
  answers: ZCustomSurveyAnswers,
  score: scoreCustomSurvey,
  view: customSurveyView,
  packs: [CUSTOM_SURVEY_PACK],
});
