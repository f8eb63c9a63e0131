import { defineSection } from '../module';
import { customSurveyMeta } from './meta';
import { ZCustomSurveyAnswers, ZCustomSurveySetup } from './schema';
import { ZCustomSurveySummary } from './summary';
import { scoreCustomSurvey } from './scorer';

export * from './answers';
export * from './schema';
export * from './summary';
export * from './scorer';
export { customSurveyMeta } from './meta';

/** Custom survey: the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const customSurvey = /* @__PURE__ */ defineSection({
  ...customSurveyMeta,
  promptName: 'Custom survey',
  setup: ZCustomSurveySetup,
  answers: ZCustomSurveyAnswers,
  summary: ZCustomSurveySummary,
  score: scoreCustomSurvey,
  view: (input) => import('./view').then((m) => m.customSurveyView(input)),
  packs: () => import('./content').then((m) => [m.CUSTOM_SURVEY_PACK] as const),
});
