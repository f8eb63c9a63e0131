import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as sources from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge, acknowledgeWildcardResource } from '../nag';
import { AppFunction } from './app-function';
import type { AppTable } from './app-table';

/** Deliveries of one message before SQS moves it to the dead-letter queue (the worker marks it failed on the last). */
export const INVITATION_MAX_RECEIVES = 5;
/** Worker instances the event source runs at once: they share the account's send rate. */
export const INVITATION_WORKER_CONCURRENCY = 2;
/** Messages per worker invocation: a handful, so a batch paced at 1 a second (the SES sandbox) ends well in time. */
export const INVITATION_BATCH_SIZE = 5;
const WORKER_TIMEOUT = Duration.minutes(1);

export interface InvitationDeliveryProps {
  readonly table: AppTable;
  readonly stage: string;
  /** The site's address: links in the e-mails. */
  readonly webUrl: string;
  readonly mailFrom: string;
  readonly sesSender?: string;
  /** The SES configuration set every send names (its bounce and complaint events feed the suppression list). */
  readonly configurationSetName: string;
}

/**
 * Bulk invitations (docs/architecture.md "Bulk invitations", docs/deploy.md "Bulk invitations"): the queue the invite
 * route writes to, its dead-letter queue, and the worker that sends each e-mail at the account's SES rate, fed by an
 * event source with ReportBatchItemFailures, a small batch and at most two concurrent workers.
 */
export class InvitationDelivery extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly worker: AppFunction;

  constructor(scope: Construct, id: string, props: InvitationDeliveryProps) {
    super(scope, id);
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(this.deadLetterQueue, [
      { id: 'AwsSolutions-SQS3', reason: 'This is the dead-letter queue of the invitation queue.' },
    ]);
    this.queue = new sqs.Queue(this, 'Queue', {
      // AWS asks for at least six times the function's timeout, so a message is not delivered again while a worker holds it.
      visibilityTimeout: Duration.seconds(WORKER_TIMEOUT.toSeconds() * 6),
      retentionPeriod: Duration.days(4),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: INVITATION_MAX_RECEIVES },
    });

    this.worker = new AppFunction(this, 'Worker', {
      entry: 'lambdas/src/respondents/invitation-worker.ts',
      description: 'Invitation worker: sends queued invitation e-mails at the account SES rate',
      timeout: WORKER_TIMEOUT,
      environment: {
        STAGE: props.stage,
        ALLOWED_ORIGIN: props.webUrl,
        INVITE_MAX_RECEIVES: String(INVITATION_MAX_RECEIVES),
        INVITE_WORKER_CONCURRENCY: String(INVITATION_WORKER_CONCURRENCY),
      },
    })
      .bindTable(props.table)
      .allowSendMail(props.mailFrom, props.sesSender, props.configurationSetName)
      // The account's MaxSendRate, read once per cold start to pace the sends.
      .allow(new iam.PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }));
    acknowledgeWildcardResource(
      this.worker,
      '*',
      'ses:GetAccount reads the account-level send quota; the action has no resource type, so IAM accepts only "*".',
    );
    this.worker.fn.addEventSource(
      new sources.SqsEventSource(this.queue, {
        batchSize: INVITATION_BATCH_SIZE,
        maxConcurrency: INVITATION_WORKER_CONCURRENCY,
        reportBatchItemFailures: true,
      }),
    );
  }

  /** The invite route's function may send to the queue (and nothing else on it). */
  bindSender(fn: AppFunction): void {
    fn.addEnvironment('INVITATION_QUEUE_URL', this.queue.queueUrl);
    this.queue.grantSendMessages(fn.role);
  }
}
