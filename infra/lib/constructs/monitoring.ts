import { Duration, NestedStack } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import {
  DefaultDashboardFactory,
  LatencyType,
  MetricStatistic,
  MonitoringFacade,
  SnsAlarmActionStrategy,
  type MonitoringFacadeProps,
} from 'cdk-monitoring-constructs';
import { Construct } from 'constructs';
import { BUDGET_METRIC } from '../../../shared/src/constants/budgets';
import { BUSINESS_METRICS, METRICS_NAMESPACE, METRICS_SERVICE } from '../../../shared/src/constants/metrics';
import type { AppFunction } from './app-function';

/**
 * Every threshold of docs/deploy.md "Alarms and dashboard", in one place. Periods are 5 minutes unless named.
 */
export const ALARM_THRESHOLDS = {
  /** Share of API responses that may be 5xx over 5 minutes, in percent (counted from 5 errors on). */
  api5xxRatePercent: 1,
  api5xxMinErrors: 5,
  /** API p99 latency, in 3 consecutive periods (the AI streaming routes run long, so far above a plain route's). */
  apiLatencyP99: Duration.seconds(10),
  /** Any error of a function in 2 of 3 periods (the Cognito triggers included). */
  functionErrors: { above: 0, datapoints: 2, periods: 3 },
  /** Any throttled invocation of a function in one period: the account's concurrency is used up. */
  functionThrottles: { above: 0 },
  /** Any failed or timed-out analyzer execution. */
  stateMachineFailures: { above: 0 },
  /** Any throttled read or write, or system error, of the table in one period. */
  tableThrottles: { above: 0 },
  /** A message in a dead-letter queue. */
  deadLetterMessages: { above: 0 },
  /** SES account reputation (0–1). AWS reviews an account at 5 % bounces or 0.1 % complaints: these warn before. */
  sesBounceRate: 0.02,
  sesComplaintRate: 0.0005,
  /** One PIN e-mail that could not be sent. */
  pinSendFailures: 1,
} as const;

export interface MonitoringProps {
  /** The stage (config.stage): alarm and dashboard names, and the `stage` dimension of the business metrics. */
  readonly stage: string;
  /** The REST API; its deployment stage is `stage`. */
  readonly api: apigateway.IRestApi;
  /** The REST API's name: API Gateway's metrics are named by it. */
  readonly apiName: string;
  /** Every function of the app (API, streaming, sweep, analyzer step, custom resources), by a short name. */
  readonly functions: Readonly<Record<string, AppFunction>>;
  /** The five Cognito sign-in triggers (StatefulStack.triggers). */
  readonly triggers: Readonly<Record<string, AppFunction>>;
  readonly table: dynamodb.ITable;
  /** The analyzer's state machine. */
  readonly stateMachines: Readonly<Record<string, sfn.IStateMachine>>;
  /** Dead-letter queues known when the construct is made; more with addDeadLetterQueue. */
  readonly deadLetterQueues?: Readonly<Record<string, sqs.IQueue>>;
  /** E-mailed when an alarm fires (alarmEmail); the topic exists either way. */
  readonly email?: string;
}

