import type * as Scheduler from '@aws-sdk/client-scheduler';
import type { OneTimeSchedules } from './types';

type SchedulerModule = typeof Scheduler;

export interface EventBridgeSchedulesConfig {
  /** The schedule group every schedule of this deployment goes in (the IAM policies are scoped to it). */
  group: string;
  /** The function the schedules invoke, and the role EventBridge Scheduler assumes to invoke it. */
  targetArn: string;
  roleArn: string;
}

/**
 * `at(yyyy-mm-ddThh:mm:ss)` in UTC, to the second (EventBridge Scheduler's one-time expression; with
 * ScheduleExpressionTimezone UTC).
 */
export function atExpression(at: Date): string {
  return `at(${at.toISOString().slice(0, 19)})`;
}

/**
 * EventBridge Scheduler one-time schedules: flexible time window off, deleted by the service after they ran
 * (ActionAfterCompletion DELETE), so finished reminders never count toward the account's schedule quota. A name
 * already taken (ConflictException) is updated in place with the same settings; a delete of a schedule that is not
 * there (ResourceNotFoundException) is done.
 *
 * The client is bundled like the other AWS clients (docs/cold-start.md "The AWS SDK: bundled") and imported on the
 * first schedule, not when the function starts.
 */
export function eventBridgeSchedules(config: EventBridgeSchedulesConfig): OneTimeSchedules {
  let loaded: Promise<{ mod: SchedulerModule; client: Scheduler.SchedulerClient }> | undefined;
  const sdk = () => {
    loaded ??= (async () => {
      const mod = await import('@aws-sdk/client-scheduler');
      return { mod, client: new mod.SchedulerClient({}) };
    })();
    return loaded;
  };
  const input = (s: { name: string; at: Date; payload: unknown }) => ({
    Name: s.name,
    GroupName: config.group,
    ScheduleExpression: atExpression(s.at),
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' as const },
    ActionAfterCompletion: 'DELETE' as const,
    Target: {
      Arn: config.targetArn,
      RoleArn: config.roleArn,
      Input: JSON.stringify(s.payload),
      RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
    },
  });
  return {
    async put(schedule) {
      if (!config.targetArn || !config.roleArn) throw new Error('reminder target and role are not configured here');
      const { mod, client } = await sdk();
      try {
        await client.send(new mod.CreateScheduleCommand(input(schedule)));
      } catch (error) {
        if ((error as { name?: string }).name !== 'ConflictException') throw error;
        await client.send(new mod.UpdateScheduleCommand(input(schedule)));
      }
    },
    async cancel(name) {
      const { mod, client } = await sdk();
      try {
        await client.send(new mod.DeleteScheduleCommand({ Name: name, GroupName: config.group }));
      } catch (error) {
        if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
      }
    },
  };
}
