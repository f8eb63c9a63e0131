import type { SectionKind } from '../sections/kinds';
import type { Locale } from '../i18n/locale';

/** Candidate assessment status (spec part 1 §4, part 2 §4). RECOMPUTE is transient. */
export const RESPONDENT_STATUSES = ['INVITED', 'TODO', 'IN_PROGRESS', 'RECOMPUTE', 'COMPLETED'] as const;
export type RespondentStatus = (typeof RESPONDENT_STATUSES)[number];

/** Per-section timer state; shape kept loose because the timer screens own its details. */
export type SectionStateMap = Partial<Record<SectionKind, unknown>>;

/**
 * A respondent's assessment (spec part 1 §3 "Candidate assessment"), id = formId-candidateEmailKey.
 * Spec field names are kept: they are storage and wire names.
 */
export interface RespondentAssessment {
  id: string;
  email: string;
  form_id: string;
  form_name: string;
  firstname: string;
  lastname: string;
  displayName: string;
  creator: string;
  company_name: string;
  action_url: string;
  status: RespondentStatus;
  invited_at: string | null;
  joined_at: string | null;
  last_accessed_at: string | null;
  started_test_at: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
  deleted: boolean;
  lang: Locale;
  send_free_stuff: boolean;
  rating: number | null;
  score: number | null;
  is_sent_result: boolean;
  sent_result_at: string | null;
  is_started_test: boolean;
  is_sample_data: boolean;
  section_times: Partial<Record<SectionKind, number>>;
  section_states: SectionStateMap;
  section_spent_times: Partial<Record<SectionKind, number>>;
  summaries: Record<string, unknown>;
  answers: Partial<Record<SectionKind, unknown>>;
}
