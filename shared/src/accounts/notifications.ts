/**
 * The employer's e-mails about completed assessments (issue 24 part 4; the spec names none): each completion, a
 * daily digest, or none, chosen in My account, and per assessment on or off. The budget keeps one account from
 * making the product send unbounded mail (docs/abuse.md): past COMPLETION_MAILS_PER_DAY single mails in a UTC day,
 * further completions are folded into that day's digest, and a digest goes out at most once per day.
 */
export const COMPLETION_MAIL_MODES = ['each', 'digest', 'off'] as const;
export type CompletionMailMode = (typeof COMPLETION_MAIL_MODES)[number];

/** A new account hears of each completion (the mail the employer expects), until it chooses otherwise. */
export const DEFAULT_COMPLETION_MAIL: CompletionMailMode = 'each';

/** Single completion mails per account and UTC day; later completions that day go into the digest. */
export const COMPLETION_MAILS_PER_DAY = 20;

/** Assessments a user may switch off one by one (more than anyone owns: drafts are at most 5, published few). */
export const MAX_MUTED_ASSESSMENTS = 500;

/** Assessments a digest names one by one; the rest are counted. */
export const DIGEST_MAX_ASSESSMENTS = 20;
