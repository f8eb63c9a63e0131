import * as z from '../zod-mini';
import { ZSectionKind } from '../sections/kinds-schema';
import { ZRespondentLocale } from '../i18n/locale-schema';
import { ZInvitationStage, ZRespondentStatus } from './respondent-schemas';
import { ZSectionContent } from './section-schemas';
import { MAX_EXTRA_TIME_MINUTES, SHARE_LINK_TTL_DAYS } from '../constants/limits';
import { ZWorkStyle } from '../sections/work-style-identifier/schema';
import { lazySchema } from './lazy-schema';

/**
 * Wire shapes of the results context: respondent rows and results, ratings, group analytics, share links and the
 * export.
 */

export const ZRespondentRow = lazySchema(() =>
  z.object({
    /** Opaque: never built from the e-mail (addresses and the API carry it). */
    id: z.string(),
    form_id: z.string(),
    form_name: z.string(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    displayName: z.string(),
    status: ZRespondentStatus,
    created_at: z.string(),
    invited_at: z.nullable(z.string()),
    joined_at: z.nullable(z.string()),
    finished_at: z.nullable(z.string()),
    last_accessed_at: z.nullable(z.string()),
    /** Sections closed out of the assessment's sections, 0 to 100. */
    progress: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
    score: z.nullable(z.number()),
    /**
     * The style the respondent leans to most, where they answered the work style identifier: it describes and never
     * scores, so an assessment with that section alone has no score to show (spec part 2 §9.4).
     */
    work_style: z.optional(z.nullable(ZWorkStyle)),
    rating: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(5))),
    /** A temporary address made for a public-link respondent without one: never written to. */
    temporary_email: z.boolean(),
    /**
     * Whether the e-mail is the respondent's: 'invited' (the employer typed it and the link went only there),
     * 'confirmed' (a public-link registrant opened the e-mailed confirmation link), 'unconfirmed' (typed on a public
     * link, never proven: anyone could have typed it), 'none' (a temporary address).
     */
    email_proof: z.enum(['invited', 'confirmed', 'unconfirmed', 'none']),
    /**
     * Attempts answered under this address before its owner confirmed it, set aside at the confirmation (anyone could
     * have typed the address): kept for the employer, never counted as the confirmed person's answers.
     */
    unconfirmed_attempts: z.number().check(z.int(), z.minimum(0)),
    is_sent_result: z.boolean(),
    /** Completed while no credit could pay for it: kept, shown without scores until a credit pays (credits context). */
    credit_held: z.boolean(),
    /** The language the respondent took the assessment in: their feedback report and e-mails use it. */
    lang: ZRespondentLocale,
    /** A sample respondent of the sample assessment (spec part 1 §3 is_sample_data): labelled Sample, never billed. */
    is_sample_data: z.optional(z.boolean()),
    /**
     * An invited respondent's invitation: where they are (sent, opened, started, finished, expired), when the latest
     * reminder went and how many were automatic; null for someone who came through the public link.
     */
    invitation: z.optional(
      z.nullable(
        z.object({
          stage: ZInvitationStage,
          reminded_at: z.nullable(z.string()),
          auto_reminders: z.number().check(z.int()),
        }),
      ),
    ),
  }),
);
export type RespondentRow = z.infer<typeof ZRespondentRow>;

export const ZRespondentPage = lazySchema(() =>
  z.object({ items: z.array(ZRespondentRow), cursor: z.nullable(z.string()) }),
);

/** The employer's 1 to 5 rating of a respondent ("your rating", spec part 1 §2); null clears it. */
export const ZRateRespondent = lazySchema(() =>
  z.object({
    rating: z.nullable(
      z
        .number({ error: 'RATING_RANGE' })
        .check(
          z.int({ error: 'RATING_RANGE' }),
          z.minimum(1, { error: 'RATING_RANGE' }),
          z.maximum(5, { error: 'RATING_RANGE' }),
        ),
    ),
  }),
);

/** One open answer as written (issue 27 §1). */
export const ZOpenAnswer = lazySchema(() =>
  z.object({
    key: z.string(),
    section: ZSectionKind,
    kind: z.enum(['written', 'survey', 'comment']),
    item: z.optional(z.string()),
    text: z.string(),
  }),
);

