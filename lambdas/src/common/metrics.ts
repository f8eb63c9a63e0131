import type { Metrics } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, METRICS_SERVICE, type BusinessMetric } from '@shared/constants/metrics';
import { errorFields, logger } from './logger';

let metrics: Promise<Metrics> | undefined;

/**
 * Powertools Metrics, imported on the first business event of the process rather than with the function (15 KB,
 * about 7 ms of CPU: docs/cold-start.md), so a request that counts nothing never loads it.
 */
function loadMetrics(): Promise<Metrics> {
  return (metrics ??= import('@aws-lambda-powertools/metrics').then(
    ({ Metrics }) =>
      new Metrics({
        namespace: METRICS_NAMESPACE,
        serviceName: METRICS_SERVICE,
        defaultDimensions: { stage: process.env.STAGE ?? 'local' },
      }),
  ));
}

/**
 * Counts a business event (shared/src/constants/metrics.ts): one line in CloudWatch's embedded metric format on
 * stdout, written at once (a single metric, so nothing waits for the end of the invocation and no PutMetricData
 * call is made). Counting never fails the work it counts: an error is logged and the event goes on.
 */
export async function countBusinessEvent(
  name: BusinessMetric,
  value = 1,
  dimensions: Readonly<Record<string, string>> = {},
): Promise<void> {
  try {
    const single = (await loadMetrics()).singleMetric();
    for (const [key, dimension] of Object.entries(dimensions)) single.addDimension(key, dimension);
    single.addMetric(name, 'Count', value);
  } catch (error) {
    logger.warn('business metric not emitted', { metric: name, error: errorFields(error) });
  }
}
