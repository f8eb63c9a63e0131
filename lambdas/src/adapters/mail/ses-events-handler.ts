import type { SNSEvent } from 'aws-lambda';
import { logger } from '../../common/logger';
import { recordSesEvents, type SesEventsReport } from './ses-events';

/**
 * The SES events function: subscribed to the topic the configuration set publishes bounces and complaints to
 * (infra/lib/stacks/stateful-stack.ts), and called in process by the dev mailbox for the mailbox simulator's addresses
 * (mailbox-simulator.ts). It logs counts only, never an address.
 */
export async function handler(event: SNSEvent): Promise<SesEventsReport> {
  const report = await recordSesEvents(event);
  logger.info('ses events', { ...report });
  return report;
}
