import { createLocalSchedules, type LocalSchedules } from '../../../infra/local/one-time-schedules';
import type { OneTimeSchedules } from '../adapters/scheduler';
import { handler } from './sweep-handler';

/**
 * The local stack's reminder schedules (docs/architecture.md "Deadlines and reminders"): the in-process one-time
 * schedules of infra/local/one-time-schedules.ts, each invoking the sweep function's handler with its payload, as
 * the deployed schedules invoke the sweep function.
 */
let schedules: LocalSchedules | undefined;

export function localReminderSchedulesState(): LocalSchedules {
  schedules ??= createLocalSchedules({ handler: (payload) => handler(payload) });
  return schedules;
}

export function localReminderSchedules(): OneTimeSchedules {
  const s = localReminderSchedulesState();
  return {
    put: async (schedule) => s.put(schedule),
    cancel: async (name) => s.cancel(name),
  };
}
