/** Longest written answer to a human skills scenario (characters). Without zod, for the respondent's page. */
export const HUMAN_SKILLS_ANSWER_MAX_LENGTH = 10_000;
