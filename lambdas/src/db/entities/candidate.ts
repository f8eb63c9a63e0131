import type { EntityItem } from 'electrodb';
import type { SectionKind } from '@shared/sections/kinds';
import { entityBuilder } from '../entity';
import { sweepAttributes, sweepDueIndex } from './sweep-index';

/** A respondent's assessment (spec part 1 §3 Candidate assessment); id = formId-emailKey. */
export const buildRespondentEntity = entityBuilder({
  model: { entity: 'candidate', version: '1', service: 'culturefit' },
  attributes: {
    form_id: { type: 'string', required: true },
    emailKey: { type: 'string', required: true },
    id: { type: 'string', required: true },
    /** Opaque id shown in addresses and the API (the stored id carries the e-mail); see the candidateRef entity. */
    ref: { type: 'string' },
    accessToken: { type: 'string', required: true },
    /** Client-made id of the registration that created the record: only that client gets the token back. */
    registrationId: { type: 'string' },
    resume_sent_at: { type: 'string' },
    /** The code of the e-mailed confirmation link (/confirm-canditate): whoever opens it proved the inbox. */
    confirmCode: { type: 'string' },
    /** When the address was proven; the access token was replaced then, so a token handed out before is dead. */
    email_confirmed_at: { type: 'string' },
    /** The code of the "your data" link in every e-mail to the respondent (results/data-request.ts); made once. */
    dataCode: { type: 'string' },
    email: { type: 'string', required: true },
    form_name: { type: 'string', default: '' },
    firstname: { type: 'string', default: '' },
    lastname: { type: 'string', default: '' },
    displayName: { type: 'string', default: '' },
    creator: { type: 'string', required: true },
    team_id: { type: 'string', required: true },
    status: { type: ['INVITED', 'TODO', 'IN_PROGRESS', 'RECOMPUTE', 'COMPLETED'] as const, required: true },
    lang: { type: 'string', default: 'en' },
    send_free_stuff: { type: 'boolean', default: false },
    invited_at: { type: 'string' },
    /** Invitations e-mailed to this respondent: the first, then reminders. */
    invite_count: { type: 'number', default: 0 },
    reminded_at: { type: 'string' },
    /**
     * The latest invitation e-mail's delivery (docs/architecture.md "Bulk invitations"): `pending` while it waits on
     * the queue, `sending` while a worker holds it, then `sent` or `failed` (invite_error says why). invite_seq is
     * the invite_count that e-mail was queued under, so a message left from an earlier sending changes nothing.
     */
    invite_status: { type: ['pending', 'sending', 'sent', 'failed'] as const },
    invite_seq: { type: 'number' },
    invite_error: { type: 'string' },
    invite_status_at: { type: 'string' },
    /**
     * The invitation's deadline (docs/architecture.md "Deadlines and reminders"): after it the link is closed until
     * the employer moves it. deadline_zone is the employer's time zone, the e-mail names the time in it.
     */
    deadline_at: { type: 'string' },
    deadline_zone: { type: 'string' },
    /** Days before the deadline the automatic reminder goes (0: none). */
    reminder_days: { type: 'number' },
    /** Automatic reminders e-mailed (at most AUTO_REMINDERS.perInvitation), the latest's time. */
    auto_reminders: { type: 'number' },
    auto_reminded_at: { type: 'string' },
    /** The candidate used the reminder e-mail's unsubscribe link: no automatic reminder goes out any more. */
    reminders_off: { type: 'boolean' },
    /** The inviting employer's address, the reply-to of automatic reminders. */
    reply_to: { type: 'string' },
    is_sent_result: { type: 'boolean', default: false },
    sent_result_at: { type: 'string' },
    joined_at: { type: 'string' },
    last_accessed_at: { type: 'string' },
    started_test_at: { type: 'string' },
    finished_at: { type: 'string' },
    is_started_test: { type: 'boolean', default: false },
    section_states: { type: 'any', default: {} },
    /**
     * Randomised item order (shared/src/respondents/item-order.ts): written once, at the test's first start, where the
     * assessment asks for it; every screen and the employer's result derive the order from it.
     */
    order_seed: { type: 'string' },
    /** The candidate's application in Greenhouse, given at the invitation (docs/ats.md): the scored result goes there. */
    greenhouse_application_id: { type: 'string' },
    answers: { type: 'any', default: {} },
    summaries: { type: 'any', default: {} },
    /** Comments per section where the assessment allows them (spec part 1 §2); kept apart from answers, never scored. */
    comments: { type: 'any', default: {} },
    /**
     * Integrity signals per section (shared/src/respondents/integrity.ts, docs/integrity.md): evidence for the
     * employer, written with the answers by the autosave, never scored. The first device id and network key seen
     * (a hash of the address, never the address) let the result tell who shared a device or network.
     */
    integrity: { type: 'any', default: {} },
    /**
     * Accommodations the employer grants this respondent (docs/integrity.md): minutes added to every section's timer
     * on top of the assessment's extra time, and assistive technology in use, which hides focus signals.
     */
    extra_minutes: { type: 'number' },
    assistive_technology: { type: 'boolean' },
    device_id: { type: 'string' },
    network_key: { type: 'string' },
    /** Voluntary equal-opportunity answers (shared/src/results/fair-use.ts): never scored, exported or shown; only counted. */
    demographics: { type: 'any' },
    score: { type: 'number' },
    /** Completed while no credit could pay for it: kept and scored, shown to the employer once paid (credits/held-results.ts). */
    credit_held: { type: 'boolean' },
    /** Earlier attempts cleared by the employer (reset): answers, summaries, score and times, kept, never shown to the respondent. */
    attempts: { type: 'any' },
    rating: { type: 'number' },
    /**
     * The open answers of the current attempt translated by the AI into an employer language (results/answer-
     * translation.ts): written once per language and attempt, cleared by a reset, erased with the record.
     */
    translation_en: { type: 'any' },
    translation_th: { type: 'any' },
    translation_es: { type: 'any' },
    deleted: { type: 'boolean', default: false },
    /** A sample respondent of the seeded sample assessment (spec part 1 §3 is_sample_data): never billed or e-mailed. */
    is_sample_data: { type: 'boolean', default: false },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
    /**
     * sweep_shard 'due' while the server owes this record work (a section timer to close, written answers to score),
     * '' when not; sweep_due when that work is due (ISO time). The sweep reads the records due by now, oldest first.
     */
    ...sweepAttributes(),
  },
  indexes: {
    byTemplate: { pk: { field: 'pk', composite: ['form_id'] }, sk: { field: 'sk', composite: ['emailKey'] } },
    /** Every respondent of a workspace, newest first: the respondents list (spec part 1 §2), a page at a time. */
    byTeam: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['team_id'] },
      sk: { field: 'gsi3sk', composite: ['created_at', 'emailKey'] },
    },
    byToken: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['accessToken'] },
      sk: { field: 'gsi2sk', composite: [] },
    },
    /** Sparse: only records with work due are in it (setting sweep_shard and sweep_due to '' takes a record out). */
    byDue: sweepDueIndex(),
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const RespondentEntity: ReturnType<typeof buildRespondentEntity>;

