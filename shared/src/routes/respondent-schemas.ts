import * as z from '../zod-mini';
import { SECTION_KINDS, ZSectionKind } from '../sections/kinds-schema';
import { RESPONDENT_ANSWER_SCHEMAS } from '../sections/answer-schemas';
import { MAX_CHANGED_ANSWER_ITEMS } from '../sections/answer-items';
import { ZItemId } from '../sections/item-id';
import { ZLocale, ZRespondentLocale } from '../i18n/locale-schema';
import { ZEmail } from '../accounts/email-schema';
import { AUTO_REMINDERS, MAX_EMAILS_PER_SEND, MAX_INVITATION_RECIPIENTS, TEXT_LIMITS } from '../constants/limits';
import { ZSectionContent } from './section-schemas';
import { ZDeviceId, ZSignalBatch } from '../respondents/integrity-schema';
import { GREENHOUSE_APPLICATION_ID_PATTERN } from '../ats/greenhouse';
import { lazySchema } from './lazy-schema';

/**
 * Wire shapes of the respondents context: registering on a public link, confirming an address, taking the test,
 * saving answers and comments, and invitations.
 */

export const ZRespondentStatus = lazySchema(() => z.enum(['INVITED', 'TODO', 'IN_PROGRESS', 'RECOMPUTE', 'COMPLETED']));

export const ZRegisterRespondent = lazySchema(() =>
  z.object({
    firstname: z
      .string()
      .check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(TEXT_LIMITS.personName)),
    lastname: z.string().check(z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(TEXT_LIMITS.personName)),
    /** Optional (spec part 1 §5): without one the respondent gets a temporary address that is never written to. */
    email: z._default(z.union([z.literal(''), ZEmail]), ''),
    /** The respondent language chosen on the link (one it offers): the test, its e-mails and the feedback use it. */
    lang: z._default(ZRespondentLocale, 'en'),
    send_free_stuff: z._default(z.boolean(), false),
    /** Made once by the registering browser: a retry or double click of the same registration gets the same token. */
    registration_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  }),
);

/**
 * The token comes back only to the registration that created the respondent. Registering again
 * with an e-mail already registered sends the personal link to that inbox instead.
 */
export const ZRegistrationResult = lazySchema(() =>
  z.object({ token: z.nullable(z.string()), resume_link_sent: z.boolean() }),
);
/** The e-mailed confirmation link's parts (/confirm-canditate?r=&c=): the respondent's ref and the code. */
export const ZConfirmRespondentEmail = lazySchema(() =>
  z.object({
    ref: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid link')),
    code: z.string().check(z.regex(/^[A-Za-z0-9_-]{32,64}$/, 'Invalid link')),
  }),
);
/** Where the proven respondent continues: the public code and their (new) access token. */
export const ZRespondentConfirmed = lazySchema(() => z.object({ code: z.string(), token: z.string() }));

export const ZPublicLink = lazySchema(() =>
  z.object({
    form_name: z.string(),
    company_name: z.string(),
    color: z.string(),
    logo_url: z.string(),
    sections: z.array(ZSectionKind),
    /** The respondent languages the link offers (every one when the assessment does not restrict them). */
    languages: z.array(ZRespondentLocale),
  }),
);

export const ZSectionState = lazySchema(() =>
  z.object({
    status: z.enum(['not_started', 'in_progress', 'completed']),
    started_at: z.nullable(z.string()),
    allowance_seconds: z.number().check(z.int()),
    remaining_seconds: z.number().check(z.int()),
    /** Closed by its timer (spec part 1 §4 "no time remaining"), with how many answered items it kept. */
    timed_out: z.optional(z.boolean()),
    answers_kept: z.optional(z.number().check(z.int())),
  }),
);

