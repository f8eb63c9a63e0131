import { randomUUID } from 'node:crypto';
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { isConditionFailure } from '../../lambdas/src/common/conditional';
import { tableClient, tableName } from '../../lambdas/src/db/client';
import { documentClient } from '../support/document-client';

/**
 * The functions' DynamoDB calls go through aws-lite (lambdas/src/db/client.ts) where they went through the AWS SDK's
 * document client: against DynamoDB Local, each call must store, read and fail exactly as the document client's.
 */
const sdk = documentClient();
const lite = tableClient();
const pk = () => `client-test#${randomUUID()}`;

/** What the code's items hold: strings (empty too), numbers, booleans, null, sets, nested maps and lists. */
const rich = (key: { pk: string; sk: string }) => ({
  ...key,
  name: 'Ünïcode ✓ ทดสอบ',
  empty: '',
  zero: 0,
  count: 42,
  ratio: -3.25,
  big: 2 ** 52,
  yes: true,
  no: false,
  nothing: null,
  gone: undefined,
  tags: new Set(['a', 'b']),
  scores: new Set([1, 2.5]),
  answers: { value_integrity: 5, nested: { list: [1, 'two', { three: 3, skip: undefined }], empty: {} }, none: [] },
  list: [undefined, 'kept', [true, null]],
});

/** The failure a call ended in, as callers read it. */
async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    const err = e as {
      name: string;
      message: string;
      CancellationReasons?: unknown;
      $metadata?: { httpStatusCode?: number };
    };
    return {
      name: err.name,
      message: err.message,
      reasons: err.CancellationReasons,
      status: err.$metadata?.httpStatusCode,
      conditionFailure: isConditionFailure(e),
    };
  }
  throw new Error('the call did not fail');
}

