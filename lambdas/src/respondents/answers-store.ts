import { DomainError } from '@shared/errors';
import { bySection } from '@shared/sections/by-section';
import { mergeAnswerItems, type ItemPath } from '@shared/sections/answer-items';
import type { SectionKind } from '@shared/sections/kinds';
import { mergeSignals, type IntegritySignal } from '@shared/respondents/integrity';
import { db } from '../db/service';
import { RACE_LOST, nextUpdatedAt, retryOnRace, unlessRaceLost } from '../common/conditional';
import {
  loadRespondentByToken,
  statesOf,
  withinTime,
  timingFor,
  writeSectionAnswers,
  type AutosaveCopy,
  type RespondentItem,
  type IndexedRespondent,
  type StoredSectionState,
} from './repo';
import { sectionsOf, type AssessmentItem } from '../assessments';

/**
 * Read-modify-write of a candidate record guarded by its `updated_at`: a concurrent write makes the
 * condition fail and the change is re-applied to a freshly read record, so no save overwrites another.
 * The first attempt uses the record the caller already read.
 */
export async function updateRespondent(
  loaded: RespondentItem,
  change: (c: RespondentItem) => Partial<RespondentItem> | null,
  now: Date,
): Promise<RespondentItem> {
  return retryOnRace(async (attempt) => {
    const current = attempt === 0 ? loaded : await loadRespondentByToken(loaded.accessToken);
    const patch = change(current);
    if (!patch) return current;
    // Two writes in the same millisecond must still differ, so the guard keeps working.
    const at = nextUpdatedAt(current.updated_at, now);
    const written = await unlessRaceLost(
      db()
        .entities.candidate.patch({ form_id: current.form_id, emailKey: current.emailKey })
        .set({ ...stripKeys(patch), updated_at: at })
        .where((a, op) => op.eq(a.updated_at, current.updated_at))
        .go({ response: 'all_new' }),
    );
    return written === RACE_LOST ? RACE_LOST : { ...current, ...written.data };
  });
}

/**
 * The autosave: one section's answers laid over the stored ones item by item (`withSectionAnswers`), on a section
 * that is open. The usual path is one guarded write of that section's answers on the token index's copy. That copy
 * may lag the table: a save that landed since fails the guard, and a refusal made on it (a section just started)
 * may be wrong; either way the consistent record then decides and the merge is done again on it, so no answer is
 * lost and no save is refused that the record allows.
 */
export async function saveSectionAnswers(o: {
  read: IndexedRespondent;
  section: SectionKind;
  template: AssessmentItem;
  answers: unknown;
  changed: readonly ItemPath[] | undefined;
  now: Date;
  /** Integrity signals noticed since the last save, and the device and network (docs/integrity.md). */
  signals?: readonly IntegritySignal[] | undefined;
  deviceId?: string | undefined;
  networkKey?: string | undefined;
}): Promise<void> {
  const { read, section, template, answers, changed, now, deviceId, networkKey } = o;
  const signals = o.signals?.length ? o.signals : undefined;
  const open = (c: AutosaveCopy) => {
    try {
      assertOpenForAnswers(c, section, template, now);
      return true;
    } catch (err) {
      if (err instanceof DomainError) return false;
      throw err;
    }
  };
  if (open(read.item)) {
    const stored = (read.item.answers ?? {}) as Record<string, unknown>;
    const storedSignals = (read.item.integrity ?? {}) as Record<string, unknown>;
    const written = await unlessRaceLost(
      writeSectionAnswers(
        read,
        section,
        mergeAnswerItems(section, stored[section], answers, changed),
        { updatedAt: nextUpdatedAt(read.item.updated_at, now), lastAccessedAt: now.toISOString() },
        {
          signals: signals && mergeSignals(storedSignals[section], signals),
          deviceId,
          networkKey,
        },
      ),
    );
    if (written !== RACE_LOST) return;
  }
  await updateRespondent(
    await loadRespondentByToken(read.item.accessToken, now),
    (c) => {
      assertOpenForAnswers(c, section, template, now);
      const integrity = (c.integrity ?? {}) as Record<string, unknown>;
      return {
        answers: withSectionAnswers(c, section, answers, changed),
        last_accessed_at: now.toISOString(),
        ...(signals && { integrity: { ...integrity, [section]: mergeSignals(integrity[section], signals) } }),
        ...(!c.device_id && deviceId && { device_id: deviceId }),
        ...(!c.network_key && networkKey && { network_key: networkKey }),
      };
    },
    now,
  );
}

function stripKeys(patch: Partial<RespondentItem>) {
  const { form_id: _f, emailKey: _e, ...rest } = patch;
  return rest;
}

/**
 * The record's answers with one save of a section laid over them item by item (only the items that device changed
 * or cleared), so saves from two tabs or devices never undo each other.
 */
export function withSectionAnswers(
  c: RespondentItem,
  section: SectionKind,
  answers: unknown,
  changed: readonly ItemPath[] | undefined,
): Record<string, unknown> {
  const all = bySection(c.answers);
  return { ...all, [section]: mergeAnswerItems(section, all[section], answers, changed) };
}

/**
 * Answers are taken for a started, open section of an unfinished test; a finished test keeps what
 * was submitted. Returns the section's state.
 */
export function assertAnswerable(
  c: Pick<RespondentItem, 'status' | 'section_states'>,
  section: SectionKind,
  sections: SectionKind[],
): StoredSectionState {
  if (!sections.includes(section)) throw new DomainError('DATA_NOT_FOUND');
  if (c.status === 'COMPLETED' || c.status === 'RECOMPUTE' || c.status === 'INVITED') {
    throw new DomainError('INVALID_STATUS_TRANSITION', { from: c.status, to: 'answer' });
  }
  const state = statesOf(c)[section];
  if (!state) throw new DomainError('INVALID_STATUS_TRANSITION', { from: 'not_started', to: 'answer' });
  return state;
}

/** A running section within its time (plus the late-save grace) takes answers and comments; else the catalogue's refusal. */
export function assertOpenForAnswers(
  c: Pick<RespondentItem, 'status' | 'section_states' | 'extra_minutes'>,
  section: SectionKind,
  assessment: AssessmentItem,
  now: Date,
): void {
  const state = assertAnswerable(c, section, sectionsOf(assessment));
  if (state.status === 'completed')
    throw new DomainError('INVALID_STATUS_TRANSITION', { from: 'completed', to: 'answer' });
  if (!withinTime(section, timingFor(assessment, c), state, now)) throw new DomainError('NO_TIME_REMAINING');
}
