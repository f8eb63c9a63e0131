import { defineHandler } from '../../http/handler-factory';
import { SAMPLE_SECTIONS, sampleResult } from '../sample';

/** View Sample Report / See Sample Report (spec part 1 §2): a complete result from sample data, in the manager's view. */
export const getSampleResult = defineHandler('getSampleResult', async ({ now, user }) => {
  const { template, summaries, finished, spent } = await sampleResult(now);
  return {
    viewer: { role: 'manager' as const, respondent: false },
    restricted: [],
    company_name: user.companyName ?? '',
    sections: SAMPLE_SECTIONS,
    setup: {},
    is_sample_data: true,
    result: {
      id: 'sample',
      form_id: 'sample',
      form_name: template.form_name,
      email: 'alex.sample@example.com',
      firstname: 'Alex',
      lastname: 'Sample',
      displayName: 'Alex Sample',
      status: 'COMPLETED' as const,
      created_at: finished,
      invited_at: finished,
      joined_at: finished,
      finished_at: finished,
      last_accessed_at: finished,
      progress: 100,
      score: summaries.overall,
      rating: 4,
      temporary_email: false,
      email_proof: 'invited',
      unconfirmed_attempts: 0,
      is_sent_result: false,
      credit_held: false,
      lang: 'en' as const,
      summaries,
      section_spent_times: spent,
      section_timed_out: {},
      extra_time: 0,
    },
  };
});
