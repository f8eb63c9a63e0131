import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CultureFitStacks } from '../../infra/lib/culturefit-app';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS } from '../../shared/src/webhooks/events';
import { logicalId, synthesizedApp } from './helpers';

type Resource = { Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

let stacks: CultureFitStacks;
let api: Template;

beforeAll(() => {
  ({ stacks } = synthesizedApp());
  api = Template.fromStack(stacks.api);
});

function statementsOf(roleId: string): Statement[] {
  return (Object.values(api.findResources('AWS::IAM::Policy')) as Resource[])
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(roleId))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}
const actions = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);
const envOf = (fnId: string) =>
  (
    (api.findResources('AWS::Lambda::Function')[fnId] as Resource).Properties.Environment as {
      Variables: Record<string, unknown>;
    }
  ).Variables;

describe('webhooks: queue, dead-letter queue and worker (docs/webhooks.md "Delivery")', () => {
  it('the schedule waits under 12 hours each (the longest visibility timeout) and spans about 24 hours', () => {
    expect(Math.max(...WEBHOOK_RETRY_DELAYS_SECONDS)).toBeLessThan(12 * 3600);
    const total = WEBHOOK_RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(23.5 * 3600);
    expect(total).toBeLessThanOrEqual(24 * 3600);
  });

  it('the queue moves a message to its dead-letter queue after the last attempt and keeps it beyond the retries', () => {
    const { queue, deadLetterQueue, worker } = stacks.api.webhooks;
    const q = api.findResources('AWS::SQS::Queue')[logicalId(queue)] as Resource;
    expect(q.Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(deadLetterQueue), 'Arn'] },
      maxReceiveCount: WEBHOOK_MAX_ATTEMPTS,
    });
    expect(q.Properties.MessageRetentionPeriod).toBeGreaterThan(2 * 86_400);
    expect(q.Properties.SqsManagedSseEnabled).toBe(true);
    const timeout = (api.findResources('AWS::Lambda::Function')[logicalId(worker.fn)] as Resource).Properties
      .Timeout as number;
    expect(q.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * timeout);
    // Five deliveries of at most 10 s each fit in one invocation.
    expect(timeout).toBeGreaterThan(5 * 10);
  });

  it('the worker reads the queue with batch item failures and knows its URL (to change visibility)', () => {
    const { queue, worker } = stacks.api.webhooks;
    api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalId(queue), 'Arn'] },
      FunctionName: { Ref: logicalId(worker.fn) },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(envOf(logicalId(worker.fn)).WEBHOOK_QUEUE_URL).toEqual({ Ref: logicalId(queue) });
  });

  it('the worker may consume the queue and change visibility, and never send to it or to mail', () => {
    const { queue, worker } = stacks.api.webhooks;
    const onQueue = statementsOf(logicalId(worker.role)).filter((s) =>
      JSON.stringify(s.Resource).includes(logicalId(queue)),
    );
    const workerActions = onQueue.flatMap(actions);
    expect(workerActions).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility']),
    );
    const all = statementsOf(logicalId(worker.role)).flatMap(actions);
    expect(all.filter((a) => a.startsWith('sqs:Send') || a.startsWith('ses:'))).toEqual([]);
  });

  it('the functions where events happen may only send to the queue; the others do not touch it', () => {
    const { queue } = stacks.api.webhooks;
    const onQueue = (s: Statement) => JSON.stringify(s.Resource).includes(logicalId(queue));
    const senders = ['assessments', 'respondents', 'results:stream', 'teams'];
    const functions = { ...stacks.api.functions, sweep: stacks.api.sweep };
    for (const [name, fn] of Object.entries(functions)) {
      const granted = statementsOf(logicalId(fn.role)).filter(onQueue).flatMap(actions).sort();
      if (senders.includes(name) || name === 'sweep') {
        expect(granted, name).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
        expect(envOf(logicalId(fn.fn)).WEBHOOK_QUEUE_URL, name).toEqual({ Ref: logicalId(queue) });
      } else expect(granted, name).toEqual([]);
    }
  });

  it("only the teams function keeps Greenhouse secrets, the worker only reads them, both under the stage's prefix", () => {
    const { worker } = stacks.api.webhooks;
    const secretActions = (role: string) =>
      statementsOf(role)
        .filter((s) => actions(s).some((a) => a.startsWith('secretsmanager:')))
        .map((s) => ({ actions: actions(s).sort(), resource: JSON.stringify(s.Resource) }));
    const [read] = secretActions(logicalId(worker.role));
    expect(read?.actions).toEqual(['secretsmanager:GetSecretValue']);
    expect(read?.resource).toContain('/greenhouse/*');
    const teams = stacks.api.functions.teams!;
    const [keep] = secretActions(logicalId(teams.role));
    expect(keep?.actions).toEqual([
      'secretsmanager:CreateSecret',
      'secretsmanager:DeleteSecret',
      'secretsmanager:GetSecretValue',
      'secretsmanager:PutSecretValue',
    ]);
    expect(keep?.resource).toContain('/greenhouse/*');
    expect(envOf(logicalId(teams.fn)).GREENHOUSE_SECRET_PREFIX).toBe(
      envOf(logicalId(worker.fn)).GREENHOUSE_SECRET_PREFIX,
    );
    for (const [name, fn] of Object.entries(stacks.api.functions))
      if (name !== 'teams')
        expect(
          secretActions(logicalId(fn.role)).filter((s) => s.resource.includes('greenhouse')),
          name,
        ).toEqual([]);
  });

  it("the dead-letter queue and the worker's errors raise alarms", () => {
    const nested = Template.fromStack(stacks.api.monitoring.nestedStack);
    const descriptions = (Object.values(nested.findResources('AWS::CloudWatch::Alarm')) as Resource[]).map((a) =>
      String(a.Properties.AlarmDescription ?? ''),
    );
    expect(descriptions.filter((d) => d.includes('dead-letter queue webhooks'))).toHaveLength(1);
    expect(descriptions.filter((d) => d.includes('Function webhookWorker'))).not.toHaveLength(0);
  });
});
