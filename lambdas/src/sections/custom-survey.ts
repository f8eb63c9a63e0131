import * as z from '@shared/zod-mini';
import { surveyAnswerIssues } from '@shared/sections/custom-survey/answers';
import { ZCustomSurveyAnswers, ZCustomSurveySetup } from '@shared/sections/custom-survey/schema';
import { scoreCustomSurvey } from '@shared/sections/custom-survey/scorer';
import { defineServerSection } from './server-section';

/**
 * Custom survey: the company writes the questions (option counts between the shared minimum and maximum);
 * there are no company answers. A question with a correct option is scored; open answers are shown as given.
 */
export const customSurvey = defineServerSection({
  kind: 'custom_survey',
  save: ({ setup }) => ({ setup: ZCustomSurveySetup.parse(setup), company: {} }),
  ready: (setup) => ZCustomSurveySetup.safeParse(setup).success,
  respondentAnswers: (setup) => {
    const s = ZCustomSurveySetup.safeParse(setup);
    return ZCustomSurveyAnswers.check(
      z.superRefine((a, ctx) => {
        if (!s.success) return void ctx.addIssue({ code: 'custom', message: 'Survey not set up' });
        // Unanswered required questions are fine while answering; anything that is not an answer to a question is not.
        for (const issue of surveyAnswerIssues(s.data, a)) {
          if (issue.problem !== 'required')
            ctx.addIssue({ code: 'custom', path: [issue.question_id], message: issue.problem });
        }
      }),
    );
  },
  score: (setup, _company, respondent) =>
    scoreCustomSurvey({
      setup: ZCustomSurveySetup.parse(setup),
      candidate: z.catch(ZCustomSurveyAnswers, {}).parse(respondent ?? {}),
    }),
});
