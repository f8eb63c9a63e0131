import { Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as sources from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { WEBHOOK_MAX_ATTEMPTS } from '../../../shared/src/webhooks/events';
import { acknowledge, acknowledgeWildcardResource } from '../nag';
import { AppFunction } from './app-function';
import type { AppTable } from './app-table';

/** Messages per worker invocation: each may wait up to 10 s on its receiver. */
export const WEBHOOK_BATCH_SIZE = 5;
/** Worker instances at once: receivers are third parties; a handful of parallel posts per deployment. */
export const WEBHOOK_WORKER_CONCURRENCY = 5;
/**
 * A batch of five deliveries, each a webhook POST of 10 s at most or a Greenhouse note of four 10-second calls at
 * most (docs/ats.md), with room to record them.
 */
const WORKER_TIMEOUT = Duration.seconds(240);

export interface WebhookDeliveryProps {
  readonly table: AppTable;
  readonly stage: string;
}

/**
 * Outbound webhooks (docs/webhooks.md "Delivery"): the queue the functions that announce events write to, its
 * dead-letter queue, and the worker that signs and posts each delivery. The worker waits between attempts by
 * changing the message's visibility (the event source's role may ChangeMessageVisibility); after
 * WEBHOOK_MAX_ATTEMPTS receives the redrive policy moves the message to the dead-letter queue. Messages are kept 4
 * days, beyond the 24 hours of retries.
 */
export class WebhookDelivery extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly worker: AppFunction;

  constructor(scope: Construct, id: string, props: WebhookDeliveryProps) {
    super(scope, id);
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(this.deadLetterQueue, [
      { id: 'AwsSolutions-SQS3', reason: 'This is the dead-letter queue of the webhook queue.' },
    ]);
    this.queue = new sqs.Queue(this, 'Queue', {
      // AWS asks for at least six times the function's timeout, so a message is not delivered again while a worker holds it.
      visibilityTimeout: Duration.seconds(WORKER_TIMEOUT.toSeconds() * 6),
      retentionPeriod: Duration.days(4),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: WEBHOOK_MAX_ATTEMPTS },
    });

    this.worker = new AppFunction(this, 'Worker', {
      entry: 'lambdas/src/teams/webhook-worker.ts',
      description: 'Webhook worker: signs and posts queued webhook deliveries, retrying on a 24-hour schedule',
      timeout: WORKER_TIMEOUT,
      // The worker changes the visibility of the messages it was given: it needs the queue's URL.
      environment: {
        STAGE: props.stage,
        WEBHOOK_QUEUE_URL: this.queue.queueUrl,
        GREENHOUSE_SECRET_PREFIX: greenhouseSecretPrefix(props.stage),
      },
    }).bindTable(props.table);
    // The worker reads a workspace's Greenhouse client secret when it attaches a note (docs/ats.md "The secret").
    this.allowGreenhouseSecrets(this.worker, ['secretsmanager:GetSecretValue'], props.stage);
    this.worker.fn.addEventSource(
      new sources.SqsEventSource(this.queue, {
        batchSize: WEBHOOK_BATCH_SIZE,
        maxConcurrency: WEBHOOK_WORKER_CONCURRENCY,
        reportBatchItemFailures: true,
      }),
    );
  }

  /**
   * The teams function keeps the workspaces' Greenhouse client secrets (docs/ats.md "The secret"): it creates,
   * replaces, reads and deletes secrets under the stage's Greenhouse prefix, and nothing else in Secrets Manager.
   */
  bindGreenhouseAdmin(fn: AppFunction, stage: string): void {
    fn.addEnvironment('GREENHOUSE_SECRET_PREFIX', greenhouseSecretPrefix(stage));
    this.allowGreenhouseSecrets(
      fn,
      [
        'secretsmanager:CreateSecret',
        'secretsmanager:PutSecretValue',
        'secretsmanager:GetSecretValue',
        'secretsmanager:DeleteSecret',
      ],
      stage,
    );
  }

  private allowGreenhouseSecrets(fn: AppFunction, actions: string[], stage: string): void {
    const { region, account } = Stack.of(this);
    // A secret's ARN ends in six random characters after its name: the prefix with a wildcard names them all.
    const arn = `arn:aws:secretsmanager:${region}:${account}:secret:${greenhouseSecretPrefix(stage)}/*`;
    fn.allow(new iam.PolicyStatement({ actions, resources: [arn] }));
    acknowledgeWildcardResource(
      fn,
      arn,
      "One secret per workspace, created at run time when its owner connects Greenhouse; only the stage's Greenhouse prefix is reachable.",
    );
  }

  /** A function that announces events, or sends a test or a delivery again, may send to the queue (and nothing else on it). */
  bindSender(fn: AppFunction): void {
    fn.addEnvironment('WEBHOOK_QUEUE_URL', this.queue.queueUrl);
    this.queue.grantSendMessages(fn.role);
  }
}

/** Where the stage's Greenhouse client secrets are kept, one per workspace (docs/ats.md "The secret"). */
export function greenhouseSecretPrefix(stage: string): string {
  return `culturefit-${stage}/greenhouse`;
}
