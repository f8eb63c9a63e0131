import * as z from 'zod';

/** Path parameters several contexts' routes share. */
export const ZAssessmentId = z.object({ id: z.string().min(1).max(64) });
export const ZRespondentId = ZAssessmentId.extend({ candidateId: z.string().min(1).max(400) });
export const ZToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Invalid link') });
