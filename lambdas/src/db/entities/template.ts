import { Entity } from 'electrodb';

/** An assessment template (spec part 1 §3 Assessment template). Drafts and published templates share the record. */
export const TemplateEntity = new Entity({
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
    setup: { type: 'any', default: {} },
    company_answers: { type: 'any', default: {} },
    content_versions: { type: 'any', default: {} },
    creator: { type: 'string', required: true },
    team_id: { type: 'string', required: true },
    publicCode: { type: 'string' },
    candidate_total: { type: 'number', default: 0 },
    completed_total: { type: 'number', default: 0 },
    invited_total: { type: 'number', default: 0 },
    progress: { type: 'number', default: 0 },
    is_started_test: { type: 'boolean', default: false },
    deleted: { type: 'boolean', default: false },
    version: { type: 'string', default: '2.1' },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
    published_at: { type: 'string' },
    last_activity_at: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
    byTeam: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['team_id'] }, sk: { field: 'gsi1sk', composite: ['created_at', 'id'] } },
  },
});
