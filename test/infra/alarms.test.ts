import { App, NestedStack, Stack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_METRIC } from '@shared/constants/budgets';
import { BUSINESS_METRICS, METRICS_NAMESPACE, METRICS_SERVICE } from '@shared/constants/metrics';
import { configFromContext } from '../../infra/lib/config';
import { buildCultureFitApp, type CultureFitStacks } from '../../infra/lib/culturefit-app';
import { ALARM_THRESHOLDS, Monitoring } from '../../infra/lib/constructs/monitoring';
import type { AppFunction } from '../../infra/lib/constructs/app-function';
import { logicalId, newApp, webFixture } from './helpers';

type Json = unknown;
interface MetricStat {
  Namespace?: string;
  MetricName?: string;
  Dimensions?: { Name: string; Value: Json }[];
}
interface Alarm {
  AlarmName?: string;
  AlarmDescription?: string;
  Namespace?: string;
  MetricName?: string;
  Dimensions?: { Name: string; Value: Json }[];
  ExtendedStatistic?: string;
  Statistic?: string;
  Threshold: number;
  ComparisonOperator: string;
  EvaluationPeriods: number;
  DatapointsToAlarm?: number;
  AlarmActions?: Json[];
  Metrics?: { Id: string; Expression?: string; MetricStat?: { Metric: MetricStat; Stat: string } }[];
}

// One synthesis of the whole app with an alarm e-mail, shared by every assertion below (the AwsSolutions pack runs
// as a validation plugin: synth fails on a finding).
let stacks: CultureFitStacks;
let stage: string;
let alarms: Alarm[];
let nested: Template;
let api: Template;
/** The nested stack's parameters as the API stack passes them. */
let passed: Record<string, Json>;

beforeAll(() => {
  const app = newApp();
  const config = configFromContext({ alarmEmail: 'ops@example.com' });
  stage = config.stage;
  stacks = buildCultureFitApp(app, { config, webAssetPath: webFixture() });
  app.synth();
  api = Template.fromStack(stacks.api);
  nested = Template.fromStack(stacks.api.monitoring.nestedStack);
  alarms = Object.values(nested.findResources('AWS::CloudWatch::Alarm')).map(
    (r) => (r as { Properties: Alarm }).Properties,
  );
  const stackResource = api.findResources('AWS::CloudFormation::Stack')[
    logicalId(stacks.api.monitoring.nestedStack.nestedStackResource!)
  ] as { Properties: { Parameters: Record<string, Json> } };
  passed = stackResource.Properties.Parameters;
});

/** A value in the nested template, followed through its parameter to what the API stack passes in. */
function resolved(value: Json): Json {
  const ref = (value as { Ref?: string }).Ref;
  return ref !== undefined && ref in passed ? passed[ref] : value;
}

/** The one metric an alarm watches (a plain alarm, or the library's `m1` form), dimensions resolved. */
function watched(alarm: Alarm): MetricStat[] {
  const stats: MetricStat[] = alarm.MetricName
    ? [{ Namespace: alarm.Namespace, MetricName: alarm.MetricName, Dimensions: alarm.Dimensions }]
    : (alarm.Metrics ?? []).flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric] : []));
  return stats.map((s) => ({
    ...s,
    Dimensions: (s.Dimensions ?? []).map((d) => ({ Name: d.Name, Value: resolved(d.Value) })),
  }));
}

/** Alarms on `metricName` in `namespace` whose dimension `name` resolves to something containing `value`. */
function alarmsOn(namespace: string, metricName: string, dimension?: { name: string; value: string }): Alarm[] {
  return alarms.filter((a) =>
    watched(a).some(
      (m) =>
        m.Namespace === namespace &&
        m.MetricName === metricName &&
        (!dimension ||
          (m.Dimensions ?? []).some(
            (d) => d.Name === dimension.name && JSON.stringify(d.Value).includes(dimension.value),
          )),
    ),
  );
}

/** The function's name as the alarm's dimension carries it: a Ref in its stack, an import from another. */
const functionDimension = (fn: AppFunction) => ({ name: 'FunctionName', value: logicalId(fn.fn) });

