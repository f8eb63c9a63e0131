import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { runSimulation } from '@cloud-copilot/iam-simulate';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { configFromContext } from '../../infra/lib/config';
import { AppFunction } from '../../infra/lib/constructs/app-function';
import { buildCultureFitApp, type CultureFitStacks } from '../../infra/lib/culturefit-app';
import { CONTEXT_ACCESS, TABLE_ACCESS, TABLE_KEYS } from '../../infra/lib/stacks/context-access';
import { entityBuilders } from '../../lambdas/src/db/service';
import { TRIGGERS, TRIGGER_ACCESS } from '../../infra/lib/stacks/stateful-stack';
import { TABLE_SCHEMA } from '../../infra/lib/table-schema';
import { webFixture } from './helpers';

/**
 * Least privilege, proven on the synthesized policies (docs/deploy.md "Least privilege"): every function of the app
 * (each AppFunction, so a function added later is included) has its role's policies taken from the templates, the
 * table, bucket, user pool and secret ARNs resolved to sample ARNs, and an offline IAM policy simulator
 * (@cloud-copilot/iam-simulate) asked about requests it must be allowed and requests it must be denied: another
 * context's partition keys (dynamodb:LeadingKeys), Scan, DeleteItem where not granted, another table, another user
 * pool, another bucket, table management. DynamoDB Local evaluates no IAM, so this is where the grants are checked.
 * Bedrock statements are left alone here.
 */

const ACCOUNT = '111122223333';
const REGION = 'eu-west-1';
const SES_SENDER = 'example.com';

type Json = unknown;
type Template_ = {
  Resources: Record<string, { Type: string; Properties?: Record<string, Json> }>;
  Outputs?: Record<string, { Value: Json; Export?: { Name: string } }>;
};

let stacks: CultureFitStacks;
let app: App;
const templates = new Map<Stack, Template_>();
/** Export name -> the template and value that export it (Fn::ImportValue across stacks). */
const exportsByName = new Map<string, { template: Template_; value: Json }>();

beforeAll(() => {
  app = new App({
    outdir: mkdtempSync(path.join(tmpdir(), 'culturefit-cdk-')),
    // The policies are what is checked here, not the code: the functions are not bundled.
    context: { 'aws:cdk:bundling-stacks': [] },
  });
  stacks = buildCultureFitApp(app, {
    config: configFromContext({ sesSender: SES_SENDER }),
    webAssetPath: webFixture(),
    nag: false,
  });
  app.synth();
  for (const stack of Object.values(stacks)) {
    const template = Template.fromStack(stack).toJSON() as Template_;
    templates.set(stack, template);
    for (const output of Object.values(template.Outputs ?? {}))
      if (output.Export) exportsByName.set(output.Export.Name, { template, value: output.Value });
  }
});

/** A sample physical name or ARN for a resource of the template, by its type. */
function sample(template: Template_, logicalId: string, attribute: 'Ref' | 'Arn'): string {
  const type = template.Resources[logicalId]?.Type;
  const id = logicalId;
  switch (type) {
    case 'AWS::DynamoDB::GlobalTable':
    case 'AWS::DynamoDB::Table':
      return attribute === 'Ref' ? id : `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${id}`;
    case 'AWS::S3::Bucket':
      return attribute === 'Ref' ? id.toLowerCase() : `arn:aws:s3:::${id.toLowerCase()}`;
    case 'AWS::Cognito::UserPool':
      return attribute === 'Ref'
        ? `${REGION}_${id}`
        : `arn:aws:cognito-idp:${REGION}:${ACCOUNT}:userpool/${REGION}_${id}`;
    case 'AWS::SecretsManager::Secret':
      return `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:${id}-AbCdEf`;
    case 'AWS::Logs::LogGroup':
      return attribute === 'Ref' ? id : `arn:aws:logs:${REGION}:${ACCOUNT}:log-group:${id}:*`;
    case 'AWS::StepFunctions::StateMachine':
      return `arn:aws:states:${REGION}:${ACCOUNT}:stateMachine:${id}`;
    case 'AWS::Lambda::Function':
      return attribute === 'Ref' ? id : `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${id}`;
    case 'AWS::ApiGateway::RestApi':
      return id.toLowerCase();
    default:
      return attribute === 'Ref'
        ? id
        : `arn:aws:${(type ?? 'x::unknown').split('::')[1]!.toLowerCase()}:${REGION}:${ACCOUNT}:${id}`;
  }
}

