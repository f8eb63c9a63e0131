import * as z from 'zod';
import { ZCustomSurveyAnswers } from './schema';

/** What the scorer returns and a respondent's summary stores (scorer.ts `CustomSurveyScore`). */
export const ZCustomSurveySummary = z.object({
  overall: z.number().nullable(),
  keyed: z.number(),
  questions: z.array(z.object({ question_id: z.string(), credit: z.number() })),
  answers: ZCustomSurveyAnswers,
});
