import { describe, expect, it, vi } from 'vitest';
import { DomainError } from '@shared/errors';
import { withCatalogueErrors } from './trigger-errors';
import { logger } from '../../common/logger';

describe('errors leaving a Cognito trigger', () => {
  it('a refusal leaves as its catalogue code, which the web app shows localized', async () => {
    const trigger = withCatalogueErrors(async (_event: object): Promise<object> => {
      throw new DomainError('PIN_SEND_LIMIT');
    });
    await expect(trigger({})).rejects.toThrow(/^PIN_SEND_LIMIT$/);
  });

  it('an unexpected failure is logged and leaves as INTERNAL without its details', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const trigger = withCatalogueErrors(async (_event: object): Promise<object> => {
      throw new Error('User: arn:aws:sts::123456789012:assumed-role/x is not authorized');
    });
    await expect(trigger({})).rejects.toThrow(/^INTERNAL$/);
    expect(log).toHaveBeenCalledWith('auth trigger failed', {
      error: expect.objectContaining({ message: expect.stringContaining('not authorized') }),
    });
    log.mockRestore();
  });

  it('a successful trigger passes its event through', async () => {
    const trigger = withCatalogueErrors(async (e: { n: number }) => ({ n: e.n + 1 }));
    await expect(trigger({ n: 1 })).resolves.toEqual({ n: 2 });
  });
});
