/**
 * The single DynamoDB table, described once and used twice: by the CDK
 * stateful stack and by the local stack's table creator (DynamoDB Local).
 * Plain objects only, so this file needs neither aws-cdk-lib nor the SDK.
 *
 * Keys are generic (`pk`/`sk`); GSIs are generic too and named by slot, the
 * ElectroDB entities give them their access-pattern meaning (docs/architecture.md "Data").
 */

export interface TableIndexSchema {
  readonly indexName: string;
  readonly partitionKey: string;
  readonly sortKey: string;
}

export interface TableSchema {
  readonly partitionKey: string;
  readonly sortKey: string;
  readonly globalSecondaryIndexes: readonly TableIndexSchema[];
  /** Epoch seconds; DynamoDB deletes expired items (PIN challenges, AI cache, share links). */
  readonly timeToLiveAttribute: string;
}

export const TABLE_SCHEMA = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
  timeToLiveAttribute: 'expiresAt',
} as const satisfies TableSchema;

/** Structurally compatible with `CreateTableCommandInput` from @aws-sdk/client-dynamodb. */
export interface CreateTableInput {
  TableName: string;
  BillingMode: 'PAY_PER_REQUEST';
  AttributeDefinitions: { AttributeName: string; AttributeType: 'S' }[];
  KeySchema: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[];
  GlobalSecondaryIndexes: {
    IndexName: string;
    KeySchema: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[];
    Projection: { ProjectionType: 'ALL' };
  }[];
}

/** Every attribute used in a key, table or index; all are strings. */
export function keyAttributeNames(schema: TableSchema = TABLE_SCHEMA): string[] {
  const names = [schema.partitionKey, schema.sortKey];
  for (const index of schema.globalSecondaryIndexes) names.push(index.partitionKey, index.sortKey);
  return [...new Set(names)];
}

/**
 * Input for `CreateTableCommand`. TTL is not part of CreateTable; callers that
 * need it send `UpdateTimeToLive` with {@link timeToLiveInput}.
 */
export function createTableInput(tableName: string, schema: TableSchema = TABLE_SCHEMA): CreateTableInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributeNames(schema).map((AttributeName) => ({
      AttributeName,
      AttributeType: 'S' as const,
    })),
    KeySchema: [
      { AttributeName: schema.partitionKey, KeyType: 'HASH' },
      { AttributeName: schema.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: schema.globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}

/** Input for `UpdateTimeToLiveCommand` (DynamoDB Local accepts it too). */
export function timeToLiveInput(tableName: string, schema: TableSchema = TABLE_SCHEMA) {
  return {
    TableName: tableName,
    TimeToLiveSpecification: { AttributeName: schema.timeToLiveAttribute, Enabled: true },
  };
}
