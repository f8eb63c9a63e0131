import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { BUDGET_METRIC } from '@shared/constants/budgets';
import { configFromContext } from '../../infra/lib/config';
import { buildCultureFitApp } from '../../infra/lib/culturefit-app';
import { newApp, webFixture } from './helpers';

type Alarm = {
  Properties: {
    AlarmDescription?: string;
    Threshold: number;
    EvaluationPeriods: number;
    DatapointsToAlarm?: number;
    AlarmActions?: unknown[];
    Metrics?: { Expression?: string }[];
  };
};

describe('alarms (docs/deploy.md "Alarms")', () => {
  it("the API 5xx rate and every function's errors raise an alarm that notifies the alarm topic, e-mailed when alarmEmail is set", () => {
    const app = newApp();
    const stacks = buildCultureFitApp(app, {
      config: configFromContext({ alarmEmail: 'ops@example.com' }),
      webAssetPath: webFixture(),
    });
    app.synth();
    const t = Template.fromStack(stacks.api);
    const alarms = Object.values(t.findResources('AWS::CloudWatch::Alarm') as Record<string, Alarm>);

    const rate = alarms.find((a) =>
      a.Properties.Metrics?.some((m) => m.Expression?.includes('errors / MAX([requests, 1])')),
    );
    expect(rate?.Properties.Threshold).toBe(1);
    expect(rate?.Properties.AlarmActions).toHaveLength(1);

    const functionAlarms = alarms.filter((a) => a.Properties.AlarmDescription?.startsWith('Function '));
    const names = Object.keys(stacks.api.functions);
    expect(names.length).toBeGreaterThan(5);
    for (const name of [...names, 'sweep'])
      expect(
        functionAlarms.some((a) => a.Properties.AlarmDescription?.startsWith(`Function ${name} `)),
        name,
      ).toBe(true);
    for (const a of functionAlarms)
      expect(a.Properties).toMatchObject({ Threshold: 0, EvaluationPeriods: 3, DatapointsToAlarm: 2 });

    t.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });

  it('a deployment-wide budget reached (the metric the functions emit) raises an alarm that notifies the alarm topic', () => {
    const app = newApp();
    const stacks = buildCultureFitApp(app, { config: configFromContext({}), webAssetPath: webFixture() });
    app.synth();
    const t = Template.fromStack(stacks.api);
    const budget = Object.values(
      t.findResources('AWS::CloudWatch::Alarm', {
        Properties: { Namespace: BUDGET_METRIC.namespace, MetricName: BUDGET_METRIC.name },
      }) as Record<string, Alarm>,
    );
    expect(budget).toHaveLength(1);
    expect(budget[0]?.Properties).toMatchObject({
      Threshold: 0,
      EvaluationPeriods: 1,
      ComparisonOperator: 'GreaterThanThreshold',
      Statistic: 'Sum',
    });
    expect(budget[0]?.Properties.AlarmActions).toHaveLength(1);
  });
});