export const ZRespondentTest = lazySchema(() =>
  z.object({
    /** The respondent language the test is shown in, the link's offer of languages, and the page's direction. */
    language: ZRespondentLocale,
    languages: z.array(ZRespondentLocale),
    dir: z.enum(['ltr', 'rtl']),
    candidate: z.object({ firstname: z.string(), lastname: z.string(), email: z.string(), status: ZRespondentStatus }),
    form_name: z.string(),
    company_name: z.string(),
    color: z.string(),
    logo_url: z.string(),
    sections: z.array(ZSectionKind),
    section_states: z.record(z.string(), ZSectionState),
    /** "Allow comments per section": a comment box under each section's questions, and what was written. */
    allow_comments: z.boolean(),
    /** Fair use: the voluntary equal-opportunity questions are offered after finishing, and whether they were answered. */
    ask_demographics: z.boolean(),
    demographics_given: z.boolean(),
    comments: z.record(z.string(), z.string()),
    /** The assessment's integrity settings the screens follow (docs/integrity.md "The employer's settings"). */
    integrity: z.object({ random_item_order: z.boolean(), block_copy_paste: z.boolean(), ask_fullscreen: z.boolean() }),
    /** The invitation's deadline (ISO time), shown on the first screen in the candidate's own time zone; null when none. */
    deadline: z.nullable(z.string()),
    /** The thank-you page the employer chose (spec part 1 §2): its own message, and where to go next. */
    thank_you: z.object({ message: z.string(), redirect_url: z.string() }),
    /** Localized content per section (ZSectionContent, section-schemas.ts). */
    content: z.record(
      z.string(),
      z.lazy(() => ZSectionContent),
    ),
    /** The respondent's own saved answers, each section in its own answer shape (the culture profile while points are still being placed). */
    answers: z.object(
      Object.fromEntries(SECTION_KINDS.map((kind) => [kind, z.optional(RESPONDENT_ANSWER_SCHEMAS[kind])])),
    ),
  }),
);

/**
 * A section's answers as this device has them, with the items it changed or cleared since the copy the server last
 * confirmed to it: only those are taken, so a second tab or device never undoes the first one's answers.
 */
export const ZSaveAnswers = lazySchema(() =>
  z.object({
    answers: z.unknown(),
    changed: z.optional(
      z.array(z.array(ZItemId).check(z.minLength(1), z.maxLength(2))).check(z.maxLength(MAX_CHANGED_ANSWER_ITEMS)),
    ),
    remaining_seconds: z.optional(z.number().check(z.int(), z.minimum(0))),
    /** Integrity signals noticed since the last confirmed save (shared/src/respondents/integrity.ts), kept with the answers. */
    signals: z.optional(ZSignalBatch),
    device_id: z.optional(ZDeviceId),
  }),
);
/** A respondent's comment on a section ("allow comments per section"): autosaved like answers, never scored. */
export const ZSaveComment = lazySchema(() =>
  z.object({ comment: z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.longText)) }),
);

/**
 * Invitations by e-mail, one or in bulk, plain or advanced (spec part 1 §2 "Invite screens", §5): at most 100
 * distinct recipients ('You can only have a maximum of 100 recipients'). The advanced invite's subject and
 * body may use {name} and {link}; `test` sends one preview to the signed-in user instead of inviting anyone.
 */
