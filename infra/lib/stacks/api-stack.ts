import { createHash } from 'node:crypto';
import { Aws, CfnCustomResource, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { PROMPT_PACK } from '../../../lambdas/src/common/ai/prompt-pack';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { mailFrom, supportAddress, type AppConfig } from '../config';
import { AppApi, streamFunctionKey, usagePlanName, type ApiRoute } from '../constructs/app-api';
import { AppFunction } from '../constructs/app-function';
import { contextAccess } from './context-access';
import { acknowledgeWildcardResource } from '../nag';
import { bedrockInvokeStatement } from '../bedrock';
import { AnalyzerWorkflow } from '../constructs/analyzer-workflow';
import { MailEvents, mailConfigurationSetName } from '../constructs/mail-events';
import { Monitoring } from '../constructs/monitoring';
import { InvitationDelivery } from '../constructs/invitation-delivery';
import { ReminderSchedules } from '../constructs/reminder-schedules';
import { WebhookDelivery } from '../constructs/webhook-delivery';
import type { StatefulStack } from './stateful-stack';
import type { WebStack } from './web-stack';

export interface ApiStackProps extends StackProps {
  readonly config: AppConfig;
  readonly stateful: StatefulStack;
  readonly web: WebStack;
  /** The route table (shared/src/routes/table.ts ROUTES). */
  readonly routes: Readonly<Record<string, ApiRoute>>;
  /** Bounded-context order (shared/src/routes/define.ts CONTEXTS); contexts without routes get no function. */
  readonly contexts: readonly string[];
}

/** Contexts that call the AI provider (spec part 2 §7: AI analysis, toolbox generators and analyzer). */
const AI_CONTEXTS = new Set(['results', 'toolbox']);
/** Contexts that talk to Stripe (plans, payments, webhooks). */
const PAYMENT_CONTEXTS = new Set(['credits']);

/** Entry of a context's function: it dispatches on event.resource + httpMethod. */
export function contextEntry(context: string): string {
  return `lambdas/src/${context}/handler.ts`;
}

/** Entry of a context's streaming function (its routes marked `stream`): Lambda response streaming. */
export function contextStreamEntry(context: string): string {
  return `lambdas/src/${context}/stream.ts`;
}

/** One function per bounded context that has routes, and the REST API built from the route table. */
export class ApiStack extends Stack {
  readonly functions: Record<string, AppFunction> = {};
  /** The reminder schedules' group and the role EventBridge Scheduler invokes the sweep function with. */
  readonly reminders: ReminderSchedules;
  /** Closes sections whose time ran out and scores written answers, every minute (lambdas/src/respondents/sweep.ts). */
  readonly sweep: AppFunction;
  /** The core values analyzer's state machine and its step function (spec part 2 §9.3). */
  readonly analyzer: AnalyzerWorkflow;
  /** Invitation e-mails: the queue, its dead-letter queue and the worker (docs/architecture.md "Bulk invitations"). */
  readonly invitations: InvitationDelivery;
  /** Outbound webhooks: the queue, its dead-letter queue and the worker (docs/webhooks.md "Delivery"). */
  readonly webhooks: WebhookDelivery;
  readonly api: AppApi;
  /** Dashboard and alarms (docs/deploy.md "Alarms and dashboard"); addDeadLetterQueue for a queue's DLQ. */
  readonly monitoring: Monitoring;
  /** Bounces and complaints of the configuration set, fed to the suppression list. */
  readonly mailEvents: MailEvents;
  /** Seeds the prompt pack into the table on deploys that change it (a custom resource). */
  readonly seedPrompts: AppFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, stateful, web } = props;
    const used = new Set(Object.values(props.routes).map((r) => r.context));
    const contexts = props.contexts.filter((c) => used.has(c));

    const stripeSecret = config.stripeSecretName
      ? secretsmanager.Secret.fromSecretNameV2(this, 'StripeSecret', config.stripeSecretName)
      : undefined;
    const stripeWebhookSecret = config.stripeWebhookSecretName
      ? secretsmanager.Secret.fromSecretNameV2(this, 'StripeWebhookSecret', config.stripeWebhookSecretName)
      : undefined;

    const streamingContexts = new Set(
      Object.values(props.routes)
        .filter((r) => r.stream)
        .map((r) => r.context),
    );
    const contextFunction = (context: string, streaming: boolean) => {
      const fn = new AppFunction(this, `${pascal(context)}${streaming ? 'Stream' : ''}Function`, {
        entry: streaming ? contextStreamEntry(context) : contextEntry(context),
        description: streaming
          ? `API: ${context} streaming routes (AI text as it is written)`
          : `API: ${context} routes`,
        // API Gateway caps a buffered response at 29 s; a streaming integration runs for up to 5 minutes here.
        timeout: streaming
          ? Duration.minutes(5)
          : AI_CONTEXTS.has(context)
            ? Duration.minutes(2)
            : Duration.seconds(29),
        environment: {
          ALLOWED_ORIGIN: web.site.url,
          // A request the site passed on (`/api/*`) is believed to come from the address it names only with this
          // (lambdas/src/http/viewer-address.ts).
          ORIGIN_SECRET: web.originSecret,
          USER_POOL_ID: stateful.userPool.userPoolId,
          USER_POOL_CLIENT_ID: web.userPoolClient.userPoolClientId,
          STAGE: config.stage,
          AUDIT_RETENTION_DAYS: String(config.auditRetentionDays),
        },
      }).bindTable(stateful.table);
      // Least privilege per function: the bucket and SES only where its code uses them.
      const access = contextAccess(context, streaming);
      if (access.uploads) fn.bindBucket(stateful.uploadsBucket, 'UPLOADS_BUCKET');
      if (access.mail) fn.allowSendMail(mailFrom(config), config.sesSender, mailConfigurationSetName(config.stage));
      if (context === 'support') fn.addEnvironment('SUPPORT_EMAIL', supportAddress(config));
      // Every streaming function writes AI text (the assessments one: assisted setup and the first assessment).
      if (AI_CONTEXTS.has(context) || streaming) {
        fn.addEnvironment('BEDROCK_MODEL_ID', config.bedrockModelId);
        fn.allow(bedrockInvokeStatement(config.bedrock, { stream: true }));
      }
      // Guest verification e-mails and checks a PIN too (lambdas/src/accounts/api/guest.ts).
      if (context === 'accounts') {
        fn.addEnvironment('PIN_HASH_KEY_SECRET_ARN', stateful.pinHashKey.secretArn);
        stateful.pinHashKey.grantRead(fn.role);
        // A user deleting their account deletes their Cognito user (lambdas/src/adapters/identity): this function only.
        stateful.userPool.grant(fn.role, 'cognito-idp:AdminDeleteUser');
        // Account API keys are added to the API's usage plan, so API Gateway throttles each key.
        fn.addEnvironment('API_USAGE_PLAN_NAME', usagePlanName(this.stackName));
        const region = Stack.of(this).region;
        const keyArns = [
          `arn:aws:apigateway:${region}::/usageplans`,
          `arn:aws:apigateway:${region}::/usageplans/*/keys`,
          `arn:aws:apigateway:${region}::/apikeys`,
          `arn:aws:apigateway:${region}::/apikeys/*`,
        ];
        fn.allow(
          new iam.PolicyStatement({
            actions: ['apigateway:GET', 'apigateway:POST', 'apigateway:DELETE'],
            resources: keyArns,
          }),
        );
        for (const arn of keyArns.filter((a) => a.includes('*'))) {
          acknowledgeWildcardResource(
            fn,
            arn,
            'API keys and the usage plan id are created at run time (one per account key); the plan is found by its fixed name, and only key and plan-key resources are reachable.',
          );
        }
      }
      if (PAYMENT_CONTEXTS.has(context) && stripeSecret) {
        fn.addEnvironment('STRIPE_SECRET_NAME', config.stripeSecretName ?? '');
        stripeSecret.grantRead(fn.role);
      }
      if (PAYMENT_CONTEXTS.has(context) && stripeWebhookSecret) {
        fn.addEnvironment('STRIPE_WEBHOOK_SECRET_NAME', config.stripeWebhookSecretName ?? '');
        stripeWebhookSecret.grantRead(fn.role);
      }
      return fn;
    };
    for (const context of contexts) {
      this.functions[context] = contextFunction(context, false);
      if (streamingContexts.has(context)) this.functions[streamFunctionKey(context)] = contextFunction(context, true);
    }

    this.sweep = new AppFunction(this, 'SweepFunction', {
      entry: 'lambdas/src/respondents/sweep-handler.ts',
      description: 'Sweep: closes timed-out sections, scores written answers, sends results where asked',
      timeout: Duration.minutes(5),
      // ALLOWED_ORIGIN: links in the results e-mails a completion by the timer sends (auto-send).
      environment: {
        STAGE: config.stage,
        BEDROCK_MODEL_ID: config.bedrockModelId,
        ALLOWED_ORIGIN: web.site.url,
        // The retention sweep's deletions are audit events too.
        AUDIT_RETENTION_DAYS: String(config.auditRetentionDays),
      },
    })
      .bindTable(stateful.table)
      .allowSendMail(mailFrom(config), config.sesSender, mailConfigurationSetName(config.stage))
      // Written answers are scored through the same inference profile as every other AI call.
      .allow(bedrockInvokeStatement(config.bedrock, { stream: false }));
    new events.Rule(this, 'SweepSchedule', {
      description: 'Runs the respondent sweep every minute',
      schedule: events.Schedule.rate(Duration.minutes(1)),
      targets: [new targets.LambdaFunction(this.sweep.fn, { retryAttempts: 2 })],
    });

    // Core values analyzer: an inline Map of 10 (skills 5) on Step Functions; the toolbox function starts runs.
    this.analyzer = new AnalyzerWorkflow(this, 'Analyzer', {
      table: stateful.table,
      stage: config.stage,
      bedrockModelId: config.bedrockModelId,
      bedrock: config.bedrock,
    });
    if (this.functions.toolbox) this.analyzer.bindStarter(this.functions.toolbox);

    // Invitation e-mails leave through a queue, sent by a worker at the account's SES rate.
    this.invitations = new InvitationDelivery(this, 'Invitations', {
      table: stateful.table,
      stage: config.stage,
      webUrl: web.site.url,
      mailFrom: mailFrom(config),
      sesSender: config.sesSender,
      configurationSetName: mailConfigurationSetName(config.stage),
    });
    if (this.functions.respondents) this.invitations.bindSender(this.functions.respondents);
    // Automatic reminders: one-time schedules invoke the sweep function, which queues the reminder e-mail.
    this.reminders = new ReminderSchedules(this, 'Reminders', { stage: config.stage, target: this.sweep.fn });
    this.invitations.bindSender(this.sweep);
    this.reminders.bindCanceller(this.sweep);
    if (this.functions.respondents) this.reminders.bindCreator(this.functions.respondents);

    // Webhook deliveries leave through a queue; the functions where events happen (and the teams function's test
    // and send-again) write to it.
    this.webhooks = new WebhookDelivery(this, 'Webhooks', { table: stateful.table, stage: config.stage });
    for (const key of WEBHOOK_SENDERS) {
      const fn = this.functions[key];
      if (fn) this.webhooks.bindSender(fn);
    }
    this.webhooks.bindSender(this.sweep);
    if (this.functions.teams) this.webhooks.bindGreenhouseAdmin(this.functions.teams, config.stage);

    // Prompts are data (spec part 2 §3): the versioned pack is written to the table after every deploy that changes it.
    const seedPrompts = (this.seedPrompts = new AppFunction(this, 'SeedPromptsFunction', {
      entry: 'lambdas/src/toolbox/seed-prompts.ts',
      description: 'Seeds the prompt pack into the table (a custom resource: runs on deploys that change the pack)',
      timeout: Duration.minutes(1),
      environment: { STAGE: config.stage },
    }).bindTable(stateful.table));
    // A custom resource served by that function: CloudFormation calls it again whenever the pack's hash changes.
    new CfnCustomResource(this, 'PromptPack', {
      serviceToken: seedPrompts.fn.functionArn,
    }).addPropertyOverride('PackHash', createHash('sha256').update(JSON.stringify(PROMPT_PACK)).digest('hex'));
    // The site's address, written to the table for the sign-in trigger's unlock links (its stack comes before the site).
    new CfnCustomResource(this, 'WebAddress', { serviceToken: seedPrompts.fn.functionArn }).addPropertyOverride(
      'WebUrl',
      web.site.url,
    );
    seedPrompts.fn.addPermission('CloudFormationInvoke', {
      principal: new iam.ServicePrincipal('cloudformation.amazonaws.com'),
      sourceAccount: Aws.ACCOUNT_ID,
    });

    this.api = new AppApi(this, 'Api', {
      restApi: web.restApi,
      originSecret: web.originSecret,
      routes: props.routes,
      functions: this.functions,
      userPool: stateful.userPool,
      allowedOrigin: web.site.url,
      stageName: config.stage,
    });

    this.mailEvents = new MailEvents(this, 'MailEvents', {
      table: stateful.table,
      configurationSetName: mailConfigurationSetName(config.stage),
    });

    this.monitoring = new Monitoring(this, 'Alarms', {
      stage: config.stage,
      api: this.api.api,
      apiName: this.api.restApiName,
      functions: {
        ...this.functions,
        sweep: this.sweep,
        analyzerStep: this.analyzer.step,
        seedPrompts,
        mailEvents: this.mailEvents.handler,
        invitationWorker: this.invitations.worker,
        webhookWorker: this.webhooks.worker,
      },
      triggers: stateful.triggers,
      table: stateful.table.table,
      stateMachines: { analyzer: this.analyzer.stateMachine },
      deadLetterQueues: {
        invitations: this.invitations.deadLetterQueue,
        mailEvents: this.mailEvents.deadLetterQueue,
        webhooks: this.webhooks.deadLetterQueue,
      },
      email: config.alarmEmail,
    });

    new CfnOutput(this, 'ApiUrl', { value: this.api.url });
  }
}

/**
 * The functions that announce webhook events (docs/webhooks.md "When events are sent"): publish (assessments),
 * Finish (respondents), the analysis (results' streaming function), the test event and send again (teams); the sweep
 * besides.
 */
const WEBHOOK_SENDERS = ['assessments', 'respondents', 'results:stream', 'teams'] as const;

function pascal(name: string): string {
  return name.replace(/(^|[-_])(\w)/g, (_m, _s: string, c: string) => c.toUpperCase());
}
