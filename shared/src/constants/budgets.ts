/**
 * The CloudWatch metric a function emits (embedded metric format, in its log) each time a deployment-wide budget
 * refuses a request (docs/abuse.md): the alarm on it (infra/lib/constructs/monitoring.ts) tells the operator that the
 * deployment's day is spent for some accounts, before customers write in.
 */
export const BUDGET_METRIC = { namespace: 'CultureFit', name: 'DeploymentBudgetReached' } as const;
