import { Duration } from 'aws-cdk-lib';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import { AppFunction } from './app-function';
import type { AppTable } from './app-table';

/** The configuration set every e-mail is sent through (MAIL_CONFIGURATION_SET), one per stage. */
export function mailConfigurationSetName(stage: string): string {
  return `culturefit-${stage}-mail`;
}

/** The SES events function's entry (TABLE_ACCESS row in infra/lib/stacks/context-access.ts). */
export const MAIL_EVENTS_ENTRY = 'lambdas/src/adapters/mail/ses-events-handler.ts';

/**
 * The configuration set (docs/deploy.md "E-mail delivery: bounces and complaints"): reputation metrics on, and SES's
 * account-level suppression list applied to bounces and complaints, so SES drops mail to an address it already knows
 * bounces even if the product's own list missed the event. The set and the sender identity that names it as its default
 * are stateful (Stateful stack); its event destination and the function it feeds are in MailEvents.
 */
export function mailConfigurationSet(scope: Construct, id: string, stage: string): ses.ConfigurationSet {
  return new ses.ConfigurationSet(scope, id, {
    configurationSetName: mailConfigurationSetName(stage),
    reputationMetrics: true,
    suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
  });
}

export interface MailEventsProps {
  readonly table: AppTable;
  /** The configuration set's name (mailConfigurationSetName): named, not referenced, so no stack exports it. */
  readonly configurationSetName: string;
}

/**
 * Bounces and complaints of every e-mail sent through the configuration set: SES publishes them to an SNS topic, whose
 * subscriber (lambdas/src/adapters/mail/ses-events-handler.ts) puts permanently bouncing and complaining addresses on
 * the product's suppression list in the table. That function may read and write the table, nothing else.
 */
export class MailEvents extends Construct {
  readonly topic: sns.Topic;
  readonly handler: AppFunction;
  /**
   * Events the function failed on after Lambda's two retries of an asynchronous call (SNS invokes it asynchronously),
   * and events SNS could not deliver to it at all: kept 14 days to be replayed, and alarmed (api-stack's monitoring).
   */
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: MailEventsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', {
      displayName: 'Culture Fit e-mail bounces and complaints',
      enforceSSL: true,
    });
    acknowledge(this.topic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'SES publishes to this topic; an encrypted topic would need a customer-managed KMS key whose policy lets SES use it. Its messages (an address that bounced or complained) are kept only as the suppression item in the encrypted table.',
      },
    ]);
    const configurationSet = ses.ConfigurationSet.fromConfigurationSetName(
      this,
      'ConfigurationSet',
      props.configurationSetName,
    );
    new ses.ConfigurationSetEventDestination(this, 'BouncesAndComplaints', {
      configurationSet,
      destination: ses.EventDestination.snsTopic(this.topic),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });

    this.handler = new AppFunction(this, 'Function', {
      entry: MAIL_EVENTS_ENTRY,
      description: 'SES events: puts permanently bouncing and complaining addresses on the suppression list',
      memorySize: 512,
      timeout: Duration.seconds(30),
    }).bindTable(props.table);
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(this.deadLetterQueue, [
      { id: 'AwsSolutions-SQS3', reason: 'This is the dead-letter queue of the SES events function.' },
    ]);
    this.handler.fn.configureAsyncInvoke({
      retryAttempts: 2,
      onFailure: new destinations.SqsDestination(this.deadLetterQueue),
    });
    this.topic.addSubscription(
      new subscriptions.LambdaSubscription(this.handler.fn, { deadLetterQueue: this.deadLetterQueue }),
    );
  }
}
