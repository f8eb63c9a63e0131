import type { SectionKind } from '@shared/sections/kinds';
import type { z } from 'zod';
import type { ZRespondentTest } from '@shared/routes';
import type { IntegritySignal } from '@shared/respondents/integrity';
import { api } from '../../../lib/api-client';

export type RespondentTest = z.output<typeof ZRespondentTest>;

/** Start a timed section; the answer is the updated test view. */
export function startSection(token: string, section: SectionKind): Promise<RespondentTest> {
  return api('startSection', { params: { token, section } });
}

/** The items this device changed or cleared since the server last confirmed its answers ([question] or [part, question]). */
export type ChangedItems = string[][];

/**
 * Autosave: idempotent; the items this device changed replace the stored ones, other items stay as stored. The
 * integrity signals noted since the last save and this browser's device id go with it (docs/integrity.md).
 */
export async function saveAnswers(
  token: string,
  section: SectionKind,
  answers: unknown,
  changed: ChangedItems,
  remainingSeconds?: number,
  integrity: { signals?: IntegritySignal[]; deviceId?: string | undefined } = {},
): Promise<void> {
  await api('saveAnswers', {
    params: { token, section },
    body: {
      answers,
      changed,
      ...(remainingSeconds !== undefined && { remaining_seconds: remainingSeconds }),
      ...(integrity.signals?.length && { signals: integrity.signals }),
      ...(integrity.deviceId && { device_id: integrity.deviceId }),
    },
  });
}

/** A comment on the running section (where the assessment allows comments); the latest replaces the stored one. */
export async function saveComment(token: string, section: SectionKind, comment: string): Promise<void> {
  await api('saveComment', { params: { token, section }, body: { comment } });
}

export function completeSection(
  token: string,
  section: SectionKind,
  answers: unknown,
  changed: ChangedItems,
  remainingSeconds?: number,
): Promise<RespondentTest> {
  return api('completeSection', {
    params: { token, section },
    body:
      remainingSeconds === undefined ? { answers, changed } : { answers, changed, remaining_seconds: remainingSeconds },
  });
}

export async function finishTest(token: string): Promise<void> {
  await api('finishTest', { params: { token } });
}
