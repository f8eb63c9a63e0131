/**
 * The candidate experience question's limits, apart from its schemas (./experience-feedback) so the candidate's page
 * that shows the question loads no zod.
 */
export const EXPERIENCE_COMMENT_MAX = 1000;
/** Answers one client address may give a UTC day (a public route: docs/abuse.md "Reminders, webhooks and the candidate's rating"). */
export const EXPERIENCE_FEEDBACK_PER_IP_PER_DAY = 30;
