/**
 * The CloudWatch metric a function emits (embedded metric format, in its log) each time a deployment-wide budget
 * refuses a request (docs/abuse.md): the alarm on it (infra/lib/constructs/monitoring.ts) tells the operator that the
 * deployment's day is spent for some accounts, before customers write in.
 */
export const BUDGET_METRIC = { namespace: 'CultureFit', name: 'DeploymentBudgetReached' } as const;

/**
 * The "your data" page of a respondent's e-mails (docs/privacy.md "A respondent's own request"): reads and deletions
 * per client address and per deployment in a UTC day. The link's code is 256 random bits, so the budgets bound a
 * script's load, not its guessing.
 */
export const DATA_REQUEST_BUDGETS = { perIp: 30, deployment: 5000 } as const;
