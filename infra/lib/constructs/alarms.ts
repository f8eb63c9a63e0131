import { Duration } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { BUDGET_METRIC } from '../../../shared/src/constants/budgets';
import type { AppFunction } from './app-function';

export interface AlarmsProps {
  readonly api: apigateway.RestApi;
  readonly functions: Readonly<Record<string, AppFunction>>;
  /** E-mailed when an alarm fires (CDK context alarmEmail); the topic exists either way. */
  readonly email?: string;
}

/** Share of API responses that may be 5xx over 5 minutes before the alarm fires, in percent. */
export const API_5XX_RATE_PERCENT = 1;

/**
 * What an operator is told about (docs/deploy.md "Alarms"): the API's 5xx rate above 1 % of requests over 5 minutes
 * (at least 5 errors, so one failed request on a quiet night does not page), and any function with errors in two of
 * three 5-minute periods. All go to one SNS topic.
 */
export class Alarms extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Culture Fit alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    const notify = new actions.SnsAction(this.topic);

    const period = Duration.minutes(5);
    const errors = props.api.metricServerError({ period, statistic: 'Sum' });
    const count = props.api.metricCount({ period, statistic: 'Sum' });
    const rate = new cloudwatch.MathExpression({
      expression: 'IF(errors >= 5, 100 * errors / MAX([requests, 1]), 0)',
      usingMetrics: { errors, requests: count },
      period,
      label: 'API 5xx rate (%)',
    });
    this.add(
      new cloudwatch.Alarm(this, 'Api5xxRate', {
        alarmDescription: `More than ${API_5XX_RATE_PERCENT}% of API responses were 5xx over 5 minutes`,
        metric: rate,
        threshold: API_5XX_RATE_PERCENT,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
      notify,
    );

    // A deployment-wide budget (AI runs, analyzer runs, …) refused a request: some accounts are told to come back
    // tomorrow. The functions emit the metric in their logs (lambdas/src/common/budget-metric.ts).
    this.add(
      new cloudwatch.Alarm(this, 'DeploymentBudgetReached', {
        alarmDescription:
          'A deployment-wide daily budget was reached: requests of some accounts are refused until tomorrow (docs/abuse.md)',
        metric: new cloudwatch.Metric({
          namespace: BUDGET_METRIC.namespace,
          metricName: BUDGET_METRIC.name,
          period,
          statistic: 'Sum',
        }),
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
      notify,
    );

    for (const [name, fn] of Object.entries(props.functions)) {
      this.add(
        new cloudwatch.Alarm(this, `Errors${name.replace(/\W+/g, '-')}`, {
          alarmDescription: `Function ${name} reported errors in 2 of 3 five-minute periods`,
          metric: fn.fn.metricErrors({ period, statistic: 'Sum' }),
          threshold: 0,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 3,
          datapointsToAlarm: 2,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
        notify,
      );
    }
  }

  private add(alarm: cloudwatch.Alarm, action: actions.SnsAction) {
    alarm.addAlarmAction(action);
    this.alarms.push(alarm);
  }
}