describe('alarms and dashboard (docs/deploy.md "Alarms and dashboard")', () => {
  it('each of the five Cognito triggers has an errors alarm (2 of 3 periods) and a throttles alarm', () => {
    const triggers = Object.entries(stacks.stateful.triggers);
    expect(triggers).toHaveLength(5);
    for (const [name, fn] of triggers) {
      const errors = alarmsOn('AWS/Lambda', 'Errors', functionDimension(fn));
      expect(errors, name).toHaveLength(1);
      expect(errors[0], name).toMatchObject({ Threshold: 0, EvaluationPeriods: 3, DatapointsToAlarm: 2 });
      const throttles = alarmsOn('AWS/Lambda', 'Throttles', functionDimension(fn));
      expect(throttles, name).toHaveLength(1);
      expect(throttles[0], name).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    }
  });

  it("every other function's errors and throttles raise an alarm", () => {
    const functions = {
      ...stacks.api.functions,
      sweep: stacks.api.sweep,
      analyzerStep: stacks.api.analyzer.step,
      seedPrompts: stacks.api.seedPrompts,
      mailEvents: stacks.api.mailEvents.handler,
      invitationWorker: stacks.api.invitations.worker,
      webhookWorker: stacks.api.webhooks.worker,
    };
    expect(Object.keys(functions).length).toBeGreaterThan(10);
    for (const [name, fn] of Object.entries(functions)) {
      expect(alarmsOn('AWS/Lambda', 'Errors', functionDimension(fn)), name).toHaveLength(1);
      expect(alarmsOn('AWS/Lambda', 'Throttles', functionDimension(fn)), name).toHaveLength(1);
    }
  });

  it("the analyzer's failed and timed-out executions raise an alarm", () => {
    const machine = { name: 'StateMachineArn', value: logicalId(stacks.api.analyzer.stateMachine) };
    for (const metric of ['ExecutionsFailed', 'ExecutionsTimedOut']) {
      const found = alarmsOn('AWS/States', metric, machine);
      expect(found, metric).toHaveLength(1);
      expect(found[0], metric).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    }
  });

  it("the table's read and write throttles and its system errors raise an alarm", () => {
    const table = { name: 'TableName', value: logicalId(stacks.stateful.table.table) };
    for (const metric of ['ReadThrottleEvents', 'WriteThrottleEvents', 'SystemErrors']) {
      const found = alarmsOn('AWS/DynamoDB', metric, table);
      expect(found, metric).toHaveLength(1);
      expect(found[0], metric).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    }
  });

  it("the API stage's p99 latency and its 5xx rate (over 1 %, from 5 errors on) raise an alarm", () => {
    const latency = alarmsOn('AWS/ApiGateway', 'Latency', { name: 'Stage', value: stage });
    expect(latency).toHaveLength(1);
    expect(latency[0]).toMatchObject({
      Threshold: ALARM_THRESHOLDS.apiLatencyP99.toMilliseconds(),
      EvaluationPeriods: 3,
      DatapointsToAlarm: 3,
    });
    expect(latency[0]?.Metrics?.[0]?.MetricStat?.Stat).toBe('p99');

    const rate = alarms.filter((a) =>
      a.Metrics?.some((m) => m.Expression === 'IF(errors >= 5, 100 * errors / MAX([requests, 1]), 0)'),
    );
    expect(rate).toHaveLength(1);
    expect(rate[0]?.Threshold).toBe(1);
    expect(watched(rate[0]!).map((m) => m.MetricName)).toEqual(['5XXError', 'Count']);
    expect(watched(rate[0]!).every((m) => m.Dimensions?.some((d) => d.Name === 'Stage' && d.Value === stage))).toBe(
      true,
    );
  });

  it('a PIN e-mail that failed to send (the metric the sign-in trigger emits) raises an alarm at the first one', () => {
    const found = alarmsOn(METRICS_NAMESPACE, BUSINESS_METRICS.pinSendFailed);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
    });
    expect(watched(found[0]!)[0]?.Dimensions).toEqual([
      { Name: 'service', Value: METRICS_SERVICE },
      { Name: 'stage', Value: stage },
    ]);
  });

  it('a deployment-wide budget reached (the metric the functions emit) still raises its alarm', () => {
    const found = alarmsOn(BUDGET_METRIC.namespace, BUDGET_METRIC.name);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ Threshold: 0, EvaluationPeriods: 1, ComparisonOperator: 'GreaterThanThreshold' });
  });

  it("the SES account's bounce and complaint rates raise an alarm before AWS would review the account", () => {
    const bounce = alarmsOn('AWS/SES', 'Reputation.BounceRate');
    const complaint = alarmsOn('AWS/SES', 'Reputation.ComplaintRate');
    expect(bounce).toHaveLength(1);
    expect(complaint).toHaveLength(1);
    expect(bounce[0]!.Threshold).toBeLessThan(0.05);
    expect(complaint[0]!.Threshold).toBeLessThan(0.001);
  });

  it('every alarm notifies the alarm topic, which is e-mailed to alarmEmail; alarm names carry the stage', () => {
    expect(alarms.length).toBeGreaterThan(40);
    const topic = { Ref: logicalId(stacks.api.monitoring.topic) };
    for (const a of alarms) {
      expect(a.AlarmActions?.map(resolved), a.AlarmName).toEqual([topic]);
      expect(a.AlarmName, JSON.stringify(a.AlarmName)).toMatch(new RegExp(`^culturefit-${stage}-`));
    }
    api.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });

  it('the dashboard graphs the business metrics, the API, the triggers, the analyzer and the table', () => {
    const dashboards = Object.values(nested.findResources('AWS::CloudWatch::Dashboard')) as {
      Properties: { DashboardName: string; DashboardBody: Json };
    }[];
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties.DashboardName).toBe(`culturefit-${stage}`);
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const metric of Object.values(BUSINESS_METRICS)) expect(body, metric).toContain(metric);
    for (const text of ['Sign-in (Cognito triggers)', 'AWS/ApiGateway', 'AWS/States', 'AWS/DynamoDB', 'AWS/SES'])
      expect(body, text).toContain(text);
  });

  it('the API stack holds the alarms in one nested stack, not among its own resources or its routes stacks', () => {
    expect(Object.keys(api.findResources('AWS::CloudWatch::Alarm'))).toEqual([]);
    const nestedStacks = stacks.api.node
      .findAll()
      .filter((c): c is NestedStack => c instanceof NestedStack && c !== stacks.api.monitoring.nestedStack);
    expect(nestedStacks.length).toBeGreaterThan(0);
    for (const other of nestedStacks)
      expect(Object.keys(Template.fromStack(other).findResources('AWS::CloudWatch::Alarm')), other.node.id).toEqual([]);
  });
});

