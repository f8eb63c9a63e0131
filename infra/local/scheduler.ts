/**
 * The local stand-in for the EventBridge schedule that runs the sweep on AWS: the same handler, every few
 * seconds (LOCAL_SWEEP_INTERVAL_MS, default 5000), one run at a time. Errors are printed and the next run goes on.
 */
export function startSweepSchedule({
  intervalMs,
  log = console.error,
}: {
  intervalMs: number;
  log?: (msg: string, error: unknown) => void;
}) {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const { handler } = await import('../../lambdas/src/respondents/sweep-handler');
      await handler();
    } catch (error) {
      log('[local] sweep failed:', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((r) => setTimeout(r, 50));
    },
  };
}
