/** Assessments, invitations, uploads, timers and results: spec part 1 §5 and part 2 §5, §8. */
export const ASSESSMENT_ERRORS = {
  SECTION_REQUIRED: 400,
  SETUP_INCOMPLETE: 422,
  // Ours (spec part 1 §4 "Wizard publish includes a Pending Review state"; the spec shows no message).
  AI_SETUP_PENDING_REVIEW: 422,
  // Ours: a personal link used more than RESPONDENT_LINK_DAYS_AFTER_FINISH days after the respondent finished.
  RESPONDENT_LINK_EXPIRED: 410,
  // Ours: an invitation's deadline passed before the respondent finished (issue 25 "Deadlines and reminders").
  TEST_CLOSED: 410,
  // Ours: a deadline set or moved to a time already past.
  DEADLINE_IN_PAST: 400,
  // Ours: a confirmation link (issue: respondent e-mail proof) that is wrong, or of a removed respondent.
  CONFIRM_LINK_INVALID: 400,
  // Ours: the "your data" link of a respondent's e-mail (docs/privacy.md), wrong or of a deleted record.
  DATA_LINK_INVALID: 410,
  // Ours: the "your data" page's daily budgets per address and per deployment (docs/abuse.md).
  DATA_REQUEST_DAILY_LIMIT: 429,
  ASSESSMENT_NAME_REQUIRED: 400,
  ORGANIZATION_TYPE_REQUIRED: 400,
  CORE_VALUES_TOO_MANY: 400,
  NON_ESSENTIAL_REQUIRED: 400,
  // Ours (spec part 1 §3 `_is_custom`, `_custom_fields`; the spec shows no message): a company's own items.
  CUSTOM_VALUES_TOO_MANY: 400,
  CUSTOM_ITEM_DUPLICATE: 400,
  CUSTOM_ITEM_TEXT: 400,
  BEHAVIOR_SCENARIOS_TOO_MANY: 400,
  CULTURE_PROFILE_POINTS: 400,
  // spec part 1 §5: the custom survey's option limits have messages but the spec does not show them; ours.
  SURVEY_OPTIONS_MAX: 400,
  SURVEY_OPTIONS_MIN: 400,
  MAX_RECIPIENTS: 400,
  // Ours (docs/abuse.md "Invitations"): a guest's address is not a real one, and nobody answers for its mail.
  INVITE_GUEST: 403,
  // Ours: an account's own sender name, subject or body goes out only once it has paid or used a credit.
  INVITE_CUSTOM_TEXT_LOCKED: 403,
  // Ours: a day's invitation budget of the account, of the network it calls from, or of the whole service.
  INVITE_DAILY_LIMIT: 429,
  // Ours (the spec has no message): a published assessment someone has started keeps its sections.
  SECTIONS_LOCKED: 409,
  INVALID_URL: 400,
  NOT_PUBLISHED: 409,
  NO_EMAIL_FOR_RESULTS: 409,
  // Ours (issue 25 part 5): the question about the test is answered once, after finishing.
  FEEDBACK_ALREADY_GIVEN: 409,
  FEEDBACK_NOT_YET: 409,
  FEEDBACK_DAILY_LIMIT: 429,
  RESULTS_NOT_READY: 409,
  RATING_RANGE: 400,
  MAX_EMAILS_PER_SEND: 400,
  IMAGE_TYPE_NOT_ALLOWED: 415,
  IMAGE_TOO_LARGE: 413,
  SESSION_TIME_OUT: 408,
  NO_TIME_REMAINING: 409,
  ASSESSMENT_DATA_NOT_AVAILABLE: 404,
  RESULT_NOT_FOUND: 404,
  // Ours: a results share link older than SHARE_LINK_TTL_DAYS (shared/src/constants/limits.ts).
  SHARE_LINK_EXPIRED: 410,
} as const satisfies Record<string, number>;
