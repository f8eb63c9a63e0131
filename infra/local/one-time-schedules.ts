/**
 * The local stand-in for EventBridge Scheduler's one-time schedules (docs/architecture.md "Deadlines and
 * reminders"), in this process: each schedule is a timer that calls the handler once with its payload at its time
 * (or at once when that time is past) and is then forgotten, as ActionAfterCompletion DELETE does. Putting a name
 * again moves it; cancelling one that is not there is no error. Unlike AWS: nothing survives a restart, there is no
 * retry policy (a failing call is printed), and the time is this machine's clock.
 */
export interface LocalSchedules {
  put(schedule: { name: string; at: Date; payload: unknown }): void;
  cancel(name: string): void;
  /** The schedules waiting, by name: what the AWS console's schedule group would list. */
  pending(): Map<string, { at: Date; payload: unknown }>;
  stop(): void;
}

/** setTimeout's longest wait; a later schedule waits in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createLocalSchedules({
  handler,
  log = console.error,
}: {
  handler: (payload: unknown) => Promise<unknown>;
  log?: (line: string, error?: unknown) => void;
}): LocalSchedules {
  const waiting = new Map<string, { at: Date; payload: unknown; timer: ReturnType<typeof setTimeout> }>();
  const arm = (name: string, at: Date, payload: unknown) => {
    const wait = Math.max(0, at.getTime() - Date.now());
    const timer = setTimeout(
      () => {
        if (waiting.get(name)?.timer !== timer) return;
        if (wait > MAX_TIMER_MS) return arm(name, at, payload);
        waiting.delete(name);
        handler(payload).catch((error: unknown) => log(`[local] schedule ${name} failed:`, error));
      },
      Math.min(wait, MAX_TIMER_MS),
    );
    timer.unref?.();
    waiting.set(name, { at, payload, timer });
  };
  return {
    put({ name, at, payload }) {
      const old = waiting.get(name);
      if (old) clearTimeout(old.timer);
      arm(name, at, payload);
    },
    cancel(name) {
      const old = waiting.get(name);
      if (old) clearTimeout(old.timer);
      waiting.delete(name);
    },
    pending: () => new Map([...waiting].map(([name, s]) => [name, { at: s.at, payload: s.payload }])),
    stop() {
      for (const s of waiting.values()) clearTimeout(s.timer);
      waiting.clear();
    },
  };
}
