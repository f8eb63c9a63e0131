import * as z from '@shared/zod-mini';
import { big5FormItems } from '@shared/sections/big5/content';
import { BIG5_FORMS, ZBig5Answers, ZBig5Setup, type Big5Form } from '@shared/sections/big5/schema';
import { scoreBig5 } from '@shared/sections/big5/scorer';
import { BIG5_FORM_IDS } from '@shared/sections/big5/view';
import { defineServerSection } from './server-section';

/** Hiring forms: facet O6 is never shown, so it is never answered or scored. */
const FORM_ITEMS = Object.fromEntries(BIG5_FORMS.map((form) => [form, big5FormItems(BIG5_FORM_IDS[form])])) as Record<
  Big5Form,
  ReturnType<typeof big5FormItems>
>;

function formOf(setup: unknown): Big5Form {
  const parsed = ZBig5Setup.safeParse(setup ?? {});
  return parsed.success ? parsed.data.form : '120';
}

function answersOf(form: Big5Form) {
  const ids = new Set(FORM_ITEMS[form].map((i) => i.id));
  return ZBig5Answers.check(
    z.superRefine((a, ctx) => {
      for (const id of Object.keys(a))
        if (!ids.has(id)) ctx.addIssue({ code: 'custom', path: [id], message: `Item ${id} is not on this form` });
    }),
  );
}

/**
 * Big Five: the company picks the 120 or 50 item form and may answer it as the profile it is looking for;
 * with that target each respondent gets a match score, without it the section is a profile only and does not
 * count toward the overall (spec part 2 §9.4).
 */
export const big5 = defineServerSection({
  kind: 'big5',
  save: ({ setup, company }) => {
    const s = ZBig5Setup.parse(setup ?? {});
    const target = company === undefined || company === null ? {} : answersOf(s.form).parse(company);
    return { setup: s, company: target };
  },
  ready: (setup, company) => {
    // The form is a choice the company makes: nothing saved yet is not a setup.
    if (setup === undefined || !ZBig5Setup.safeParse(setup).success) return false;
    // A target profile is optional, but one started must be finished to be scored against.
    const answered = Object.keys((company ?? {}) as object).length;
    return answered === 0 || answered === FORM_ITEMS[formOf(setup)].length;
  },
  respondentAnswers: (setup) => answersOf(formOf(setup)),
  score: (setup, company, respondent) => {
    const form = formOf(setup);
    const target = z.catch(ZBig5Answers, {}).parse(company ?? {});
    const hasTarget = Object.keys(target).length > 0;
    const score = scoreBig5({
      form,
      items: FORM_ITEMS[form],
      candidate: z.catch(ZBig5Answers, {}).parse(respondent ?? {}),
      company: hasTarget ? target : undefined,
    });
    if (!hasTarget) return score;
    // The company's target profile by domain, so the result can draw it and explain the match.
    const theirs = scoreBig5({ form, items: FORM_ITEMS[form], candidate: target });
    const target_domains = Object.fromEntries(
      Object.entries(theirs.domains).map(([d, s]) => [d, { t: s.t, percentile: s.percentile }]),
    );
    return { ...score, target_domains };
  },
});
