/**
 * One-time schedules (docs/architecture.md "Deadlines and reminders"): EventBridge Scheduler on AWS, an in-process
 * timer on the local stack. A schedule invokes the deployment's reminder target once, at `at`, with `payload`.
 */
export interface OneTimeSchedules {
  /** Creates the schedule, or moves it (and its payload) when one of that name is waiting. */
  put(schedule: { name: string; at: Date; payload: unknown }): Promise<void>;
  /** Deletes the schedule; one already run (and deleted) or never made is no error. */
  cancel(name: string): Promise<void>;
}
