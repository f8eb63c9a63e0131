import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { AssessmentDetail, ZCreateAssessment } from '@shared/routes';

/**
 * The details typed on the name step; whether the create tour started it and its team access (chosen once, when the
 * draft is created) are the route's business.
 */
export type WizardDraft = Omit<Required<z.input<typeof ZCreateAssessment>>, 'via_tour' | 'team_id'>;

const KEY = 'assessment-wizard';

export function emptyDraft(typeOfOrg = ''): WizardDraft {
  return {
    form_name: '',
    objective: 'hiring',
    role: '',
    type_of_org: typeOfOrg,
    sections: ['values_and_traits'],
    extra_time: 0,
    // Every respondent language until the employer restricts them (issue 27).
    languages_required: [],
    auto_send_result: false,
    open_ended_question: false,
    thank_you_page: 'default',
    thank_you_message: '',
    redirect_url: '',
    ask_demographics: false,
    random_item_order: false,
    block_copy_paste: false,
    ask_fullscreen: false,
  };
}

/** The wizard's fields of an assessment already on the server (a draft being resumed, or Edit). */
export function draftOf(t: AssessmentDetail): WizardDraft {
  return {
    form_name: t.form_name,
    objective: t.objective,
    role: t.role,
    type_of_org: t.type_of_org,
    sections: t.sections,
    extra_time: t.extra_time,
    languages_required: t.languages_required,
    auto_send_result: t.auto_send_result,
    open_ended_question: t.open_ended_question,
    thank_you_page: t.thank_you_page,
    thank_you_message: t.thank_you_message,
    redirect_url: t.redirect_url,
    ask_demographics: t.ask_demographics,
    random_item_order: t.random_item_order,
    block_copy_paste: t.block_copy_paste,
    ask_fullscreen: t.ask_fullscreen,
  };
}

function read(fallback: WizardDraft): WizardDraft {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...fallback, ...(JSON.parse(raw) as Partial<WizardDraft>) } : fallback;
  } catch {
    return fallback;
  }
}

/**
 * A new assessment's details while the name step is being typed, kept for this tab so a refresh loses nothing.
 * Once the step is submitted the draft lives on the server and this is cleared.
 */
export function useWizardDraft(initial: WizardDraft, persist: boolean) {
  const [draft, setDraft] = useState<WizardDraft>(() => (persist ? read(initial) : initial));
  const update = useCallback(
    (patch: Partial<WizardDraft>) => {
      setDraft((d) => {
        const next = { ...d, ...patch };
        if (persist) {
          try {
            sessionStorage.setItem(KEY, JSON.stringify(next));
          } catch {
            /* storage blocked: the draft lives in memory only */
          }
        }
        return next;
      });
    },
    [persist],
  );
  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      /* nothing stored */
    }
  }, []);
  return { draft, update, clear };
}
