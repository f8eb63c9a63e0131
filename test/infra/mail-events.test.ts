import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import type { CultureFitStacks } from '../../infra/lib/culturefit-app';
import { MAIL_EVENTS_ENTRY } from '../../infra/lib/constructs/mail-events';
import { TABLE_ACCESS } from '../../infra/lib/stacks/context-access';
import { logicalId, synthesizedApp } from './helpers';

/**
 * E-mail delivery (docs/deploy.md "E-mail delivery: bounces and complaints"): one configuration set with reputation
 * metrics, named by every send and granted with it; its bounces and complaints go to a topic whose function may write
 * the table; alarms on the account's bounce and complaint rates; the DKIM records of a sender domain as outputs.
 */

function synth(context: Record<string, string>): { stacks: CultureFitStacks; stateful: Template; api: Template } {
  const { stacks } = synthesizedApp(context);
  return { stacks, stateful: Template.fromStack(stacks.stateful), api: Template.fromStack(stacks.api) };
}

type Resource = { Properties: Record<string, unknown> };
const values = (t: Template, type: string) => Object.values(t.findResources(type)) as Resource[];

describe('SES configuration set, bounce and complaint events, reputation alarms and DKIM', () => {
  const { stacks, stateful, api } = synth({ stage: 'prod', sesSender: 'example.com', alarmEmail: 'ops@example.com' });

  it('the configuration set publishes reputation metrics and uses the account suppression list; the sender names it as its default', () => {
    stateful.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'culturefit-prod-mail',
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    const [identity] = values(stateful, 'AWS::SES::EmailIdentity');
    expect(identity?.Properties).toMatchObject({
      EmailIdentity: 'example.com',
      ConfigurationSetAttributes: { ConfigurationSetName: expect.anything() },
    });
  });

  it('bounces and complaints go to an SNS topic that SES may publish to, subscribed by the events function', () => {
    api.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: 'culturefit-prod-mail',
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: logicalId(stacks.api.mailEvents.topic) } },
      },
    });
    const policies = JSON.stringify(values(api, 'AWS::SNS::TopicPolicy'));
    expect(policies).toContain('ses.amazonaws.com');
    expect(policies).toContain('configuration-set/culturefit-prod-mail');
    api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: logicalId(stacks.api.mailEvents.topic) },
    });
    api.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'sns.amazonaws.com',
      SourceArn: { Ref: logicalId(stacks.api.mailEvents.topic) },
    });
  });

  it('the events function may read and write the table (no delete, no Scan) and send no mail', () => {
    const fn = stacks.api.mailEvents.handler;
    expect(fn.entry).toBe(MAIL_EVENTS_ENTRY);
    expect(TABLE_ACCESS[MAIL_EVENTS_ENTRY]).toEqual({ deletes: false, batchWrites: false });
    const roleId = logicalId(fn.role);
    const mine = JSON.stringify(
      values(api, 'AWS::IAM::Policy').filter((p) => JSON.stringify(p.Properties.Roles).includes(roleId)),
    );
    expect(mine).toContain('dynamodb:PutItem');
    expect(mine).toContain('dynamodb:GetItem');
    expect(mine).not.toContain('dynamodb:DeleteItem');
    expect(mine).not.toContain('dynamodb:Scan');
    expect(mine).not.toContain('ses:');
  });

  it('every function that sends mail names the configuration set and may send through it', () => {
    let checked = 0;
    for (const [template, fns] of [
      [api, [...Object.values(stacks.api.functions), stacks.api.sweep]],
      [stateful, Object.values(stacks.stateful.triggers)],
    ] as const) {
      const policies = values(template, 'AWS::IAM::Policy');
      for (const f of fns) {
        const props = template.toJSON().Resources[logicalId(f.fn)].Properties as {
          Environment?: { Variables?: Record<string, unknown> };
        };
        const env = props.Environment?.Variables ?? {};
        if (env.MAIL_TRANSPORT !== 'ses') continue;
        checked++;
        expect(env.MAIL_CONFIGURATION_SET, f.entry).toBe('culturefit-prod-mail');
        const mine = JSON.stringify(
          policies.filter((p) => JSON.stringify(p.Properties.Roles).includes(logicalId(f.role))),
        );
        expect(mine, f.entry).toContain('ses:SendEmail');
        expect(mine, f.entry).toContain(':configuration-set/culturefit-prod-mail');
        expect(mine, f.entry).toContain(':identity/example.com');
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it('an event the function fails on after its retries, or SNS cannot deliver, lands in a dead-letter queue that is alarmed', () => {
    const dlq = { 'Fn::GetAtt': [logicalId(stacks.api.mailEvents.deadLetterQueue), 'Arn'] };
    api.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalId(stacks.api.mailEvents.handler.fn) },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: dlq } },
    });
    api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      RedrivePolicy: { deadLetterTargetArn: dlq },
    });
    const monitored = Template.fromStack(stacks.api.monitoring.nestedStack).toJSON() as { Parameters?: object };
    const passed = JSON.stringify(api.findResources('AWS::CloudFormation::Stack'));
    expect(JSON.stringify(monitored)).toContain('Dead-letter queue mailEvents');
    expect(passed).toContain(logicalId(stacks.api.mailEvents.deadLetterQueue));
  });

  // The reputation alarms and the events function's errors alarm are in test/infra/alarms.test.ts.

  it("a sender domain's three Easy DKIM CNAME records are stack outputs", () => {
    const outputs = stateful.toJSON().Outputs as Record<string, { Value: unknown }>;
    const dkim = Object.entries(outputs).filter(([k]) => k.startsWith('MailDkimRecord'));
    expect(dkim.map(([k]) => k)).toEqual(['MailDkimRecord1', 'MailDkimRecord2', 'MailDkimRecord3']);
    const identity = Object.keys(stateful.findResources('AWS::SES::EmailIdentity'))[0];
    for (const [i, [, output]] of dkim.entries()) {
      const value = JSON.stringify(output.Value);
      expect(value).toContain(`DkimDNSTokenName${i + 1}`);
      expect(value).toContain(`DkimDNSTokenValue${i + 1}`);
      expect(value).toContain(identity);
      expect(value).toContain(' CNAME ');
    }
  });

  it("a sender address (not a domain) has no DKIM outputs; its sends go through the stage's set", () => {
    const address = synth({ stage: 'dev', sesSender: 'noreply@example.com' });
    expect(Object.keys(address.stateful.toJSON().Outputs ?? {}).filter((k) => k.startsWith('MailDkim'))).toEqual([]);
    address.stateful.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'culturefit-dev-mail' });
    const policies = JSON.stringify(values(address.api, 'AWS::IAM::Policy'));
    expect(policies).toContain(':configuration-set/culturefit-dev-mail');
    expect(policies).toContain(':identity/noreply@example.com');
  });
});