/** Resolves the intrinsic functions a policy uses (Ref, GetAtt, Join, ImportValue, Select, Split) to sample values. */
function resolve(template: Template_, value: Json): Json {
  if (Array.isArray(value)) return value.map((v) => resolve(template, v));
  if (!value || typeof value !== 'object') return value;
  const [key, arg] = Object.entries(value as Record<string, Json>)[0] ?? [];
  const pseudo: Record<string, string> = {
    'AWS::Partition': 'aws',
    'AWS::Region': REGION,
    'AWS::AccountId': ACCOUNT,
    'AWS::URLSuffix': 'amazonaws.com',
    'AWS::StackName': 'stack',
  };
  switch (key) {
    case 'Ref':
      return pseudo[arg as string] ?? sample(template, arg as string, 'Ref');
    case 'Fn::GetAtt':
      return sample(template, (arg as string[])[0]!, 'Arn');
    case 'Fn::Join': {
      const [separator, parts] = arg as [string, Json[]];
      return (resolve(template, parts) as string[]).join(separator);
    }
    case 'Fn::ImportValue': {
      const exported = exportsByName.get(resolve(template, arg) as string);
      if (!exported) throw new Error(`No export ${JSON.stringify(arg)}`);
      return resolve(exported.template, exported.value);
    }
    case 'Fn::Select': {
      const [index, list] = arg as [number, Json];
      return (resolve(template, list) as Json[])[Number(index)];
    }
    case 'Fn::Split': {
      const [separator, text] = arg as [string, Json];
      return (resolve(template, text) as string).split(separator);
    }
    default:
      return Object.fromEntries(
        Object.entries(value as Record<string, Json>).map(([k, v]) => [k, resolve(template, v)]),
      );
  }
}

interface FunctionUnderTest {
  readonly name: string;
  readonly entry: string;
  readonly policies: { name: string; policy: Json }[];
}

/** Every AppFunction of the app, with its role's policies resolved to sample ARNs. */
function functionsUnderTest(): FunctionUnderTest[] {
  return app.node
    .findAll()
    .filter((c): c is AppFunction => c instanceof AppFunction)
    .map((fn) => {
      const stack = Stack.of(fn);
      const template = templates.get(stack)!;
      const roleId = stack.getLogicalId(fn.role.node.defaultChild as never);
      const policies = Object.entries(template.Resources)
        .filter(([, r]) => r.Type === 'AWS::IAM::Policy')
        .filter(([, r]) => JSON.stringify(r.Properties?.Roles).includes(`"${roleId}"`))
        .map(([id, r]) => ({ name: id, policy: resolve(template, r.Properties!.PolicyDocument) }));
      return { name: fn.node.path, entry: fn.entry, policies };
    });
}

/** The sample ARNs of the app's own resources. */
function arns() {
  const stateful = templates.get(stacks.stateful)!;
  const id = (type: string, match = '') =>
    Object.entries(stateful.Resources).find(([k, r]) => r.Type === type && k.includes(match))![0];
  const table = sample(stateful, id('AWS::DynamoDB::GlobalTable'), 'Arn');
  const uploads = sample(stateful, id('AWS::S3::Bucket', 'Uploads'), 'Arn');
  return {
    table,
    index: (name: string) => `${table}/index/${name}`,
    otherTable: `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/another-table`,
    uploadsObject: `${uploads}/images/users/a/logo.png`,
    otherBucketObject: 'arn:aws:s3:::another-bucket/images/users/a/logo.png',
    userPool: sample(stateful, id('AWS::Cognito::UserPool'), 'Arn'),
    otherUserPool: `arn:aws:cognito-idp:${REGION}:${ACCOUNT}:userpool/${REGION}_another`,
    pinHashKey: sample(stateful, id('AWS::SecretsManager::Secret', 'PinHashKey'), 'Ref'),
    sesIdentity: `arn:aws:ses:${REGION}:${ACCOUNT}:identity/${SES_SENDER}`,
    otherSesIdentity: `arn:aws:ses:${REGION}:${ACCOUNT}:identity/another.example`,
  };
}

/** Every key space some function may touch. */
const ALL_SPACES = [...new Set(Object.values(TABLE_KEYS).flat())];

interface ModelView {
  model: {
    byAccessPattern: Record<string, { pk: { composite: readonly string[] } }>;
    schema: { attributes: Record<string, { type: unknown }> };
  };
  query: Record<
    string,
    (facets: Record<string, unknown>) => { params(o: object): { ExpressionAttributeValues: Record<string, string> } }
  >;
}

/**
 * A partition key value of each key space as the data layer writes it: a Query of each index of each entity, with
 * sample values, so the patterns of leadingKeyPattern are checked against real keys, not against themselves.
 */
