import type { GeneratorId, GeneratorInputs } from '@shared/toolbox/generators';
import type { AiOutputLanguage } from '@shared/toolbox/prompt-codes';
import { offlineContext, type OfflineContext } from './context';
import { interviewGuide, jobPost, jobRole } from './hiring';
import { careerPath, dayPlan, okr, performanceImprovement } from './people';

const WRITERS: Record<GeneratorId, (c: OfflineContext) => string> = {
  job_role: jobRole,
  job_post: jobPost,
  interview_guide: interviewGuide,
  career_path: careerPath,
  okr,
  performance_improvement: performanceImprovement,
  day_plan: dayPlan,
};

/**
 * The offline provider's answer for a generator run (docs/architecture.md "Adapters": the local stack has no model): a Markdown
 * document with the sections the generator's prompt asks for, built only from the inputs and the output language,
 * so the same inputs always give the same text. The screen labels it as the offline stand-in, never as AI.
 */
export function offlineDocument(generator: GeneratorId, inputs: GeneratorInputs, language: AiOutputLanguage): string {
  return WRITERS[generator](offlineContext(generator, inputs, language));
}
