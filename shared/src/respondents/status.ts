import { DomainError } from '../errors/domain-error';
import type { Locale, Localized } from '../i18n/locale';
import type { RespondentAssessment, RespondentStatus } from './types';

/**
 * Candidate status machine (spec part 1 §4, part 2 §4):
 * INVITED → TODO (link opened) → IN_PROGRESS (start, only from TODO) → COMPLETED (finished_at set).
 * RECOMPUTE is transient while acceptable-behavior answers change, then back to COMPLETED.
 * Functions return a new record and never mutate; an illegal move throws INVALID_STATUS_TRANSITION.
 */
export type RespondentEvent = 'open' | 'start' | 'finish' | 'begin_recompute' | 'end_recompute' | 'reset';

const MOVES: Record<Exclude<RespondentEvent, 'open' | 'reset'>, { from: RespondentStatus; to: RespondentStatus }> = {
  start: { from: 'TODO', to: 'IN_PROGRESS' },
  finish: { from: 'IN_PROGRESS', to: 'COMPLETED' },
  begin_recompute: { from: 'COMPLETED', to: 'RECOMPUTE' },
  end_recompute: { from: 'RECOMPUTE', to: 'COMPLETED' },
};

/** The status after `event`, or null when the event is not allowed from `status`. */
export function nextRespondentStatus(status: RespondentStatus, event: RespondentEvent): RespondentStatus | null {
  if (event === 'reset') return 'INVITED';
  if (event === 'open') return status === 'INVITED' ? 'TODO' : status;
  const move = MOVES[event];
  return move.from === status ? move.to : null;
}

function move<T extends RespondentAssessment>(
  c: T,
  event: RespondentEvent,
  now: Date,
  patch: Partial<RespondentAssessment>,
): T {
  const to = nextRespondentStatus(c.status, event);
  if (!to) throw new DomainError('INVALID_STATUS_TRANSITION', { from: c.status, to: event });
  const at = now.toISOString();
  return { ...c, ...patch, status: to, updated_at: at };
}

/** Opening the link: INVITED becomes TODO; later opens only record the access. */
export function openRespondentLink<T extends RespondentAssessment>(c: T, now: Date): T {
  const at = now.toISOString();
  return move(c, 'open', now, { last_accessed_at: at, joined_at: c.joined_at ?? at });
}

/** Start the test: only from TODO. */
export function startRespondentTest<T extends RespondentAssessment>(c: T, now: Date): T {
  const at = now.toISOString();
  return move(c, 'start', now, { started_test_at: at, is_started_test: true, last_accessed_at: at });
}

/** Finish sets finished_at. */
export function finishRespondentTest<T extends RespondentAssessment>(c: T, now: Date): T {
  const at = now.toISOString();
  return move(c, 'finish', now, { finished_at: at, last_accessed_at: at });
}

export function beginRecompute<T extends RespondentAssessment>(c: T, now: Date): T {
  return move(c, 'begin_recompute', now, {});
}

export function endRecompute<T extends RespondentAssessment>(c: T, now: Date): T {
  return move(c, 'end_recompute', now, {});
}

/**
 * Reset (spec part 1 §4): back to INVITED, section times and states cleared, is_started_test
 * false. The start and finish times go with them since the candidate starts over; answers and
 * summaries stay on the record (nothing a respondent submitted is dropped, docs/architecture.md "Data") and
 * are overwritten by the new attempt.
 */
export function resetCandidate<T extends RespondentAssessment>(c: T, now: Date): T {
  return move(c, 'reset', now, {
    section_times: {},
    section_states: {},
    section_spent_times: {},
    is_started_test: false,
    started_test_at: null,
    finished_at: null,
  });
}

/** Respondent labels (spec part 1 §4): TODO reads Started, IN_PROGRESS reads Incompleted. */
export const RESPONDENT_STATUS_LABELS: Record<RespondentStatus, Localized> = {
  INVITED: { en: 'Invited', th: 'ได้รับเชิญ', es: 'Invitado' },
  TODO: { en: 'Started', th: 'เริ่มแล้ว', es: 'Iniciado' },
  IN_PROGRESS: { en: 'Incompleted', th: 'ยังไม่เสร็จ', es: 'Incompleto' },
  // Transient; the respondent list keeps showing the finished state while scores are recomputed.
  RECOMPUTE: { en: 'Completed', th: 'เสร็จสมบูรณ์', es: 'Completado' },
  COMPLETED: { en: 'Completed', th: 'เสร็จสมบูรณ์', es: 'Completado' },
};

export function respondentStatusLabel(status: RespondentStatus, locale: Locale = 'en'): string {
  return RESPONDENT_STATUS_LABELS[status][locale];
}

/** Completed for counting and results: COMPLETED, or RECOMPUTE which is a completed record being rescored. */
export function isCompletedStatus(status: RespondentStatus): boolean {
  return status === 'COMPLETED' || status === 'RECOMPUTE';
}
