import type { z } from 'zod';
import type { ZInviteRespondents, ZInviteOutcome } from '@shared/routes';
import { api } from '../../../lib/api-client';

export type InviteInput = z.input<typeof ZInviteRespondents>;
export type InviteOutcome = z.infer<typeof ZInviteOutcome>;

export function inviteCandidates(assessmentId: string, body: InviteInput): Promise<InviteOutcome> {
  return api('inviteCandidates', { params: { id: assessmentId }, body });
}
