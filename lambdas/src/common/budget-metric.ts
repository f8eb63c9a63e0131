import { BUDGET_METRIC } from '@shared/constants/budgets';

/**
 * Reports that a deployment-wide budget refused a request: one line in CloudWatch's embedded metric format (the
 * log line becomes a data point of BUDGET_METRIC, alarmed in infra), naming the budget in a property, not a
 * dimension, so one alarm covers every budget.
 */
export function deploymentBudgetReached(budget: string, now: Date = new Date()): void {
  const line = {
    _aws: {
      Timestamp: now.getTime(),
      CloudWatchMetrics: [
        {
          Namespace: BUDGET_METRIC.namespace,
          Dimensions: [[]],
          Metrics: [{ Name: BUDGET_METRIC.name, Unit: 'Count' }],
        },
      ],
    },
    [BUDGET_METRIC.name]: 1,
    budget,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
