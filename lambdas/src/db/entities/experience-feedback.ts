import { entityBuilder } from '../entity';

/**
 * A respondent's answer to the candidate experience question (shared/src/respondents/experience-feedback.ts): one per
 * respondent of an assessment (keyed by their opaque ref, so it names nobody), created once, never scored.
 */
export const buildExperienceFeedbackEntity = entityBuilder({
  model: { entity: 'experienceFeedback', version: '1', service: 'culturefit' },
  attributes: {
    form_id: { type: 'string', required: true },
    ref: { type: 'string', required: true },
    rating: { type: 'number', required: true },
    comment: { type: 'string', default: '' },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    /** An assessment's answers (the employer's summary). */
    byAssessment: { pk: { field: 'pk', composite: ['form_id'] }, sk: { field: 'sk', composite: ['ref'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const ExperienceFeedbackEntity: ReturnType<typeof buildExperienceFeedbackEntity>;
