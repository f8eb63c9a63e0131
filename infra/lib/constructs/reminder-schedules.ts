import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { acknowledgeWildcardResource } from '../nag';
import type { AppFunction } from './app-function';

export interface ReminderSchedulesProps {
  readonly stage: string;
  /** The function every reminder schedule invokes (the sweep function, respondents/sweep-handler.ts). */
  readonly target: lambda.IFunction;
}

/**
 * Automatic reminders (docs/architecture.md "Deadlines and reminders", docs/deploy.md "Deadlines and reminders"): the
 * schedule group the one-time reminder schedules are made in, and the role EventBridge Scheduler assumes to invoke
 * the target function, which may do that and nothing else. The functions that make or move schedules may create,
 * update and delete schedules of this group only, and pass this role only to EventBridge Scheduler; the ones that
 * only cancel may delete only.
 */
export class ReminderSchedules extends Construct {
  readonly group: scheduler.CfnScheduleGroup;
  readonly role: iam.Role;
  readonly groupName: string;
  private readonly target: lambda.IFunction;

  constructor(scope: Construct, id: string, props: ReminderSchedulesProps) {
    super(scope, id);
    this.groupName = `culturefit-${props.stage}-reminders`;
    this.group = new scheduler.CfnScheduleGroup(this, 'Group', { name: this.groupName });
    this.target = props.target;
    const account = Stack.of(this).account;
    this.role = new iam.Role(this, 'InvokeRole', {
      description: 'EventBridge Scheduler invokes the reminder target with this role',
      // The confused-deputy guard AWS documents for Scheduler: only schedules of this account's group assume it.
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: { 'aws:SourceAccount': account },
          ArnLike: { 'aws:SourceArn': this.scheduleArns() },
        },
      }),
    });
    this.role.addToPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [props.target.functionArn] }),
    );
  }

  /** Every schedule of the group (schedule names are made at run time, one per invitation and kind). */
  scheduleArns(): string {
    const stack = Stack.of(this);
    return stack.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${this.groupName}/*` });
  }

  /** The function may create, move and delete reminder schedules of the group, naming the invoke role. */
  bindCreator(fn: AppFunction): void {
    fn.addEnvironment('REMINDER_SCHEDULE_GROUP', this.groupName);
    fn.addEnvironment('REMINDER_TARGET_ARN', this.target.functionArn);
    fn.addEnvironment('REMINDER_SCHEDULER_ROLE_ARN', this.role.roleArn);
    fn.allow(
      new iam.PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'],
        resources: [this.scheduleArns()],
      }),
    );
    fn.allow(
      new iam.PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.role.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    this.acknowledge(fn);
  }

  /** The function may delete reminder schedules of the group (a completion by the timer cancels them). */
  bindCanceller(fn: AppFunction): void {
    fn.addEnvironment('REMINDER_SCHEDULE_GROUP', this.groupName);
    fn.allow(new iam.PolicyStatement({ actions: ['scheduler:DeleteSchedule'], resources: [this.scheduleArns()] }));
    this.acknowledge(fn);
  }

  private acknowledge(fn: AppFunction): void {
    acknowledgeWildcardResource(
      fn,
      this.scheduleArns(),
      'Reminder schedules are named at run time (one per invitation and kind); the policy reaches only the schedules of this deployment’s reminder group.',
    );
  }
}
