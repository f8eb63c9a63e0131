import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_METRICS, METRICS_SERVICE } from '@shared/constants/metrics';
import { countLine, metricLines } from '../../../../test/support/metric-lines';
import { MemoryPinStore } from '../pin/memory-pin-store';
import { createCreateAuthChallenge } from './create-auth-challenge';
import { withCatalogueErrors } from './trigger-errors';
import { createEvent } from './test-events';

/**
 * The sign-in trigger counts each PIN e-mail (docs/deploy.md "Alarms and dashboard"): PinSent when the mail service
 * took it, PinSendFailed when it refused, which the PinSendFailed alarm watches. Both are embedded-metric-format
 * lines on stdout (Powertools Metrics), which CloudWatch turns into data points.
 */

const trigger = (sendMail: () => Promise<{ status: 'sent'; id: string }>) =>
  withCatalogueErrors(
    createCreateAuthChallenge(() => ({
      store: new MemoryPinStore(),
      sendMail,
      now: () => new Date('2025-03-01T10:00:00Z'),
      generatePin: () => '123456',
      savedLocale: async () => undefined,
      pageLocale: async () => undefined,
      hashKey: async () => Buffer.from('pin metrics test key'),
      hasAccount: async () => true,
    })),
  );

afterEach(() => vi.restoreAllMocks());

describe('PIN e-mail metrics', () => {
  it('a PIN the mail service refused fails the sign-in step and writes one PinSendFailed line, no PinSent', async () => {
    const refused = trigger(async () => {
      throw Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' });
    });
    let outcome: unknown;
    const lines = await metricLines(async () => {
      outcome = await refused(createEvent('ann@example.com')).catch((error: Error) => error);
    });
    expect((outcome as Error).message).toBe('INTERNAL');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject(countLine(BUSINESS_METRICS.pinSendFailed));
  });

  it('a PIN sent writes one PinSent line', async () => {
    const sent = trigger(async () => ({ status: 'sent' as const, id: 'm-1' }));
    const lines = await metricLines(() => sent(createEvent('ann@example.com')));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ [BUSINESS_METRICS.pinSent]: 1, service: METRICS_SERVICE });
    expect(lines[0]).not.toHaveProperty(BUSINESS_METRICS.pinSendFailed);
  });
});
