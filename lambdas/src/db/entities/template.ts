import { entityBuilder } from '../entity';

/** An assessment template (spec part 1 §3 Assessment template). Drafts and published templates share the record. */
export const buildAssessmentEntity = entityBuilder({
  model: { entity: 'template', version: '1', service: 'culturefit' },
  attributes: {
    id: { type: 'string', required: true },
    form_name: { type: 'string', required: true },
    status: { type: ['draft', 'published'] as const, required: true },
    objective: { type: ['hiring', 'onboarding', 'team_building'] as const, default: 'hiring' },
    scope: { type: ['personal', 'shared'] as const, default: 'personal' },
    role: { type: 'string', default: '' },
    type_of_org: { type: 'string', default: '' },
    sections: { type: 'list', items: { type: 'string' }, required: true },
    extra_time: { type: 'number', default: 0 },
    languages_required: { type: 'list', items: { type: 'string' }, default: ['en'] },
    auto_send_result: { type: 'boolean', default: false },
    /** "Allow comments per section" (spec part 1 §2): respondents may leave a comment on each section. */
    open_ended_question: { type: 'boolean', default: false },
    thank_you_page: { type: ['default', 'custom'] as const, default: 'default' },
    thank_you_message: { type: 'string', default: '' },
    redirect_url: { type: 'string', default: '' },
    /** Fair use (ours): respondents are offered voluntary equal-opportunity questions after finishing. */
    ask_demographics: { type: 'boolean', default: false },
    /** Integrity settings (docs/integrity.md "The employer's settings"). */
    random_item_order: { type: 'boolean', default: false },
    block_copy_paste: { type: 'boolean', default: false },
    ask_fullscreen: { type: 'boolean', default: false },
    /** The advanced invite's last sender, subject and body (spec part 1 §3 advancedInviteEmailTemplate). */
    invite_template: { type: 'any' },
    setup: { type: 'any', default: {} },
    company_answers: { type: 'any', default: {} },
    content_versions: { type: 'any', default: {} },
    /** AI-assisted setup (spec part 1 §3): generated_by_ai per section, and ai_setup with pending_review and provenance per section. */
    generated_by_ai: { type: 'any' },
    ai_setup: { type: 'any' },
    /** How the AI picked the sections: its reason, or the fallback (spec part 2 §8), with provenance. */
    ai_selection: { type: 'any' },
    creator: { type: 'string', required: true },
    team_id: { type: 'string', required: true },
    /** Share with team (spec part 1 §4): the team it came from, who moved it and when; unshare sets unshared_at. */
    original_team_id: { type: 'string' },
    transferred_at: { type: 'string' },
    transferred_by: { type: 'string' },
    unshared_at: { type: 'string' },
    publicCode: { type: 'string' },
    candidate_total: { type: 'number', default: 0 },
    completed_total: { type: 'number', default: 0 },
    invited_total: { type: 'number', default: 0 },
    progress: { type: 'number', default: 0 },
    is_started_test: { type: 'boolean', default: false },
    deleted: { type: 'boolean', default: false },
    deleted_by: { type: 'string' },
    deleted_at: { type: 'string' },
    is_copied: { type: 'boolean', default: false },
    /** The sample assessment a new account is given (spec part 1 §3 is_sample_data; results/sample-assessment.ts). */
    is_sample_data: { type: 'boolean', default: false },
    /** Made by the create tour (spec part 1 §3): publishing it finishes the tour and starts the invite tour. */
    is_created_by_guided_tour: { type: 'boolean', default: false },
    copied_by: { type: 'string' },
    copied_at: { type: 'string' },
    updated_by: { type: 'string' },
    version: { type: 'string', default: '2.1' },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
    published_at: { type: 'string' },
    last_activity_at: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
    /** A creator's templates wherever they are: the personal workspace also lists the ones shared to a team (spec part 1 §6). */
    byCreator: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['creator'] },
      sk: { field: 'gsi2sk', composite: ['created_at', 'id'] },
    },
    byTeam: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['team_id'] },
      sk: { field: 'gsi1sk', composite: ['created_at', 'id'] },
    },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const AssessmentEntity: ReturnType<typeof buildAssessmentEntity>;
