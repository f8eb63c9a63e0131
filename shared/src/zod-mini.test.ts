import { describe, expect, it } from 'vitest';
import * as z from './zod-mini';
import { ZSupportUploadRequest } from './routes/support-schemas';

// This file loads zod/mini only (no classic zod, which would set the English messages itself): what a function does.
describe('zod/mini as the functions load it', () => {
  it("answers a field's mistake in classic zod's English words, not zod/mini's bare 'Invalid input'", () => {
    const result = z.object({ name: z.string() }).safeParse({});
    expect(result.error?.issues[0]?.message).toBe('Invalid input: expected string, received undefined');
  });

  it('keeps a size limit and its bound in the issue the error mapper reads', () => {
    const result = ZSupportUploadRequest.safeParse({ fileName: '', mime: 'image/png', size: 1 });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['fileName'],
      minimum: 1,
      message: 'Too small: expected string to have >=1 characters',
    });
  });
});