/** A respondent's record as stored; respondents/ writes it, results/ and assessments/ read it. */
export type RespondentItem = EntityItem<typeof RespondentEntity>;

export interface StoredSectionState {
  status: 'in_progress' | 'completed';
  started_at: string;
  completed_at?: string;
  /** Seconds the respondent spent, capped at the allowance (spec part 2 §9.5). */
  spent_seconds?: number;
  /** The timer closed it (the respondent or the server's sweep), not the respondent's Complete. */
  timed_out?: boolean;
  /**
   * The items drawn for this respondent when the section started (the logic test's pool, docs/sections.md), written
   * once with the start; absent for sections with no pool and for respondents who started before it.
   */
  items?: Record<string, string[]>;
}
export type StoredSectionStates = Partial<Record<SectionKind, StoredSectionState>>;

export function statesOf(c: Pick<RespondentItem, 'section_states'>): StoredSectionStates {
  return (c.section_states ?? {}) as StoredSectionStates;
}

/**
 * The setup a respondent's section is served, checked and scored against: the template's, with the items drawn for
 * this respondent laid over it when the section has a draw.
 */
export function respondentSetup(setup: unknown, state: StoredSectionState | undefined): unknown {
  if (!state?.items) return setup;
  return { ...(typeof setup === 'object' && setup !== null ? setup : {}), items: state.items };
}

/** Seconds spent and whether the timer closed it, per started section: what result pages and exports show. */
export function sectionTimes(c: RespondentItem): { spent: Record<string, number>; timedOut: Record<string, boolean> } {
  const states = Object.entries(statesOf(c));
  return {
    spent: Object.fromEntries(states.map(([k, s]) => [k, s?.spent_seconds ?? 0])),
    timedOut: Object.fromEntries(states.map(([k, s]) => [k, s?.timed_out === true])),
  };
}

/** The sweep index's attributes of a record (respondents/sweep.ts reads the index). */
export interface SweepFields {
  sweep_shard: string;
  sweep_due: string;
}

export const NOT_DUE: SweepFields = { sweep_shard: '', sweep_due: '' };

/** The record is due at `at` (the sweep's index holds it until then). */
export const dueAt = (at: Date): SweepFields => ({ sweep_shard: 'due', sweep_due: at.toISOString() });