export const ZRespondentResult = lazySchema(() =>
  z.extend(ZRespondentRow, {
    form_id: z.string(),
    form_name: z.string(),
    summaries: z.record(z.string(), z.unknown()),
    section_spent_times: z.record(z.string(), z.number()),
    /** Sections closed by their timer rather than by the respondent. */
    section_timed_out: z.record(z.string(), z.boolean()),
    /** Template extra time, for the time analysis against each section's allowance. */
    extra_time: z.number().check(z.int()),
    /** The respondent's comments per section, where the assessment allowed them. */
    comments: z.optional(z.record(z.string(), z.string())),
    /**
     * Where the assessment randomised the item order, the seed this respondent's order came from
     * (shared/src/respondents/item-order.ts): the result lists the items in the order this respondent saw them.
     */
    order_seed: z.optional(z.nullable(z.string())),
    /**
     * What the respondent wrote in their own words (shared/src/results/open-answers.ts), as written: the employer's
     * result page shows them and translates them on demand (translateOpenAnswers).
     */
    open_answers: z.optional(z.array(ZOpenAnswer)),
  }),
);
export type RespondentResult = z.infer<typeof ZRespondentResult>;

/**
 * A respondent's open answers translated by the AI into the employer's interface language (docs/ai.md "Translating
 * open answers"): stored, so asking again answers from the store and charges nothing.
 */
export const ZAnswerTranslation = lazySchema(() =>
  z.object({
    candidate_id: z.string(),
    attempt: z.number().check(z.int()),
    /** The language the respondent answered in (their stored language). */
    source_language: ZRespondentLocale,
    /** The employer's interface language the answers were translated into. */
    language: z.enum(['en', 'th', 'es']),
    items: z.array(z.object({ key: z.string(), text: z.string() })),
    /** The offline stand-in wrote it (the local stack): shown as such, never as AI. */
    offline: z.boolean(),
    provider: z.string(),
    model: z.string(),
    prompt_version: z.number().check(z.int()),
    created_at: z.string(),
  }),
);
export type AnswerTranslation = z.infer<typeof ZAnswerTranslation>;

const ZScoreStats = lazySchema(() =>
  z.object({
    count: z.number().check(z.int()),
    mean: z.number(),
    median: z.number(),
    min: z.number(),
    max: z.number(),
    distribution: z.array(z.number().check(z.int())),
    levels: z.record(z.string(), z.number().check(z.int())),
  }),
);
const ZCultureAllocation = lazySchema(() =>
  z.object({
    collaborate: z.number(),
    create: z.number(),
    compete: z.number(),
    control: z.number(),
  }),
);

/**
 * Group analytics of one assessment (spec part 1 §1, §2 "/assessment-group-analytics"), from the aggregate kept
 * at completion: score spread overall and per section, the respondents' culture profile against the company's
 * (shown from the minimum group size), and Big Five bands per domain.
 */
export const ZGroupAnalytics = lazySchema(() =>
  z.object({
    form_id: z.string(),
    form_name: z.string(),
    sections: z.array(ZSectionKind),
    respondents: z.number().check(z.int()),
    completed: z.number().check(z.int()),
    completion_rate: z.number().check(z.int()),
    overall: z.nullable(ZScoreStats),
    section_stats: z.record(z.string(), ZScoreStats),
    culture_profile: z.union([
      z.object({ shown: z.literal(true), members: z.number().check(z.int()), mean: ZCultureAllocation }),
      z.object({ shown: z.literal(false), members: z.number().check(z.int()), minimum: z.number().check(z.int()) }),
    ]),
    /** The company's culture now and wanted, averaged per type over the six dimensions. */
    company_culture: z.nullable(z.object({ now: ZCultureAllocation, preferred: ZCultureAllocation })),
    big5_bands: z.record(
      z.string(),
      z.object({ low: z.number().check(z.int()), average: z.number().check(z.int()), high: z.number().check(z.int()) }),
    ),
    /** The work style mix (shared/src/results/group-aggregate.ts): respondents leaning to each style, mean shares. */
    work_styles: z.nullable(
      z.object({
        respondents: z.number().check(z.int()),
        leaning: z.record(ZWorkStyle, z.number().check(z.int())),
        mean_share: z.record(ZWorkStyle, z.number()),
      }),
    ),
    /**
     * Fair use: selection rates per group and the four-fifths ratio, where the assessment asks the questions; a group
     * below the minimum size without any figure (shared/src/results/demographic-disclosure.ts).
     */
    adverse_impact: z.nullable(
      z.record(
        z.string(),
        z.array(
          z.object({
            group: z.string(),
            shown: z.boolean(),
            respondents: z.nullable(z.number().check(z.int())),
            selected: z.nullable(z.number().check(z.int())),
            rate: z.nullable(z.number()),
            ratio: z.nullable(z.number()),
            flagged: z.boolean(),
          }),
        ),
      ),
    ),
  }),
);
export type GroupAnalyticsView = z.infer<typeof ZGroupAnalytics>;