const REAL_KEYS = new Map<string, string>([['groupstats', 'groupstats#tpl-1']]);
// The data layer names the table from the environment, as a function does; only the keys are read here.
process.env.TABLE_NAME ??= 'table';
for (const buildEntity of Object.values(entityBuilders)) {
  const entity = buildEntity() as unknown as ModelView;
  for (const [accessPattern, index] of Object.entries(entity.model.byAccessPattern)) {
    const sampleOf = (name: string) => {
      const type = entity.model.schema.attributes[name]?.type;
      return Array.isArray(type) ? type[0] : type === 'number' ? 1 : `Sample-${name}@Example.com`;
    };
    const facets = Object.fromEntries(index.pk.composite.map((f) => [f, sampleOf(f)]));
    const pk = entity.query[accessPattern]!(facets).params({}).ExpressionAttributeValues[':pk']!;
    REAL_KEYS.set((index.pk.composite[0] ?? '').toLowerCase(), pk);
  }
}
const keyIn = (space: string): string => {
  const key = REAL_KEYS.get(space);
  if (!key) throw new Error(`No entity keys a partition by ${space}`);
  return key;
};

interface Ask {
  readonly action: string;
  readonly resource: string;
  readonly leadingKeys?: string[];
  readonly allowed: boolean;
  readonly why: string;
}

async function decide(fn: FunctionUnderTest, ask: Ask): Promise<boolean> {
  const result = await runSimulation(
    {
      identityPolicies: fn.policies as never,
      serviceControlPolicies: [],
      resourceControlPolicies: [],
      request: {
        action: ask.action,
        principal: `arn:aws:iam::${ACCOUNT}:role/function`,
        resource: { resource: ask.resource, accountId: ACCOUNT },
        contextVariables: ask.leadingKeys ? { 'dynamodb:LeadingKeys': ask.leadingKeys } : {},
      },
    } as never,
    {},
  );
  if (result.resultType === 'error') throw new Error(`${ask.action} ${ask.resource}: ${JSON.stringify(result.errors)}`);
  return result.overallResult === 'Allowed';
}

