import { describe, expect, it } from 'vitest';
import { simulatedOutcome } from './mailbox-simulator';
import { suppressionsOf, type SesEventRecord } from './ses-events';

const now = new Date('2026-03-01T10:00:00Z');
const bounce = (bounceType: string, bounceSubType = 'General'): SesEventRecord => ({
  eventType: 'Bounce',
  bounce: {
    bounceType,
    bounceSubType,
    bouncedRecipients: [{ emailAddress: 'Gone@Example.com' }, { emailAddress: 'Name <other@example.com>' }],
    feedbackId: 'fb-1',
    timestamp: '2026-03-01T09:59:00.000Z',
  },
  mail: { messageId: 'm-1' },
});

describe('which SES events suppress which addresses (docs/deploy.md "E-mail delivery: bounces and complaints")', () => {
  it('a permanent bounce suppresses every recipient it names, with its subtype', () => {
    expect(suppressionsOf(bounce('Permanent', 'NoEmail'), now)).toEqual([
      {
        email: 'Gone@Example.com',
        reason: 'bounce',
        detail: 'NoEmail',
        feedbackId: 'fb-1',
        at: '2026-03-01T09:59:00.000Z',
      },
      {
        email: 'other@example.com',
        reason: 'bounce',
        detail: 'NoEmail',
        feedbackId: 'fb-1',
        at: '2026-03-01T09:59:00.000Z',
      },
    ]);
  });

  it('transient and undetermined bounces suppress nothing', () => {
    expect(suppressionsOf(bounce('Transient', 'MailboxFull'), now)).toEqual([]);
    expect(suppressionsOf(bounce('Undetermined', 'Undetermined'), now)).toEqual([]);
  });

  it('a complaint suppresses its recipients, unless its feedback type takes the report back (not-spam)', () => {
    const complaint = (complaintFeedbackType?: string): SesEventRecord => ({
      eventType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: 'a@example.com' }],
        feedbackId: 'fb-2',
        complaintFeedbackType,
      },
    });
    expect(suppressionsOf(complaint('abuse'), now)).toEqual([
      { email: 'a@example.com', reason: 'complaint', detail: 'abuse', feedbackId: 'fb-2', at: now.toISOString() },
    ]);
    expect(suppressionsOf(complaint(), now)).toHaveLength(1);
    expect(suppressionsOf(complaint('not-spam'), now)).toEqual([]);
  });

  it("an identity's own feedback notification (notificationType) reads the same; other events suppress nothing", () => {
    const { eventType: _, ...rest } = bounce('Permanent');
    expect(suppressionsOf({ ...rest, notificationType: 'Bounce' }, now)).toHaveLength(2);
    expect(suppressionsOf({ eventType: 'Delivery', mail: { messageId: 'm' } }, now)).toEqual([]);
    expect(suppressionsOf({ eventType: 'DeliveryDelay' }, now)).toEqual([]);
  });

  it("the dev mailbox knows SES's mailbox simulator addresses, with a +label, in any case, and no others", () => {
    expect(simulatedOutcome('bounce@simulator.amazonses.com')).toBe('bounce');
    expect(simulatedOutcome('Bounce+anna@Simulator.AmazonSES.com')).toBe('bounce');
    expect(simulatedOutcome('complaint+1@simulator.amazonses.com')).toBe('complaint');
    expect(simulatedOutcome('suppressionlist@simulator.amazonses.com')).toBe('suppressionlist');
    expect(simulatedOutcome('success@simulator.amazonses.com')).toBeUndefined();
    expect(simulatedOutcome('bounce@example.com')).toBeUndefined();
  });
});