export const ZViewerRole = lazySchema(() => z.enum(['candidate', 'manager']));
export const ZShareLink = lazySchema(() =>
  z.object({
    token: z.string(),
    role: ZViewerRole,
    created_by: z.string(),
    created_at: z.string(),
    /** After this the link opens nothing (a result link: SHARE_LINK_TTL_DAYS; a group link: the days chosen). */
    expires_at: z.string(),
    revoked_at: z.nullable(z.string()),
  }),
);
export type ShareLinkView = z.infer<typeof ZShareLink>;
export const ZCreateShareLink = lazySchema(() => z.object({ role: z._default(ZViewerRole, 'candidate') }));

/**
 * One respondent's result as a share link shows it (spec part 1 §6): the parts the viewer may not see are left
 * out by the server and listed in `restricted`, so the page can say so where they would be.
 */
export const ZSharedResult = lazySchema(() =>
  z.object({
    viewer: z.object({ role: ZViewerRole, respondent: z.boolean() }),
    restricted: z.array(z.string()),
    company_name: z.string(),
    sections: z.array(ZSectionKind),
    /** Only the setup a result view needs to label answers (custom survey questions). */
    setup: z.record(z.string(), z.unknown()),
    /**
     * The result; who the respondent is and when they answered only where the link names them (a manager-level
     * link, the respondent's own): a candidate-level link carries scores, grade and section results alone.
     */
    result: z.partial(ZRespondentResult, {
      id: true,
      email: true,
      firstname: true,
      lastname: true,
      displayName: true,
      created_at: true,
      invited_at: true,
      joined_at: true,
      finished_at: true,
      last_accessed_at: true,
      progress: true,
      rating: true,
      temporary_email: true,
      email_proof: true,
      unconfirmed_attempts: true,
      is_sent_result: true,
      credit_held: true,
      lang: true,
    }),
    /** Built from sample data (spec part 1 §3 is_sample_data): never stored, counted or billed. */
    is_sample_data: z.optional(z.boolean()),
    /** Labels the result views need, in the viewer's language (the viewer may not be signed in). Never answer keys. */
    content: z.optional(
      z.record(
        z.string(),
        z.lazy(() => ZSectionContent),
      ),
    ),
  }),
);
export type SharedResult = z.infer<typeof ZSharedResult>;

/**
 * A group results link as the employer's list shows it (shared/src/results/group-share.ts): the assessment's group
 * page and its respondents' results at one viewing level, until it expires or is revoked.
 */
export const ZGroupShareLink = ZShareLink;
export type GroupShareLinkView = z.infer<typeof ZGroupShareLink>;
export const ZCreateGroupShareLink = lazySchema(() =>
  z.object({
    role: z._default(ZViewerRole, 'candidate'),
    /** Days the link opens the group page (GROUP_LINK_EXPIRY_DAYS offers 1, 7 or 30). */
    expires_in_days: z._default(
      z.number().check(z.int(), z.minimum(1), z.maximum(SHARE_LINK_TTL_DAYS)),
      SHARE_LINK_TTL_DAYS,
    ),
  }),
);
/** An assessment's group links; `can_manage` says whether the caller may make and revoke them (else no items). */
export const ZGroupShareLinks = lazySchema(() =>
  z.object({ can_manage: z.boolean(), items: z.array(ZGroupShareLink) }),
);

/** One respondent as a group link lists them: who and when only at manager level (`people` restricted otherwise). */
export const ZSharedGroupRespondent = lazySchema(() =>
  z.object({
    /** Opaque (never built from the e-mail): opens this respondent's result through the same link. */
    id: z.string(),
    score: z.nullable(z.number()),
    firstname: z.optional(z.string()),
    lastname: z.optional(z.string()),
    displayName: z.optional(z.string()),
    email: z.optional(z.string()),
    finished_at: z.optional(z.nullable(z.string())),
  }),
);

