import { vi } from 'vitest';
import { METRICS_NAMESPACE, METRICS_SERVICE } from '@shared/constants/metrics';

/**
 * The embedded-metric-format lines (Powertools Metrics, lambdas/src/common/metrics.ts) written to stdout while `run`
 * runs, parsed; other output is swallowed meanwhile.
 */
export async function metricLines(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  let written: string[];
  try {
    await run();
  } finally {
    written = spy.mock.calls.map((c) => String(c[0]));
    spy.mockRestore();
  }
  return written
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.includes('"CloudWatchMetrics"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** What one business metric's line holds: a count of 1 in the product's namespace, by service and stage. */
export function countLine(metric: string): Record<string, unknown> {
  return {
    [metric]: 1,
    service: METRICS_SERVICE,
    stage: process.env.STAGE ?? 'local',
    _aws: {
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [['service', 'stage']],
          Metrics: [{ Name: metric, Unit: 'Count' }],
        },
      ],
    },
  };
}