export const ZInviteRespondents = lazySchema(() =>
  z.object({
    recipients: z
      .pipe(
        z
          .array(
            z.object({
              email: ZEmail,
              firstname: z._default(z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.personName)), ''),
              lastname: z._default(z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.personName)), ''),
              /** The candidate's application in Greenhouse (docs/ats.md): the scored result is attached to it. */
              greenhouse_application_id: z.optional(
                z
                  .string()
                  .check(
                    z.trim(),
                    z.regex(GREENHOUSE_APPLICATION_ID_PATTERN, { error: 'GREENHOUSE_APPLICATION_ID_INVALID' }),
                  ),
              ),
            }),
          )
          .check(
            z.minLength(1, { error: 'EMAIL_REQUIRED' }),
            z.maxLength(MAX_EMAILS_PER_SEND, { error: 'MAX_EMAILS_PER_SEND' }),
          ),
        z.transform((list) => list.filter((r, i) => list.findIndex((o) => o.email === r.email) === i)),
      )
      .check(z.refine((list) => list.length <= MAX_INVITATION_RECIPIENTS, { error: 'MAX_RECIPIENTS' })),
    lang: z.optional(ZLocale),
    sender: z._default(z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.shortText)), ''),
    subject: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
    body: z._default(z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.longText)), ''),
    test: z._default(z.boolean(), false),
    /**
     * When the test closes for the addresses of this sending (an instant with its offset; the invite form sends the
     * employer's local time so). After it their links say the test is closed, until the employer extends it.
     */
    deadline: z.optional(z.iso.datetime({ offset: true })),
    /** Days before the deadline the automatic reminder goes out (AUTO_REMINDERS); 0 sends none before the deadline. */
    reminder_days: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(AUTO_REMINDERS.maxDaysBeforeDeadline))),
    /** The employer's time zone (IANA name): the e-mail names the deadline in it. */
    time_zone: z.optional(z.string().check(z.maxLength(64))),
  }),
);
/** Where one invitation e-mail is: queued (`pending`, `sending`), `sent`, or `failed` with the reason. */
export const ZInvitationStatus = lazySchema(() => z.enum(['pending', 'sending', 'sent', 'failed']));
/** Why an invitation e-mail failed: the mail service refused it or the address, the address is on the suppression
 * list, the service stayed busy through every retry, the queue did not take it, the respondent was removed, or
 * another fault. */
export const ZInvitationFailure = lazySchema(() =>
  z.enum(['rejected', 'suppressed', 'throttled', 'queue', 'removed', 'error']),
);
/** Where the candidate of an invitation is: e-mailed, opened the link, started, finished, or the deadline passed first. */
export const ZInvitationStage = lazySchema(() => z.enum(['sent', 'opened', 'started', 'finished', 'expired']));
export const ZInvitationState = lazySchema(() =>
  z.object({
    email: z.string(),
    status: ZInvitationStatus,
    reason: z.optional(ZInvitationFailure),
    stage: z.optional(ZInvitationStage),
    /** The deadline (ISO time), when the invitation has one. */
    deadline: z.optional(z.nullable(z.string())),
    /** When the latest reminder (by hand or automatic) was e-mailed, and how many automatic ones went out. */
    reminded_at: z.optional(z.nullable(z.string())),
    auto_reminders: z.optional(z.number().check(z.int())),
  }),
);
export type InvitationState = z.infer<typeof ZInvitationState>;
/** The invitation e-mails of an assessment: each invited address's latest e-mail, while the employer watches. */
export const ZInvitationStates = lazySchema(() => z.object({ invitations: z.array(ZInvitationState) }));
/** A new deadline for one invitation, by its address: a later one reopens a closed link. */
export const ZExtendDeadline = lazySchema(() =>
  z.object({ email: ZEmail, deadline: z.iso.datetime({ offset: true }) }),
);
export const ZDeadlineExtended = lazySchema(() => z.object({ email: z.string(), deadline: z.string() }));
export const ZInviteOutcome = lazySchema(() =>
  z.object({
    invited: z.array(z.string()),
    reminded: z.array(z.string()),
    /** Addresses that have already completed: not e-mailed again. */
    skipped: z.array(z.string()),
    /** Addresses not e-mailed: they already had today's invitation e-mails from this service (docs/abuse.md). */
    limited: z.array(z.string()),
    test_sent_to: z.nullable(z.string()),
    /**
     * Each address invited or reminded, with its e-mail's delivery (docs/architecture.md "Bulk invitations"): the
     * e-mails are queued and sent at the mail account's pace, so most are `pending` in this answer; the invitation
     * statuses route follows them to `sent` or `failed` (with the reason).
     */
    recipients: z.array(ZInvitationState),
  }),
);
