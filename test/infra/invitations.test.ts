import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CultureFitStacks } from '../../infra/lib/culturefit-app';
import type { newApp } from './helpers';
import { logicalId, nagFindings, synthesizedApp } from './helpers';

type Resource = { Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

let stacks: CultureFitStacks;
let app: ReturnType<typeof newApp>;
let api: Template;

beforeAll(() => {
  ({ app, stacks } = synthesizedApp());
  api = Template.fromStack(stacks.api);
});

/** The statements of the policies attached to a role. */
function statementsOf(roleId: string): Statement[] {
  return (Object.values(api.findResources('AWS::IAM::Policy')) as Resource[])
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(roleId))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}
const actions = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

describe('bulk invitations: queue, dead-letter queue and worker (docs/architecture.md "Bulk invitations")', () => {
  it('the queue sends a message to its dead-letter queue after 5 deliveries, and hides it longer than a worker runs', () => {
    const { queue, deadLetterQueue, worker } = stacks.api.invitations;
    const q = api.findResources('AWS::SQS::Queue')[logicalId(queue)] as Resource;
    expect(q.Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(deadLetterQueue), 'Arn'] },
      maxReceiveCount: 5,
    });
    const timeout = (api.findResources('AWS::Lambda::Function')[logicalId(worker.fn)] as Resource).Properties
      .Timeout as number;
    expect(q.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * timeout);
  });

  it('the worker reads the queue in small batches, at most two at once, reporting batch item failures', () => {
    const { queue, worker } = stacks.api.invitations;
    api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalId(queue), 'Arn'] },
      FunctionName: { Ref: logicalId(worker.fn) },
      BatchSize: 5,
      ScalingConfig: { MaximumConcurrency: 2 },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    // One event source per queue: this one and the webhook queue's (test/infra/webhooks.test.ts).
    expect(
      Object.values(api.findResources('AWS::Lambda::EventSourceMapping')).filter((m) =>
        JSON.stringify(m).includes(logicalId(queue)),
      ),
    ).toHaveLength(1);
  });

  it('the worker may consume the queue, send mail and read the send quota; the respondents function may only send to it', () => {
    const { queue, worker } = stacks.api.invitations;
    const workerActions = statementsOf(logicalId(worker.role)).flatMap(actions);
    expect(workerActions).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'ses:SendEmail', 'ses:GetAccount']),
    );
    expect(workerActions.filter((a) => a.startsWith('sqs:') && a.includes('Send'))).toEqual([]);

    const respondents = stacks.api.functions.respondents!;
    const onQueue = (s: Statement) => JSON.stringify(s.Resource).includes(logicalId(queue));
    const sqsStatements = statementsOf(logicalId(respondents.role)).filter(
      (s) => onQueue(s) && actions(s).some((a) => a.startsWith('sqs:')),
    );
    expect(sqsStatements).toHaveLength(1);
    expect(actions(sqsStatements[0]!).sort()).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    expect(sqsStatements[0]!.Resource).toEqual({ 'Fn::GetAtt': [logicalId(queue), 'Arn'] });
    const env = (api.findResources('AWS::Lambda::Function')[logicalId(respondents.fn)] as Resource).Properties
      .Environment as { Variables: Record<string, unknown> };
    expect(env.Variables.INVITATION_QUEUE_URL).toEqual({ Ref: logicalId(queue) });

    // No other function touches the queue.
    const others = Object.entries(stacks.api.functions).filter(([k]) => k !== 'respondents');
    for (const [name, fn] of others) {
      expect(
        statementsOf(logicalId(fn.role))
          .filter(onQueue)
          .flatMap(actions)
          .filter((a) => a.startsWith('sqs:')),
        name,
      ).toEqual([]);
    }
  });

  it('every queue (the invitation and webhook queues, their dead-letter queues, the SES events one) is encrypted; cdk-nag is clean', () => {
    const queues = Object.keys(api.findResources('AWS::SQS::Queue'));
    expect(queues).toHaveLength(5);
    api.resourcePropertiesCountIs('AWS::SQS::Queue', { SqsManagedSseEnabled: true }, queues.length);
    expect(nagFindings(app)).toEqual([]);
  });
});
