import * as z from '../zod-mini';

/** Path parameters several contexts' routes share. */
export const ZAssessmentId = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
export const ZRespondentId = z.extend(ZAssessmentId, {
  candidateId: z.string().check(z.minLength(1), z.maxLength(400)),
});
export const ZToken = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{32,64}$/, 'Invalid link')) });