describe('the table client (aws-lite) against the document client (AWS SDK), on DynamoDB Local', () => {
  it('an item written by either reads back the same through both, undefined values removed', async () => {
    const TableName = tableName();
    const a = { pk: pk(), sk: 'item' };
    const b = { pk: pk(), sk: 'item' };
    await sdk.send(new PutCommand({ TableName, Item: rich(a) }));
    await lite.send('PutItem', { TableName, Item: rich(b) });
    const viaSdk = async (Key: object) => (await sdk.send(new GetCommand({ TableName, Key }))).Item;
    const viaLite = async (Key: object) => (await lite.send('GetItem', { TableName, Key })).Item;
    const expected = await viaSdk(a);
    expect(expected).toMatchObject({ name: 'Ünïcode ✓ ทดสอบ', empty: '', tags: new Set(['a', 'b']) });
    expect(expected).not.toHaveProperty('gone');
    expect(await viaLite(a)).toEqual(expected);
    expect(await viaSdk(b)).toEqual({ ...expected, pk: b.pk });
    expect(await viaLite(b)).toEqual({ ...expected, pk: b.pk });
    expect(await lite.send('GetItem', { TableName, Key: { pk: pk(), sk: 'none' } })).not.toHaveProperty('Item');
  });

  it('an update answers the same attributes, and ADD counts the same', async () => {
    const TableName = tableName();
    const Key = { pk: pk(), sk: 'stats' };
    const update = {
      TableName,
      Key,
      UpdateExpression: 'ADD #n :one SET #m = :m',
      ExpressionAttributeNames: { '#n': 'n', '#m': 'm' },
      ExpressionAttributeValues: { ':one': 1, ':m': { a: [1, { b: undefined }], s: new Set(['x']) } },
      ReturnValues: 'ALL_NEW' as const,
    };
    const first = await sdk.send(new UpdateCommand(update));
    const second = await lite.send('UpdateItem', update);
    expect(second.Attributes).toEqual({ ...first.Attributes, n: 2 });
  });

  it('a failed condition surfaces as the SDK surfaces it: ConditionalCheckFailedException, same message', async () => {
    const TableName = tableName();
    const Item = { pk: pk(), sk: 'once' };
    await sdk.send(new PutCommand({ TableName, Item }));
    const put = { TableName, Item, ConditionExpression: 'attribute_not_exists(pk)' };
    const theirs = await failure(sdk.send(new PutCommand(put)));
    const ours = await failure(lite.send('PutItem', put));
    expect(theirs).toMatchObject({ name: 'ConditionalCheckFailedException', status: 400, conditionFailure: true });
    expect(ours).toEqual(theirs);
  });

  it('a cancelled transaction surfaces as the SDK surfaces it, with the same CancellationReasons', async () => {
    const TableName = tableName();
    const taken = { pk: pk(), sk: 'taken' };
    await sdk.send(new PutCommand({ TableName, Item: taken }));
    const items = () => [
      { Put: { TableName, Item: { pk: pk(), sk: 'new', v: 1 } } },
      { Put: { TableName, Item: taken, ConditionExpression: 'attribute_not_exists(pk)' } },
    ];
    const theirs = await failure(sdk.send(new TransactWriteCommand({ TransactItems: items() })));
    const ours = await failure(lite.send('TransactWriteItems', { TransactItems: items() }));
    expect(theirs).toMatchObject({
      name: 'TransactionCanceledException',
      reasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      conditionFailure: true,
    });
    expect(ours).toEqual(theirs);
  });

  it('a query pages with the same LastEvaluatedKey, as plain values, and takes it back as ExclusiveStartKey', async () => {
    const TableName = tableName();
    const partition = pk();
    for (let i = 0; i < 5; i++)
      await sdk.send(
        new PutCommand({ TableName, Item: { pk: partition, sk: `item#${i}`, i, tags: new Set([`t${i}`]) } }),
      );
    const query = {
      TableName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'pk' },
      ExpressionAttributeValues: { ':pk': partition },
      Limit: 2,
    };
    const pages = async (send: (start?: Record<string, unknown>) => Promise<Record<string, unknown>>) => {
      const out: unknown[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await send(start);
        out.push({ items: page.Items, last: page.LastEvaluatedKey });
        start = page.LastEvaluatedKey as Record<string, unknown> | undefined;
      } while (start);
      return out;
    };
    const theirs = await pages((start) => sdk.send(new QueryCommand({ ...query, ExclusiveStartKey: start })));
    const ours = await pages((start) => lite.send('Query', { ...query, ExclusiveStartKey: start }));
    expect(theirs).toHaveLength(3);
    expect((theirs[0] as { last: unknown }).last).toEqual({ pk: partition, sk: 'item#1' });
    expect(ours).toEqual(theirs);
  });

  it('batches write and read the same items, and a delete answers the old item the same', async () => {
    const TableName = tableName();
    const keys = [0, 1, 2].map((i) => ({ pk: pk(), sk: `batch#${i}` }));
    const written = await lite.send('BatchWriteItem', {
      RequestItems: { [TableName]: keys.map((k, i) => ({ PutRequest: { Item: { ...k, i, s: new Set([`v${i}`]) } } })) },
    });
    expect(written.UnprocessedItems).toEqual({});
    const request = {
      RequestItems: { [TableName]: { Keys: [...keys, { pk: pk(), sk: 'none' }], ConsistentRead: true } },
    };
    const byKey = (items: Record<string, unknown>[]) =>
      [...items].sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
    const theirs = await sdk.send(new BatchGetCommand(request));
    const ours = await lite.send('BatchGetItem', request);
    expect(byKey(theirs.Responses![TableName]!)).toHaveLength(3);
    expect(byKey(ours.Responses[TableName])).toEqual(byKey(theirs.Responses![TableName]!));
    expect(ours.UnprocessedKeys).toEqual(theirs.UnprocessedKeys);
    const gone = await lite.send('DeleteItem', { TableName, Key: keys[0], ReturnValues: 'ALL_OLD' });
    const alsoGone = await sdk.send(new DeleteCommand({ TableName, Key: keys[1], ReturnValues: 'ALL_OLD' }));
    expect(gone.Attributes).toEqual({ ...alsoGone.Attributes, ...keys[0], i: 0, s: new Set(['v0']) });
  });

  it('a transactional read answers a missing item as no item, as the SDK does', async () => {
    const TableName = tableName();
    const here = { pk: pk(), sk: 'here' };
    await sdk.send(new PutCommand({ TableName, Item: { ...here, list: [1, 'a'] } }));
    const TransactItems = [{ Get: { TableName, Key: here } }, { Get: { TableName, Key: { pk: pk(), sk: 'missing' } } }];
    const theirs = await sdk.send(new TransactGetCommand({ TransactItems }));
    const ours = await lite.send('TransactGetItems', { TransactItems });
    expect(theirs.Responses).toEqual([{ Item: { ...here, list: [1, 'a'] } }, {}]);
    expect(ours.Responses).toEqual(theirs.Responses);
  });
});
