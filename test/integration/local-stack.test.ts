import { describe, expect, inject, it } from 'vitest';
import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_SCHEMA } from '../../infra/lib/table-schema';

// What the handlers use: the env globalSetup set before this worker started.
const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: process.env.AWS_REGION });
const doc = DynamoDBDocumentClient.from(client);
const TableName = process.env.TABLE_NAME ?? '';

describe('DynamoDB Local for integration tests', () => {
  it('handlers get the table and endpoint through env, the same values globalSetup provides', () => {
    expect(TableName).toBe(inject('tableName'));
    expect(process.env.DYNAMODB_ENDPOINT).toBe(inject('dynamodbEndpoint'));
    expect(process.env.MAIL_TRANSPORT).toBe('mailbox');
    expect(process.env.MAILBOX_DIR).toBe(inject('mailboxDir'));
  });

  it('the table has the shared schema: pk/sk keys and the generic GSIs', async () => {
    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(
      TABLE_SCHEMA.globalSecondaryIndexes.map((i) => i.indexName),
    );
  });

  it('TTL is on the expiresAt attribute, so PIN challenges and caches expire as on AWS', async () => {
    const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName }));
    expect(TimeToLiveDescription).toEqual({
      TimeToLiveStatus: 'ENABLED',
      AttributeName: TABLE_SCHEMA.timeToLiveAttribute,
    });
  });

  it('an item written can be read back', async () => {
    const key = { pk: `smoke#${crypto.randomUUID()}`, sk: 'item' };
    await doc.send(
      new PutCommand({ TableName, Item: { ...key, note: 'hello', expiresAt: Math.floor(Date.now() / 1000) + 3600 } }),
    );
    const { Item } = await doc.send(new GetCommand({ TableName, Key: key }));
    expect(Item?.note).toBe('hello');
  });
});
