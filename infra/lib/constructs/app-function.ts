import { AssetHashType, DockerImage, Duration, RemovalPolicy, Stack, type BundlingOptions } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { leadingKeyPattern, tableAccess, tableKeys } from '../stacks/context-access';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TABLE_SCHEMA } from '../table-schema';
import { acknowledgeWildcardResource } from '../nag';
import type { AppTable } from './app-table';
import { buildLambda, LAMBDA_ENTRY_FILE, LAMBDA_NODE_MAJOR } from '../lambda-build';

/** Repository root: infra/lib/constructs -> ../../.. */
export const PROJECT_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');

export interface AppFunctionProps {
  /** Entry file, relative to the repository root (e.g. `lambdas/src/accounts/handler.ts`). */
  readonly entry: string;
  readonly description?: string;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  readonly environment?: Record<string, string>;
  readonly logRetention?: logs.RetentionDays;
}

/** Table actions the handlers use. No Scan: every list is a Query with a cursor (docs/architecture.md "Data"). */
const TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:ConditionCheckItem',
];

/**
 * The function's code: built in-process by esbuild (never Docker) by infra/lib/lambda-build.ts, ESM split into
 * chunks and the chunks joined into fewer files, which NodejsFunction's bundling cannot do. `command` names the entry, so each function's asset
 * is its own (the CDK caches bundled assets by their bundling options).
 */
function lambdaBundling(entry: string): BundlingOptions {
  return {
    image: DockerImage.fromRegistry(`public.ecr.aws/sam/build-nodejs${LAMBDA_NODE_MAJOR}.x`),
    command: ['esbuild', entry],
    local: {
      tryBundle(outputDir) {
        buildLambda(PROJECT_ROOT, entry, outputDir);
        return true;
      },
    },
  };
}

/**
 * A Lambda function with the project's defaults baked in: Node.js 24 on arm64, bundled by a local
 * esbuild (never Docker) as minified ESM split into chunks, no X-Ray tracing, JSON logs into its own
 * log group, and a role that holds only what the `bind*`/`allow*` calls add.
 */
export class AppFunction extends Construct {
  readonly fn: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  /** The entry as given (relative to the project), which names the function's row in TABLE_ACCESS. */
  readonly entry: string;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    this.entry = props.entry;
    const entry = path.resolve(PROJECT_ROOT, props.entry);
    if (!existsSync(entry)) throw new Error(`Lambda entry ${props.entry} does not exist`);

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention ?? logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // An own role instead of AWSLambdaBasicExecutionRole: writes to its own log group only.
    this.role = new iam.Role(this, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(this.role);

    this.fn = new lambda.Function(this, 'Handler', {
      code: lambda.Code.fromAsset(PROJECT_ROOT, {
        assetHashType: AssetHashType.OUTPUT,
        bundling: lambdaBundling(props.entry),
      }),
      handler: `${LAMBDA_ENTRY_FILE.replace(/\.mjs$/, '')}.handler`,
      description: props.description,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      // No X-Ray: Powertools Tracer would add about 18 ms of CPU and 120 KB to every cold start (docs/cold-start.md
      // "Tracing and metrics"), and without it a trace records nothing inside the function.
      tracing: lambda.Tracing.DISABLED,
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
      systemLogLevelV2: lambda.SystemLogLevel.WARN,
      logGroup: this.logGroup,
      role: this.role,
      environment: { ...props.environment },
    });
  }

  addEnvironment(name: string, value: string): this {
    this.fn.addEnvironment(name, value);
    return this;
  }

  /**
   * TABLE_NAME plus item read/write on the table and its indexes (no Scan, no table management); DeleteItem and
   * BatchWriteItem only where the entry's row in TABLE_ACCESS says its code deletes or writes in batches; and only on
   * the partition keys of its row in TABLE_KEYS (`dynamodb:LeadingKeys`, the table's or the queried index's).
   */
  bindTable(table: AppTable): this {
    this.addEnvironment('TABLE_NAME', table.table.tableName);
    const access = tableAccess(this.entry);
    const keys = tableKeys(this.entry);
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [
          ...TABLE_ACTIONS,
          ...(access.deletes ? ['dynamodb:DeleteItem'] : []),
          ...(access.batchWrites ? ['dynamodb:BatchWriteItem'] : []),
        ],
        resources: [
          table.table.tableArn,
          ...TABLE_SCHEMA.globalSecondaryIndexes.map((index) => `${table.table.tableArn}/index/${index.indexName}`),
        ],
        // ForAllValues: every partition key a request names (a batch names several) must match one pattern.
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': keys.map(leadingKeyPattern) } },
      }),
    );
    return this;
  }

  /**
   * `<envName>` = bucket name, plus object get/put/delete (presigned URLs are signed with this role) and tagging
   * (a presigned upload is tagged pending; saving it retags it kept).
   */
  bindBucket(bucket: s3.IBucket, envName: string): this {
    this.addEnvironment(envName, bucket.bucketName);
    const objects = bucket.arnForObjects('*');
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging', 's3:DeleteObject'],
        resources: [objects],
      }),
    );
    acknowledgeWildcardResource(
      this,
      objects,
      `Object keys in ${envName} are generated per account and upload at run time (e.g. images/users/{emailKey}/...), so access is granted on the bucket's objects; the handler checks ownership, type and size before signing.`,
    );
    return this;
  }

  /**
   * MAIL_FROM, MAIL_TRANSPORT=ses, MAIL_CONFIGURATION_SET and ses:SendEmail. With a verified sender identity the grant
   * is limited to it; without one (sandbox set-up still pending) any identity of the account. SES authorises a send on
   * the configuration set it names too, so the grant covers that set (docs/deploy.md "E-mail delivery: bounces and
   * complaints").
   */
  allowSendMail(mailFrom: string, identityName: string | undefined, configurationSetName: string): this {
    this.addEnvironment('MAIL_FROM', mailFrom);
    this.addEnvironment('MAIL_TRANSPORT', 'ses');
    this.addEnvironment('MAIL_CONFIGURATION_SET', configurationSetName);
    const stack = Stack.of(this);
    const identityArn = (name: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    const resources = [
      identityName ? identityArn(identityName) : identityArn('*'),
      stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: configurationSetName }),
    ];
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources }),
    );
    if (!identityName) {
      acknowledgeWildcardResource(
        this,
        identityArn('*'),
        'No sesSender context was given, so the verified identity is not known at synth time; SES still refuses to send from an unverified identity. Set sesSender to scope this to one identity.',
      );
    }
    return this;
  }

  allow(statement: iam.PolicyStatement): this {
    this.role.addToPrincipalPolicy(statement);
    return this;
  }
}
