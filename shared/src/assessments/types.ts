import type { SectionKind } from '../sections/kinds';
import type { RespondentLocale } from '../i18n/respondent-locale';

/** Purposes of an assessment (spec part 1 §1); hiring candidates is the default. */
export const OBJECTIVES = ['hiring', 'onboarding', 'team_building'] as const;
export type Objective = (typeof OBJECTIVES)[number];

export const ASSESSMENT_SCOPES = ['personal', 'shared'] as const;
export type AssessmentScope = (typeof ASSESSMENT_SCOPES)[number];

/** Setup state of one section in the wizard (spec part 1 §4 "Setup states"). */
export const SECTION_SETUP_STATES = ['setup_required', 'in_progress', 'pending_review', 'completed'] as const;
export type SectionSetupState = (typeof SECTION_SETUP_STATES)[number];

/**
 * Assessment template (spec part 1 §3), the fields the rules read and write. The spec's `_id` is
 * `id` here, as in the route table and the stored entity; other names are the spec's.
 */
export interface Assessment {
  id: string;
  form_name: string;
  status: 'draft' | 'published';
  objective: Objective;
  scope: AssessmentScope;
  sections: SectionKind[];
  /** Respondent languages the link offers; empty offers every one. */
  languages_required: RespondentLocale[];
  /** Minutes added to every section's allowance. */
  extra_time: number;
  role: string;
  type_of_org: string;
  section_status: Partial<Record<SectionKind, SectionSetupState>>;
  creator: string;
  team_id: string;
  original_team_id: string | null;
  transferred_at: string | null;
  transferred_by: string | null;
  unshared_at: string | null;
  deleted: boolean;
  deleted_by: string | null;
  deleted_at: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  last_activity_at: string | null;
  candidate_total: number;
  progress: number;
  is_started_test: boolean;
  is_copied: boolean;
  copied_by: string | null;
  copied_at: string | null;
  is_created_by_guided_tour: boolean;
  is_sample_data: boolean;
  version: string;
}

/** The actor as the rules need it: who, the team they are working in, and their personal team. */
export interface Actor {
  email: string;
  currentTeamId: string;
  personalTeamId: string;
  isGuest?: boolean;
}
