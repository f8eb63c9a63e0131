import type { OneTimeSchedules } from './types';

/** The few EventBridge Scheduler calls used here (@aws-sdk/client-scheduler's commands, as the Lambda runtime ships them). */
interface SchedulerModule {
  SchedulerClient: new (config: object) => { send(command: object): Promise<unknown> };
  CreateScheduleCommand: new (input: object) => object;
  UpdateScheduleCommand: new (input: object) => object;
  DeleteScheduleCommand: new (input: object) => object;
}

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
 * The client is loaded by name: the Lambda runtime carries AWS SDK v3, and the bundle leaves it out.
 */
export function eventBridgeSchedules(config: EventBridgeSchedulesConfig): OneTimeSchedules {
  let loaded: Promise<{ mod: SchedulerModule; client: { send(command: object): Promise<unknown> } }> | undefined;
  const sdk = () => {
    loaded ??= (async () => {
      const name = '@aws-sdk/client-scheduler';
      const mod = (await import(/* @vite-ignore */ name)) as SchedulerModule;
      return { mod, client: new mod.SchedulerClient({}) };
    })();
    return loaded;
  };
  const input = (s: { name: string; at: Date; payload: unknown }) => ({
    Name: s.name,
    GroupName: config.group,
    ScheduleExpression: atExpression(s.at),
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
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