describe('dead-letter queues', () => {
  it('addDeadLetterQueue alarms on the first message in the queue and notifies the topic', () => {
    const app = new App();
    const stack = new Stack(app, 'Test');
    const restApi = new apigateway.RestApi(stack, 'Api', { deployOptions: { stageName: 'test' } });
    restApi.root.addMethod('GET', new apigateway.MockIntegration());
    const monitoring = new Monitoring(stack, 'Alarms', {
      stage: 'test',
      api: restApi,
      apiName: restApi.restApiName,
      functions: {},
      triggers: {},
      table: new dynamodb.Table(stack, 'Table', { partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING } }),
      stateMachines: {},
    });
    const dlq = new sqs.Queue(stack, 'Dlq');
    monitoring.addDeadLetterQueue('invitations', dlq);
    const template = Template.fromStack(monitoring.nestedStack);
    const found = Object.values(template.findResources('AWS::CloudWatch::Alarm')).filter((r) =>
      JSON.stringify(r).includes('ApproximateNumberOfMessagesVisible'),
    ) as { Properties: Alarm }[];
    expect(found).toHaveLength(1);
    expect(found[0]!.Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    // The queue's name, passed into the nested stack by the stack that holds the queue.
    const parameters = (
      Object.values(Template.fromStack(stack).findResources('AWS::CloudFormation::Stack'))[0] as {
        Properties: { Parameters: Record<string, Json> };
      }
    ).Properties.Parameters;
    const dimension = found[0]!.Properties.Metrics?.[0]?.MetricStat?.Metric.Dimensions?.[0];
    expect(dimension?.Name).toBe('QueueName');
    expect(parameters[(dimension?.Value as { Ref: string }).Ref]).toEqual({
      'Fn::GetAtt': [logicalId(dlq), 'QueueName'],
    });
    expect(found[0]!.Properties.AlarmActions).toHaveLength(1);
  });
});