/** What a function must be allowed and denied, from its rows in infra/lib/stacks/context-access.ts and stateful-stack.ts. */
function asksFor(fn: FunctionUnderTest): Ask[] {
  const a = arns();
  const asks: Ask[] = [];
  const keys = TABLE_KEYS[fn.entry];
  const access = TABLE_ACCESS[fn.entry];
  const indexes = TABLE_SCHEMA.globalSecondaryIndexes.map((i) => a.index(i.indexName));
  if (keys && access) {
    for (const space of keys) {
      const own = [keyIn(space)];
      for (const action of ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem', 'Query'])
        asks.push({
          action: `dynamodb:${action}`,
          resource: a.table,
          leadingKeys: own,
          allowed: true,
          why: `own key space ${space}`,
        });
      for (const index of indexes)
        asks.push({
          action: 'dynamodb:Query',
          resource: index,
          leadingKeys: own,
          allowed: true,
          why: `own key space ${space} on an index`,
        });
      asks.push({
        action: 'dynamodb:DeleteItem',
        resource: a.table,
        leadingKeys: own,
        allowed: access.deletes,
        why: 'DeleteItem as its row says',
      });
      asks.push({
        action: 'dynamodb:BatchWriteItem',
        resource: a.table,
        leadingKeys: own,
        allowed: access.batchWrites,
        why: 'BatchWriteItem as its row says',
      });
      asks.push({
        action: 'dynamodb:GetItem',
        resource: a.otherTable,
        leadingKeys: own,
        allowed: false,
        why: 'another table',
      });
    }
    for (const space of ALL_SPACES.filter((s) => !keys.includes(s))) {
      const foreign = [keyIn(space)];
      asks.push({
        action: 'dynamodb:GetItem',
        resource: a.table,
        leadingKeys: foreign,
        allowed: false,
        why: `key space ${space} of another context`,
      });
      asks.push({
        action: 'dynamodb:PutItem',
        resource: a.table,
        leadingKeys: foreign,
        allowed: false,
        why: `key space ${space} of another context`,
      });
      asks.push({
        action: 'dynamodb:Query',
        resource: indexes[0]!,
        leadingKeys: foreign,
        allowed: false,
        why: `key space ${space} on an index`,
      });
      // A batch is allowed only when every key in it is (ForAllValues).
      asks.push({
        action: 'dynamodb:BatchGetItem',
        resource: a.table,
        leadingKeys: [keyIn(keys[0]!), keyIn(space)],
        allowed: false,
        why: `a batch with key space ${space}`,
      });
    }
  } else {
    asks.push({
      action: 'dynamodb:GetItem',
      resource: a.table,
      leadingKeys: [keyIn('emailkey')],
      allowed: false,
      why: 'no table row: no table access',
    });
  }
  for (const resource of [a.table, ...indexes]) {
    asks.push({ action: 'dynamodb:Scan', resource, allowed: false, why: 'no Scan' });
  }
  for (const action of [
    'DeleteTable',
    'UpdateTable',
    'CreateBackup',
    'RestoreTableToPointInTime',
    'ExportTableToPointInTime',
  ])
    asks.push({ action: `dynamodb:${action}`, resource: a.table, allowed: false, why: 'no table management' });
  // Deleting an account deletes its Cognito user: the accounts API function alone may, on its own user pool only.
  const deletesUsers = Object.entries(stacks.api.functions).some(
    ([context, f]) => context === 'accounts' && f.node.path === fn.name,
  );
  for (const action of [
    'AdminCreateUser',
    'AdminGetUser',
    'AdminDeleteUser',
    'AdminUpdateUserAttributes',
    'ListUsers',
  ]) {
    const allowed = deletesUsers && action === 'AdminDeleteUser';
    asks.push({
      action: `cognito-idp:${action}`,
      resource: a.userPool,
      allowed,
      why: allowed ? 'deleting an account deletes its user' : 'no user pool administration',
    });
    asks.push({ action: `cognito-idp:${action}`, resource: a.otherUserPool, allowed: false, why: 'another user pool' });
  }
  for (const action of ['GetObject', 'PutObject', 'DeleteObject'])
    asks.push({ action: `s3:${action}`, resource: a.otherBucketObject, allowed: false, why: 'another bucket' });
  asks.push({ action: 'ses:SendEmail', resource: a.otherSesIdentity, allowed: false, why: 'another SES identity' });

  // What the function's row says about the bucket, e-mail and the PIN hash key (API functions and triggers).
  const apiKey = Object.entries(stacks.api.functions).find(([, f]) => f.node.path === fn.name)?.[0];
  const trigger = (Object.keys(TRIGGERS) as (keyof typeof TRIGGERS)[]).find((t) => TRIGGERS[t] === fn.entry);
  const row = apiKey
    ? { uploads: CONTEXT_ACCESS[apiKey]!.uploads, mail: CONTEXT_ACCESS[apiKey]!.mail, pin: apiKey === 'accounts' }
    : trigger
      ? { uploads: false, mail: TRIGGER_ACCESS[trigger].mail, pin: TRIGGER_ACCESS[trigger].pinHashKey }
      : undefined;
  if (row) {
    for (const action of ['GetObject', 'PutObject'])
      asks.push({
        action: `s3:${action}`,
        resource: a.uploadsObject,
        allowed: row.uploads,
        why: 'the uploads bucket as its row says',
      });
    asks.push({ action: 'ses:SendEmail', resource: a.sesIdentity, allowed: row.mail, why: 'e-mail as its row says' });
    asks.push({
      action: 'secretsmanager:GetSecretValue',
      resource: a.pinHashKey,
      allowed: row.pin,
      why: 'the PIN hash key',
    });
  } else {
    asks.push({
      action: 'secretsmanager:GetSecretValue',
      resource: a.pinHashKey,
      allowed: false,
      why: 'the PIN hash key',
    });
  }
  return asks;
}

describe('every function is allowed what its code uses and denied the rest (IAM policy simulation)', () => {
  it("asks with partition keys as ElectroDB writes them, e.g. a user's", () => {
    expect(keyIn('emailkey')).toBe('$culturefit#emailkey_sample-emailkey@example.com');
  });

  it('finds every function of the app, the Cognito triggers included', () => {
    const entries = functionsUnderTest().map((f) => f.entry);
    expect(entries).toEqual(expect.arrayContaining(Object.values(TRIGGERS)));
    expect(entries.length).toBeGreaterThanOrEqual(Object.keys(stacks.api.functions).length + 5);
  });

  it('each function, its allowed and denied requests', async () => {
    const wrong: string[] = [];
    let asked = 0;
    for (const fn of functionsUnderTest()) {
      for (const ask of asksFor(fn)) {
        asked += 1;
        const allowed = await decide(fn, ask);
        if (allowed !== ask.allowed)
          wrong.push(
            `${fn.name}: ${ask.action} ${ask.resource} ${ask.leadingKeys?.join(' ') ?? ''} was ${allowed ? 'allowed' : 'denied'} (${ask.why})`,
          );
      }
    }
    console.log(`IAM simulation: ${asked} requests over ${functionsUnderTest().length} functions`);
    expect(wrong).toEqual([]);
  });
});
