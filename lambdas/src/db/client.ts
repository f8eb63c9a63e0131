import awsLite from '@aws-lite/client';
import dynamodb from '@aws-lite/dynamodb';
import { tablePlugin } from './table-plugin';

/**
 * The table's DynamoDB calls, sent through aws-lite (`@aws-lite/client` with its DynamoDB plugin) rather than the
 * AWS SDK's document client, which cost every cold start about 38 ms of CPU and 218 KB (docs/cold-start.md "The AWS
 * SDK: bundled", docs/architecture.md "Data layer"). Callers speak the document client's language: items and keys
 * as plain values, the DynamoDB API's parameter names, and on failure an error named as the SDK names it
 * (`ConditionalCheckFailedException`, `TransactionCanceledException` with its `CancellationReasons`).
 */
export type Operation =
  | 'GetItem'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'Query'
  | 'BatchGetItem'
  | 'BatchWriteItem'
  | 'TransactWriteItems'
  | 'TransactGetItems';

export type DynamoInput = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DynamoOutput = Record<string, any>;

/** A Query request in document form (the parameters the code reads back). */
export interface QueryInput extends DynamoInput {
  TableName?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** One write of a TransactWriteItems request, in document form. */
export type TransactWriteItem = Partial<Record<'Put' | 'Update' | 'Delete' | 'ConditionCheck', DynamoInput>>;

export interface TableClient {
  send(operation: Operation, input: DynamoInput): Promise<DynamoOutput>;
}

/** An error DynamoDB answered, shaped as the SDK's service exceptions are (name, message, `$metadata`). */
export class DynamoDBError extends Error {
  readonly $fault: 'client' | 'server';
  readonly $metadata: { httpStatusCode?: number };
  readonly CancellationReasons?: { Code?: string; Message?: string; Item?: unknown }[];
  constructor(
    name: string,
    message: string,
    status: number | undefined,
    extra: Record<string, unknown>,
    cause: unknown,
  ) {
    super(message, { cause });
    this.name = name;
    this.$fault = status !== undefined && status >= 500 ? 'server' : 'client';
    this.$metadata = { httpStatusCode: status };
    if (Array.isArray(extra.CancellationReasons)) this.CancellationReasons = extra.CancellationReasons as never;
  }
}

/**
 * aws-lite throws an Error carrying the response's fields (`__type`, `CancellationReasons`) with its message prefixed
 * by `@aws-lite/client: <service>.<method>: ` (node_modules/@aws-lite/client/src/error.js); DynamoDB names the error
 * in `__type`, namespaced (`com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException`). The SDK names the
 * error without the namespace and keeps DynamoDB's message as it is: so does this.
 */
export function asDynamoError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Error & { __type?: unknown; statusCode?: unknown };
  const message = e.message.replace(/^@aws-lite\/client: \S+: /, '');
  if (typeof e.__type !== 'string') return Object.assign(err, { message });
  const name = e.__type.slice(e.__type.lastIndexOf('#') + 1);
  const status = typeof e.statusCode === 'number' ? e.statusCode : undefined;
  return new DynamoDBError(name, message, status, e as never, err);
}

type Methods = Record<string, (input: DynamoInput) => Promise<DynamoOutput>>;
interface Lite {
  DynamoDB: Methods;
  Table: Methods;
}

/**
 * The client, created once per process on the first call (aws-lite's factory is async). On Lambda the credentials
 * and region come from the runtime's environment variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN, AWS_REGION), which aws-lite reads before any file, and it never reads ~/.aws inside Lambda
 * (`isInLambda`, node_modules/@aws-lite/client/src/lib/index.js); DYNAMODB_ENDPOINT points at DynamoDB Local when
 * running the local stack, which sets dummy credentials in the same variables.
 */
let ready: Promise<Lite> | undefined;
function lite(): Promise<Lite> {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  ready ??= (
    awsLite({
      ...(endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'us-east-1' } : {}),
      plugins: [dynamodb, tablePlugin],
      autoloadPlugins: false,
      awsConfigFile: false,
      // The SDK's standard retry mode: 3 attempts in all, for throttling, 5xx, clock skew and connection errors,
      // with the same full-jitter backoff (100 ms × 2^attempt, at most 20 s), node_modules/@aws-lite/client/src/request/request.js.
      retries: 2,
      // One socket kept open across a warm function's requests, as the SDK's handler does.
      keepAlive: true,
      // The document client's marshalling option (documentClient's `removeUndefinedValues: true` before).
      awsjsonMarshall: { removeUndefinedValues: true },
    } as Parameters<typeof awsLite>[0]) as unknown as Promise<Lite>
  ).catch((err: unknown) => {
    ready = undefined;
    throw err;
  });
  return ready;
}

/**
 * The input as aws-lite should get it. Its plugin changes some inputs in place (a transaction's items, a batch's key
 * lists) while it marshals them: each call gets its own copy of those, so a caller may read its input again
 * (db/lite/transaction.ts does). A parameter given as undefined is left out, as the document client leaves it out;
 * aws-lite would try to marshal it and throw (an `ExclusiveStartKey` on a query's first page).
 */
function prepared(operation: Operation, given: DynamoInput): DynamoInput {
  const input = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
    const items = (input.TransactItems ?? []) as Record<string, DynamoInput>[];
    return {
      ...input,
      TransactItems: items.map((i) => Object.fromEntries(Object.entries(i).map(([k, v]) => [k, { ...v }]))),
    };
  }
  if (operation === 'BatchGetItem') {
    const tables = (input.RequestItems ?? {}) as Record<string, DynamoInput>;
    return { ...input, RequestItems: Object.fromEntries(Object.entries(tables).map(([t, v]) => [t, { ...v }])) };
  }
  return input;
}

/** The operations the official plugin gets wrong for this code (see table-plugin.ts), sent through ours. */
const OURS: ReadonlySet<Operation> = new Set(['Query', 'TransactGetItems']);

const TABLE_CLIENT: TableClient = {
  async send(operation, input) {
    const client = await lite();
    const methods = OURS.has(operation) ? client.Table : client.DynamoDB;
    try {
      return await methods[operation]!(prepared(operation, input));
    } catch (err) {
      throw asDynamoError(err);
    }
  },
};

/** The process's one table client (tests count its calls by wrapping `send`). */
export function tableClient(): TableClient {
  return TABLE_CLIENT;
}

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}
