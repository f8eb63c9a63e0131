import type { z } from 'zod';
import type { ZInviteCandidates, ZInviteOutcome } from '@shared/routes';
import { api } from '../../../lib/api-client';

export type InviteInput = z.input<typeof ZInviteCandidates>;
export type InviteOutcome = z.infer<typeof ZInviteOutcome>;

export function inviteCandidates(templateId: string, body: InviteInput): Promise<InviteOutcome> {
  return api('inviteCandidates', { params: { id: templateId }, body });
}
