import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CultureFitStacks } from '../../infra/lib/culturefit-app';
import { logicalId, synthesizedApp } from './helpers';

type Resource = { Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown; Effect: string; Condition?: unknown };

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

describe('reminder schedules (docs/architecture.md "Deadlines and reminders")', () => {
  it('one schedule group for the deployment', () => {
    const { groupName } = stacks.api.reminders;
    api.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    api.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: groupName });
    expect(groupName).toMatch(/^[0-9a-zA-Z-_.]{1,64}$/);
  });

  it('EventBridge Scheduler assumes the invoke role, for this account, and it may invoke the sweep function only', () => {
    const { role } = stacks.api.reminders;
    const trust = (api.findResources('AWS::IAM::Role')[logicalId(role)] as Resource).Properties
      .AssumeRolePolicyDocument as { Statement: { Principal: unknown; Condition: Record<string, unknown> }[] };
    expect(trust.Statement).toHaveLength(1);
    expect(trust.Statement[0]!.Principal).toEqual({ Service: 'scheduler.amazonaws.com' });
    expect(Object.keys(trust.Statement[0]!.Condition).sort()).toEqual(['ArnLike', 'StringEquals']);
    const statements = statementsOf(logicalId(role));
    expect(statements.flatMap(actions)).toEqual(['lambda:InvokeFunction']);
    expect(JSON.stringify(statements[0]!.Resource)).toContain(logicalId(stacks.api.sweep.fn));
  });

  it('the respondents function makes, moves and deletes schedules of the group and passes the role to Scheduler only', () => {
    const respondents = stacks.api.functions.respondents!;
    const statements = statementsOf(logicalId(respondents.role));
    const schedulerStatements = statements.filter((s) => actions(s).some((a) => a.startsWith('scheduler:')));
    expect(schedulerStatements).toHaveLength(1);
    expect(actions(schedulerStatements[0]!).sort()).toEqual([
      'scheduler:CreateSchedule',
      'scheduler:DeleteSchedule',
      'scheduler:UpdateSchedule',
    ]);
    expect(JSON.stringify(schedulerStatements[0]!.Resource)).toContain(`schedule/${stacks.api.reminders.groupName}/*`);
    const passRole = statements.filter((s) => actions(s).includes('iam:PassRole'));
    expect(passRole).toHaveLength(1);
    expect(passRole[0]!.Resource).toEqual({ 'Fn::GetAtt': [logicalId(stacks.api.reminders.role), 'Arn'] });
    expect(passRole[0]!.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
    const env = envOf(logicalId(respondents.fn));
    expect(env.REMINDER_SCHEDULE_GROUP).toBe(stacks.api.reminders.groupName);
    expect(env.REMINDER_TARGET_ARN).toEqual({ 'Fn::GetAtt': [logicalId(stacks.api.sweep.fn), 'Arn'] });
    expect(env.REMINDER_SCHEDULER_ROLE_ARN).toEqual({ 'Fn::GetAtt': [logicalId(stacks.api.reminders.role), 'Arn'] });
  });

  it('the sweep function only deletes schedules of the group, and may queue the reminder e-mail', () => {
    const statements = statementsOf(logicalId(stacks.api.sweep.role));
    expect(statements.flatMap(actions).filter((a) => a.startsWith('scheduler:'))).toEqual(['scheduler:DeleteSchedule']);
    expect(statements.flatMap(actions)).not.toContain('iam:PassRole');
    expect(statements.flatMap(actions)).toContain('sqs:SendMessage');
    const env = envOf(logicalId(stacks.api.sweep.fn));
    expect(env.REMINDER_SCHEDULE_GROUP).toBe(stacks.api.reminders.groupName);
    expect(env.INVITATION_QUEUE_URL).toEqual({ Ref: logicalId(stacks.api.invitations.queue) });
  });

  it('no other function may touch schedules or pass roles', () => {
    const others = Object.entries(stacks.api.functions).filter(([k]) => k !== 'respondents');
    for (const [name, fn] of others) {
      const own = statementsOf(logicalId(fn.role)).flatMap(actions);
      expect(
        own.filter((a) => a.startsWith('scheduler:') || a === 'iam:PassRole'),
        name,
      ).toEqual([]);
    }
  });
});