/**
 * An assessment's group page opened by its group link (spec part 1 §2 "/assessment-group-analytics (public)"): the
 * group analytics without the parts the level may not see (listed in `restricted`), and the completed respondents,
 * at most RESPONDENT_LIST_LIMIT of them (`truncated` when there are more).
 */
export const ZSharedGroup = lazySchema(() =>
  z.object({
    viewer: z.object({ role: ZViewerRole }),
    restricted: z.array(z.string()),
    company_name: z.string(),
    expires_at: z.string(),
    analytics: ZGroupAnalytics,
    respondents: z.array(ZSharedGroupRespondent),
    truncated: z.boolean(),
  }),
);
export type SharedGroup = z.infer<typeof ZSharedGroup>;

/** A page of the item-level export (shared/src/results/export.ts, docs/export.md). */
export const ZExportPage = lazySchema(() =>
  z.object({
    sections: z.array(ZSectionKind),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
    cursor: z.nullable(z.string()),
  }),
);

// A respondent's own data request (docs/privacy.md "A respondent's own request"): the e-mailed link's token is
// `<ref>.<code>`, sent in the body (never the path or query, which logs keep).
export const ZDataRequest = lazySchema(() =>
  z.object({
    token: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,32}\.[A-Za-z0-9_-]{32,64}$/, 'Invalid link')),
  }),
);
export const ZEraseOwnData = lazySchema(() => z.extend(ZDataRequest, { confirm: z.literal(true) }));

/** What a respondent gets as the copy of their data: what they gave, never a score or the company's answers. */
export const ZRespondentDataCopy = lazySchema(() =>
  z.object({
    assessment: z.string(),
    respondent: z.object({
      email: z.string(),
      firstname: z.string(),
      lastname: z.string(),
      language: z.string(),
      demographics: z.nullable(z.record(z.string(), z.unknown())),
      marketing_consent: z.boolean(),
    }),
    status: ZRespondentStatus,
    invited_at: z.nullable(z.string()),
    started_at: z.nullable(z.string()),
    finished_at: z.nullable(z.string()),
    answers: z.record(z.string(), z.unknown()),
    comments: z.record(z.string(), z.unknown()),
    copied_at: z.string(),
  }),
);
export type RespondentDataCopy = z.infer<typeof ZRespondentDataCopy>;
/** The signals the Integrity panel lists: those the candidate's screen noticed, and two the server works out. */
export const INTEGRITY_PANEL_SIGNALS = [
  'focus_lost',
  'fullscreen_exit',
  'paste',
  'other_tab',
  'fast_answer',
  'shared_device',
  'shared_network',
] as const;

/**
 * A result's Integrity panel (docs/integrity.md): each signal with its amount for this respondent and how many of the
 * assessment's started respondents (`respondents`) show it at all. Evidence only: no score reads it.
 */
/**
 * Accommodations the employer grants one respondent (docs/integrity.md): minutes added to every section's timer, on
 * top of the assessment's extra time, and assistive technology in use, which hides the focus signals it causes.
 */
export const ZAccommodations = lazySchema(() =>
  z.object({
    extra_minutes: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_EXTRA_TIME_MINUTES)),
    assistive_technology: z.boolean(),
  }),
);
export type Accommodations = z.infer<typeof ZAccommodations>;

export const ZRespondentIntegrity = lazySchema(() =>
  z.object({
    respondents: z.number().check(z.int()),
    accommodations: ZAccommodations,
    /** Only the first respondents were compared (a very large assessment). */
    partial: z.boolean(),
    signals: z.array(
      z.object({
        kind: z.enum(INTEGRITY_PANEL_SIGNALS),
        /** Times noticed; for a shared device or network, how many other respondents share it. */
        count: z.number().check(z.int()),
        ms: z.optional(z.number().check(z.int())),
        chars: z.optional(z.number().check(z.int())),
        /** Respondents of this assessment (this one included) who show the signal at least once. */
        prevalence: z.number().check(z.int()),
      }),
    ),
    /** Each recorded signal with its section and time, oldest first. */
    events: z.array(
      z.object({
        section: ZSectionKind,
        kind: z.string(),
        at: z.string(),
        ms: z.optional(z.number().check(z.int())),
        chars: z.optional(z.number().check(z.int())),
      }),
    ),
    /** A section kept only its first signals. */
    capped: z.boolean(),
  }),
);
export type RespondentIntegrity = z.infer<typeof ZRespondentIntegrity>;
