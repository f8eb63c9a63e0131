import { useEffect, useState } from 'react';
import type { InvitationState } from '@shared/routes';
import { api } from '../../../lib/api-client';

export type { InvitationState };

/** How often the invite screen asks where its e-mails are while any is still queued. */
export const STATUS_POLL_MS = 3000;

export function getInvitationStatus(assessmentId: string): Promise<{ invitations: InvitationState[] }> {
  return api('getInvitationStatus', { params: { id: assessmentId } });
}

const waiting = (s: InvitationState) => s.status === 'pending' || s.status === 'sending';

/**
 * The e-mails of the last send, kept up to date (docs/architecture.md "Bulk invitations"): starts from the invite
 * answer, then asks the status route every few seconds while any is still waiting, and stops when none is.
 */
export function useInvitationStatus(assessmentId: string, sent: InvitationState[]): InvitationState[] {
  const [states, setStates] = useState(sent);
  useEffect(() => setStates(sent), [sent]);
  const pending = states.some(waiting);
  useEffect(() => {
    if (!pending) return;
    let stopped = false;
    const timer = setTimeout(async () => {
      try {
        const { invitations } = await getInvitationStatus(assessmentId);
        const now = new Map(invitations.map((s) => [s.email, s]));
        if (!stopped) setStates((old) => old.map((s) => now.get(s.email) ?? s));
      } catch {
        // Asked again on the next turn.
        if (!stopped) setStates((old) => [...old]);
      }
    }, STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [assessmentId, pending, states]);
  return states;
}

/**
 * Every invitation of an assessment by its address, read once when the list shows (and again when `refreshKey`
 * changes): the respondents list shows each invited respondent's stage from it. Empty until read, and when the
 * read fails (the list shows without stages then).
 */
export function useInvitationsByEmail(
  assessmentId: string | null | undefined,
  refreshKey: unknown,
): ReadonlyMap<string, InvitationState> {
  const [byEmail, setByEmail] = useState<ReadonlyMap<string, InvitationState>>(new Map());
  useEffect(() => {
    if (!assessmentId) return;
    let stopped = false;
    getInvitationStatus(assessmentId).then(
      ({ invitations }) => {
        if (!stopped) setByEmail(new Map(invitations.map((s) => [s.email.toLowerCase(), s])));
      },
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, [assessmentId, refreshKey]);
  return byEmail;
}
