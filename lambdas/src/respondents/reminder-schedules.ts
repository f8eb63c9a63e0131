import { eventBridgeSchedules, type OneTimeSchedules } from '../adapters/scheduler';
import type { localReminderSchedules as LocalReminderSchedules } from './local-reminder-schedules';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The reminder schedules of this deployment: EventBridge Scheduler when REMINDER_SCHEDULE_GROUP is set (the CDK
 * functions; REMINDER_TARGET_ARN and REMINDER_SCHEDULER_ROLE_ARN where schedules are made), the in-process schedules on the local stack
 * (STAGE=local). Anything else fails closed.
 */
export async function reminderSchedules(env: Env = process.env): Promise<OneTimeSchedules> {
  if (env.REMINDER_SCHEDULE_GROUP) {
    // The sweep function only cancels: it has the group and no target or role (a put there fails closed).
    return eventBridgeSchedules({
      group: env.REMINDER_SCHEDULE_GROUP,
      targetArn: env.REMINDER_TARGET_ARN ?? '',
      roleArn: env.REMINDER_SCHEDULER_ROLE_ARN ?? '',
    });
  }
  if (env.STAGE === 'local') {
    // Kept out of the deployed bundle: esbuild does not follow a computed import.
    const localModule = './local-reminder-schedules.ts';
    const { localReminderSchedules } = (await import(/* @vite-ignore */ localModule)) as {
      localReminderSchedules: typeof LocalReminderSchedules;
    };
    return localReminderSchedules();
  }
  throw new Error('REMINDER_SCHEDULE_GROUP is not set');
}
