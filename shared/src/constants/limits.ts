/** Limits: spec part 2 §5, §7.2, §9.3 and §9.6. */

export const MAX_INVITATION_RECIPIENTS = 100;
/**
 * "Maximum e-mails per send" (spec part 2 §5; the spec shows no value, docs/deviations.md): the addresses one send may
 * name, duplicates included, before they are made into at most MAX_INVITATION_RECIPIENTS recipients.
 */
export const MAX_EMAILS_PER_SEND = MAX_INVITATION_RECIPIENTS * 5;

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const SUPPORT_ATTACHMENT_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

export const MAX_DRAFTS_PER_USER = 5;
export const DRAFT_LOOKUP_LIMIT = 500;
export const RESPONDENT_LIST_LIMIT = 500;

export const CORE_VALUES_HISTORY_LENGTH = 20;
export const ANALYZER_MAX_VALUES = 8;
export const MAX_CORE_VALUES = 6;
/** My account's mission and vision text (spec part 1 §3 User `missionAndVision`; the spec gives no number, this is ours). */
export const MAX_MISSION_AND_VISION_CHARS = 2000;
export const MAX_PERMISSION_TO_PLAY_VALUES = 6;
export const MIN_NON_ESSENTIAL_VALUES = 1;
export const RECOMMENDED_MAX_ACCEPTABLE_BEHAVIOR_SCENARIOS = 15;
/**
 * A company's own items beside the pack's (spec part 1 §3 `values_and_traits_custom_fields`,
 * `acceptable_behaviors_custom_fields`; the spec gives no numbers, these are ours): own values up to the core values
 * list of My account (the analyzer's 8), own traits as many; own scenarios count within the 15 scenarios.
 */
export const CUSTOM_ITEMS = {
  values: ANALYZER_MAX_VALUES,
  traits: ANALYZER_MAX_VALUES,
  textMax: 120,
  scenarioTextMax: 500,
} as const;
export const CULTURE_PROFILE = { pointsPerDimension: 100, dimensions: 6, optionsPerDimension: 4 } as const;
export const MIN_SECTIONS_PER_ASSESSMENT = 1;
/**
 * Custom survey (spec part 1 §5; the spec keeps the numbers to itself, part 2 §9.6): options per multiple-choice or
 * multiple-select question, 2 being the least that makes a choice and 10 what a phone screen shows without
 * scrolling; questions per survey; characters per open answer.
 */
export const SURVEY_OPTIONS = { min: 2, max: 10 } as const;
export const MAX_SURVEY_QUESTIONS = 50;
export const SURVEY_OPEN_ANSWER_MAX_LENGTH = 5000;

export const SUPPORT_REPLY_HOURS = { min: 3, max: 48 } as const;
export const CHAT_CACHE_DAYS = 30;

export const RANDOM_ID_LENGTH = 16;
/** Marketing figure shown beside the culture framework. */
export const ORGANISATIONS_USING_FRAMEWORK = 10_000;

// API and respondent-safety limits. Product decisions (the spec is silent), kept here with the rest.
/** Every request body of the API is small; larger ones are refused before parsing. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;
/** Field messages returned with one validation error; a few are enough to fix a form. */
export const MAX_FIELD_ERRORS_RETURNED = 20;
/** Seconds after a section's allowance during which a save still counts (latency, the last autosave). */
export const LATE_SAVE_GRACE_SECONDS = 30;
/**
 * A respondent's personal link works this long after they finished (to see the thank-you page and their feedback),
 * then it is dead: tokens sit in URL paths that access logs keep (ours: security review, token expiry).
 */
export const RESPONDENT_LINK_DAYS_AFTER_FINISH = 30;
/** At most one "your personal link" e-mail per respondent in this window, so the form cannot flood an inbox. */
export const RESUME_LINK_MAIL_INTERVAL_MS = 10 * 60 * 1000;
/**
 * Resume-link mails go to an address someone typed on a public link, unasked by its owner: at most this
 * many a day to one recipient of one assessment, and to all recipients of one assessment (product decision).
 */
export const RESUME_MAILS_PER_RECIPIENT_PER_DAY = 5;
export const RESUME_MAILS_PER_ASSESSMENT_PER_DAY = 50;
/** Attempts of an optimistic read-modify-write or a contended transaction before giving up with a 500. */
export const WRITE_RETRY_ATTEMPTS = 5;
/** Text field lengths shared by the API schemas and the forms (product decisions). */
export const TEXT_LIMITS = { assessmentName: 150, shortText: 120, personName: 80, longText: 2000 } as const;
/** Extra minutes per section an employer may grant (spec part 1 §2 "extra time in minutes"; the ceiling is ours). */
export const MAX_EXTRA_TIME_MINUTES = 120;
/**
 * Invitation e-mail budgets (docs/abuse.md "Invitations"; the spec gives 100 recipients a call and "a maximum
 * number of e-mails per send", part 2 §9.6, without the number). New invitees a UTC day: an account that never
 * paid nor used a credit may fill one call of 100, one that has, ten; one client address 1,000 whatever the
 * accounts behind it. Invitations and reminders to one recipient from the whole deployment: 3 a day. The
 * deployment's invitation mails a day: 20,000 (beside the 20,000 PIN sends, inside SES's usual production quota of
 * 50,000), of which never-paying accounts together may use 5,000, so they cannot spend what customers need.
 */
export const INVITE_BUDGETS = {
  perAccount: { established: 1000, fresh: 100 },
  perIp: 1000,
  perRecipient: 3,
  deployment: { all: 20_000, fresh: 5_000 },
} as const;
/** The same address invited again within this window (a double click, a retried request) is not e-mailed twice. */
export const INVITE_RESEND_INTERVAL_MS = 60 * 1000;

/**
 * Automatic reminders of an invitation (docs/architecture.md "Deadlines and reminders"): one `daysBeforeDeadline`
 * days before its deadline (the employer may choose 0 to 14 per sending; 0 sends none), one `unfinishedAfterHours`
 * after the candidate started and had not finished, and at most `perInvitation` in all.
 */
export const AUTO_REMINDERS = {
  daysBeforeDeadline: 2,
  maxDaysBeforeDeadline: 14,
  unfinishedAfterHours: 24,
  perInvitation: 2,
};

/** Calls a minute per account API key (the public API; API Gateway's usage plan throttles at the same rate). */
export const API_RATE_LIMIT_PER_MINUTE = 60;
/**
 * Days a results share link opens the result, from when it was made (product decision): a link travels in
 * e-mails and chats beyond the employer's reach, so it should not open a person's result for ever; 30 days
 * covers a hiring round and the respondent keeping their feedback, and a new link is one click.
 */
export const SHARE_LINK_TTL_DAYS = 30;
