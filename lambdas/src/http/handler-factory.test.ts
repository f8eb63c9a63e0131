import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiEvent, lambdaContext } from '../../../test/support/events';
import { logger } from '../common/logger';
import { defineHandler } from './handler-factory';
// The accounts function's entry: it hands in its part of the route table, which startGuest's definition comes from.
import '../accounts/handler';

describe('a use case still running when the function is about to time out', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is answered with the catalogue's 500 and logged, before Lambda's own timeout cuts the answer off", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const lines = vi.spyOn(logger, 'info').mockImplementation(() => {});
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const handler = defineHandler('startGuest', () => {
      started();
      return new Promise(() => {});
    });
    const answer = handler(apiEvent('startGuest', { body: {} }), {
      ...lambdaContext(),
      getRemainingTimeInMillis: () => 3_000,
    });
    await running;
    vi.advanceTimersByTime(2_994);
    await Promise.resolve();
    expect(errors).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    const response = await answer;
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'INTERNAL' } });
    expect(errors).toHaveBeenCalled();
    expect(lines).toHaveBeenCalledWith('request', expect.objectContaining({ route: 'startGuest', status: 500 }));
  }, 10_000);
});
