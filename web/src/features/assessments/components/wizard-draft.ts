import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { ZCreateTemplate } from '@shared/routes';

export type WizardDraft = Required<Omit<z.input<typeof ZCreateTemplate>, 'languages_required'>>;

const KEY = 'assessment-wizard';

export function emptyDraft(typeOfOrg = ''): WizardDraft {
  return { form_name: '', objective: 'hiring', role: '', type_of_org: typeOfOrg, sections: ['values_and_traits'], extra_time: 0 };
}

function read(fallback: WizardDraft): WizardDraft {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...fallback, ...(JSON.parse(raw) as Partial<WizardDraft>) } : fallback;
  } catch {
    return fallback;
  }
}

/** The wizard's unsaved details, kept for this tab so a refresh between steps loses nothing. */
export function useWizardDraft(typeOfOrg = '') {
  const [draft, setDraft] = useState<WizardDraft>(() => read(emptyDraft(typeOfOrg)));
  const update = useCallback((patch: Partial<WizardDraft>) => {
    setDraft((d) => {
      const next = { ...d, ...patch };
      try {
        sessionStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        /* storage blocked: the draft lives in memory only */
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      /* nothing stored */
    }
  }, []);
  return { draft, update, clear };
}
