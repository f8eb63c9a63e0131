import * as z from '../../zod-mini';
import { ZCustomSurveyAnswers } from './schema';

/** What the scorer returns and a respondent's summary stores (scorer.ts `CustomSurveyScore`). */
export const ZCustomSurveySummary = z.object({
  overall: z.nullable(z.number()),
  keyed: z.number(),
  questions: z.array(z.object({ question_id: z.string(), credit: z.number() })),
  answers: ZCustomSurveyAnswers,
});
