import { logger } from '../common/logger';
import { runSweep, type SweepReport } from './sweep';

/**
 * The sweep's Lambda, run every minute by an EventBridge schedule (and every few seconds by the local stack):
 * it closes sections whose time ran out and scores written answers. The report goes to the log.
 */
export async function handler(): Promise<SweepReport> {
  const report = await runSweep(new Date());
  if (report.seen > 0) logger.info('sweep', { ...report });
  return report;
}
