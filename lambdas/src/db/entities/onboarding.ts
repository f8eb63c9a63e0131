import { entityBuilder } from '../entity';

/**
 * The onboarding record (spec part 2 §3 onboarding: email, status, sendmail, action_url, send_result_at), one per
 * user who asked at sign-up for a first assessment (autoGenerateForm). TODO becomes COMPLETED when the generated
 * template is created (part 2 §4); RUNNING with `lease_until` is a generation at work (ours). `template_id` is fixed
 * when the record is made, so however many triggers run, the template is created once (conditional create).
 */
export const buildOnboardingEntity = entityBuilder({
  model: { entity: 'onboarding', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    email: { type: 'string', required: true },
    status: { type: ['TODO', 'RUNNING', 'COMPLETED'] as const, required: true },
    sendmail: { type: 'boolean', default: false },
    action_url: { type: 'string', default: '' },
    send_result_at: { type: 'string' },
    template_id: { type: 'string', required: true },
    lease_id: { type: 'string' },
    lease_until: { type: 'string' },
    /** How many generations started (a taken-over run counts again). */
    runs: { type: 'number', default: 0 },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
    completed_at: { type: 'string' },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const OnboardingEntity: ReturnType<typeof buildOnboardingEntity>;
