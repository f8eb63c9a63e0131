import * as z from '@shared/zod-mini';
import { ZInvitationFailure, type InvitationState } from '@shared/routes/respondent-schemas';
import { invitationStates } from './invitation-store';
import { invitationStage } from '@shared/respondents/invitation';
import type { RespondentItem } from './repo';

/**
 * Each invited address's latest e-mail, as the invite screen shows it (a removed respondent left out), with where
 * the candidate is (docs/architecture.md "Deadlines and reminders"): sent, opened, started, finished, or expired
 * (the deadline passed first); the deadline, and when the latest reminder went and how many were automatic.
 */
export async function invitationStatesOf(formId: string, now: Date = new Date()): Promise<InvitationState[]> {
  return (await invitationStates(formId))
    .filter((c) => !c.deleted && c.invite_status)
    .map((c) => {
      const status = c.invite_status!;
      const progress = {
        stage: stageOf(c, now),
        deadline: c.deadline_at ?? null,
        reminded_at: c.reminded_at ?? null,
        auto_reminders: c.auto_reminders ?? 0,
      };
      if (status !== 'failed') return { email: c.email, status, ...progress };
      return {
        email: c.email,
        status,
        reason: z.catch(ZInvitationFailure, 'error').parse(c.invite_error),
        ...progress,
      };
    });
}

export function stageOf(c: RespondentItem, now: Date): NonNullable<InvitationState['stage']> {
  return invitationStage(c, now);
}