/**
 * The dashboard and the alarms (docs/deploy.md "Alarms and dashboard"), built with cdk-monitoring-constructs: one
 * MonitoringFacade, its dashboard `culturefit-<stage>`, every alarm notifying the one SNS topic. The topic stays in
 * the stack that makes this construct (the one it always was, so its e-mail subscription holds); the dashboard and
 * the alarms, about 3 per function, go into a nested stack of their own, so they take none of that stack's
 * 500-resource room (one resource there, the nested stack).
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly facade: MonitoringFacade;
  readonly dashboards: DefaultDashboardFactory;
  /** Holds the dashboard and every alarm. */
  readonly nestedStack: NestedStack;
  private readonly stage: string;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.stage = props.stage;
    const prefix = `culturefit-${props.stage}`;
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Culture Fit alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));

    this.nestedStack = new NestedStack(this, 'Stack', {
      description: `Culture-fit (${props.stage}): dashboard and alarms`,
    });
    this.dashboards = new DefaultDashboardFactory(this.nestedStack, 'Dashboards', {
      dashboardNamePrefix: prefix,
      createDashboard: true,
      createSummaryDashboard: false,
      createAlarmDashboard: false,
    });
    const facadeProps: MonitoringFacadeProps = {
      alarmFactoryDefaults: {
        alarmNamePrefix: prefix,
        actionsEnabled: true,
        action: new SnsAlarmActionStrategy({ onAlarmTopic: this.topic }),
        datapointsToAlarm: 1,
        evaluationPeriods: 1,
      },
      metricFactoryDefaults: { period: Duration.minutes(5) },
      dashboardFactory: this.dashboards,
    };
    this.facade = new MonitoringFacade(this.nestedStack, 'Facade', facadeProps);
    const t = ALARM_THRESHOLDS;

    // Business first: what the product does, and the two alarms of our own metrics.
    this.facade.addLargeHeader(`Culture Fit (${props.stage})`).monitorCustom({
      alarmFriendlyName: 'Business',
      humanReadableName: 'Business events',
      metricGroups: [
        {
          title: 'Completions, credits spent',
          metrics: [
            this.businessMetric(BUSINESS_METRICS.completions, 'Completions'),
            this.businessMetric(BUSINESS_METRICS.creditsSpent, 'Credits spent'),
          ],
        },
        {
          title: 'PIN e-mails',
          metrics: [
            this.businessMetric(BUSINESS_METRICS.pinSent, 'Sent'),
            {
              metric: this.businessMetric(BUSINESS_METRICS.pinSendFailed, 'Failed to send'),
              alarmFriendlyName: 'PinSendFailed',
              addAlarm: {
                Critical: {
                  threshold: t.pinSendFailures,
                  comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
                  alarmDescriptionOverride:
                    'A PIN e-mail could not be sent (SES refused or failed): people cannot sign in or verify as a guest',
                },
              },
            },
          ],
        },
        {
          title: 'AI calls by provider',
          metrics: [
            {
              searchQuery: BUSINESS_METRICS.aiCalls,
              namespace: METRICS_NAMESPACE,
              // Any provider: the library's way of writing a dimension whose value the search leaves open.
              dimensionsMap: { service: METRICS_SERVICE, stage: props.stage, provider: undefined as unknown as string },
              statistic: MetricStatistic.SUM,
            },
          ],
        },
        {
          title: 'Deployment budgets reached',
          metrics: [
            {
              // A deployment-wide budget refused a request: some accounts are told to come back tomorrow. The
              // functions emit it in their logs (lambdas/src/common/budget-metric.ts).
              metric: new cloudwatch.Metric({
                namespace: BUDGET_METRIC.namespace,
                metricName: BUDGET_METRIC.name,
                period: Duration.minutes(5),
                statistic: 'Sum',
                label: 'Budget refusals',
              }),
              alarmFriendlyName: 'DeploymentBudgetReached',
              addAlarm: {
                Critical: {
                  threshold: 0,
                  comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
                  alarmDescriptionOverride:
                    'A deployment-wide daily budget was reached: requests of some accounts are refused until tomorrow (docs/abuse.md)',
                },
              },
            },
          ],
        },
      ],
    });

    // The API: the 5xx rate as before (a math expression over the stage's counts), p99 latency, the library's graphs.
    const period = Duration.minutes(5);
    const stageDimensions = { ApiName: props.apiName, Stage: props.stage };
    const apiMetric = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: stageDimensions,
        period,
        statistic: 'Sum',
      });
    this.facade
      .addLargeHeader('API')
      .monitorApiGateway({
        api: props.api,
        apiStage: props.stage,
        alarmFriendlyName: 'Api',
        humanReadableName: `REST API, stage ${props.stage}`,
        latencyTypesToRender: [LatencyType.P50, LatencyType.P90, LatencyType.P99],
        addLatencyP99Alarm: {
          Critical: {
            maxLatency: t.apiLatencyP99,
            datapointsToAlarm: 3,
            evaluationPeriods: 3,
          },
        },
      })
      .monitorCustom({
        alarmFriendlyName: 'Api5xx',
        humanReadableName: 'API 5xx rate',
        metricGroups: [
          {
            title: '5xx rate (%)',
            metrics: [
              {
                metric: new cloudwatch.MathExpression({
                  expression: `IF(errors >= ${t.api5xxMinErrors}, 100 * errors / MAX([requests, 1]), 0)`,
                  usingMetrics: { errors: apiMetric('5XXError'), requests: apiMetric('Count') },
                  period,
                  label: 'API 5xx rate (%)',
                }),
                alarmFriendlyName: 'Api5xxRate',
                addAlarm: {
                  Critical: {
                    threshold: t.api5xxRatePercent,
                    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
                    alarmDescriptionOverride: `More than ${t.api5xxRatePercent}% of API responses were 5xx over 5 minutes (at least ${t.api5xxMinErrors} errors)`,
                  },
                },
              },
            ],
          },
        ],
      });

    this.facade.addLargeHeader('Sign-in (Cognito triggers)');
    for (const [name, fn] of Object.entries(props.triggers)) this.monitorFunction(`trigger-${name}`, fn);
    this.facade.addLargeHeader('Functions');
    for (const [name, fn] of Object.entries(props.functions)) this.monitorFunction(name, fn);

    this.facade.addLargeHeader('Analyzer (Step Functions)');
    for (const [name, stateMachine] of Object.entries(props.stateMachines)) {
      this.facade.monitorStepFunction({
        stateMachine,
        alarmFriendlyName: name,
        humanReadableName: `State machine ${name}`,
        addFailedExecutionCountAlarm: { Critical: { maxErrorCount: t.stateMachineFailures.above } },
        addTimedOutExecutionCountAlarm: { Critical: { maxErrorCount: t.stateMachineFailures.above } },
      });
    }

    this.facade.addLargeHeader('Data').monitorDynamoTable({
      table: props.table,
      alarmFriendlyName: 'Table',
      humanReadableName: 'Table',
      addReadThrottledEventsCountAlarm: { Critical: { maxThrottledEventsThreshold: t.tableThrottles.above } },
      addWriteThrottledEventsCountAlarm: { Critical: { maxThrottledEventsThreshold: t.tableThrottles.above } },
      addSystemErrorCountAlarm: { Critical: { maxErrorCount: t.tableThrottles.above } },
    });

    this.monitorSesReputation();
    this.facade.addLargeHeader('Dead-letter queues');
    for (const [name, queue] of Object.entries(props.deadLetterQueues ?? {})) this.addDeadLetterQueue(name, queue);
  }

  /**
   * Alarms when a message lands in `queue` (a dead-letter queue: work that failed every retry) and graphs it. For
   * the queues other constructs add, e.g. a worker's DLQ: `stack.monitoring.addDeadLetterQueue('invitations', dlq)`.
   */
  addDeadLetterQueue(name: string, queue: sqs.IQueue): this {
    this.facade.monitorSqsQueue({
      queue,
      alarmFriendlyName: `dlq-${name}`,
      humanReadableName: `Dead-letter queue ${name}`,
      addQueueMaxSizeAlarm: {
        Critical: {
          maxMessageCount: ALARM_THRESHOLDS.deadLetterMessages.above,
          alarmDescriptionOverride: `Messages in the dead-letter queue ${name}: work that failed every retry`,
        },
      },
    });
    return this;
  }

  /** Errors (2 of 3 periods) and throttles (any) of one function, with its graphs. */
  private monitorFunction(name: string, fn: AppFunction) {
    const t = ALARM_THRESHOLDS;
    this.facade.monitorLambdaFunction({
      lambdaFunction: fn.fn,
      alarmFriendlyName: name,
      humanReadableName: `Function ${name}`,
      addFaultCountAlarm: {
        Critical: {
          maxErrorCount: t.functionErrors.above,
          datapointsToAlarm: t.functionErrors.datapoints,
          evaluationPeriods: t.functionErrors.periods,
          alarmDescriptionOverride: `Function ${name} reported errors in ${t.functionErrors.datapoints} of ${t.functionErrors.periods} five-minute periods`,
        },
      },
      addThrottlesCountAlarm: {
        Critical: {
          maxErrorCount: t.functionThrottles.above,
          alarmDescriptionOverride: `Function ${name} was throttled: the account's Lambda concurrency is used up`,
        },
      },
    });
  }

  /**
   * SES account reputation (AWS/SES Reputation.BounceRate and Reputation.ComplaintRate, published by SES for the
   * whole account and region, no dimensions). The one place for these alarms: the configuration set's own event
   * handling (bounces into the suppression list) is separate.
   */
  private monitorSesReputation() {
    const t = ALARM_THRESHOLDS;
    const rate = (metricName: string, label: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName,
        period: Duration.hours(1),
        statistic: 'Maximum',
        label,
      });
    const alarm = (threshold: number, what: string) => ({
      Critical: {
        threshold,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        alarmDescriptionOverride: `SES ${what} rate of the account reached ${threshold * 100}% (AWS reviews the account at ${what === 'bounce' ? '5' : '0.1'}%)`,
      },
    });
    this.facade.addLargeHeader('E-mail (SES reputation)').monitorCustom({
      alarmFriendlyName: 'SesReputation',
      humanReadableName: 'SES reputation (account)',
      metricGroups: [
        {
          title: 'Bounce and complaint rates',
          metrics: [
            {
              metric: rate('Reputation.BounceRate', 'Bounce rate'),
              alarmFriendlyName: 'SesBounceRate',
              addAlarm: alarm(t.sesBounceRate, 'bounce'),
            },
            {
              metric: rate('Reputation.ComplaintRate', 'Complaint rate'),
              alarmFriendlyName: 'SesComplaintRate',
              addAlarm: alarm(t.sesComplaintRate, 'complaint'),
            },
          ],
        },
      ],
    });
  }

  /** A business metric of this stage (shared/src/constants/metrics.ts), summed per period. */
  private businessMetric(metricName: string, label: string): cloudwatch.Metric {
    return new cloudwatch.Metric({
      namespace: METRICS_NAMESPACE,
      metricName,
      dimensionsMap: { service: METRICS_SERVICE, stage: this.stage },
      period: Duration.minutes(5),
      statistic: 'Sum',
      label,
    });
  }
}
