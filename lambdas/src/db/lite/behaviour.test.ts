/**
 * What `go()` answers, the data layer against ElectroDB, through the same stub document client: the same requests
 * sent (pages, cursors, counts), the same results read from the same responses, the same errors surfacing.
 */
import { Entity as ElectroEntity, Service } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { isConditionFailure } from '../../common/conditional';
import { entityBuilders } from '../service';
import { LiteEntity } from './entity';
import { transaction } from './transaction';

process.env.TABLE_NAME ??= 'behaviour-table';
process.env.AWS_REGION ??= 'us-east-1';

type Values = Record<string, unknown>;
type AnyEntity = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The document client's command for each DynamoDB operation the table client sends. */
const COMMAND: Record<string, string> = {
  GetItem: 'GetCommand',
  PutItem: 'PutCommand',
  UpdateItem: 'UpdateCommand',
  DeleteItem: 'DeleteCommand',
  Query: 'QueryCommand',
  BatchGetItem: 'BatchGetCommand',
  BatchWriteItem: 'BatchWriteCommand',
  TransactWriteItems: 'TransactWriteCommand',
  TransactGetItems: 'TransactGetCommand',
};

/**
 * A client answering from a script; it records every call's command and input. ElectroDB sends document client
 * commands (`send(command)`), the data layer sends operations (`send(operation, input)`, db/client.ts): both are
 * recorded as the document client's command names, so the two can be compared.
 */
function stubClient(answers: (Values | Error)[]) {
  const sent: { command: string; input: unknown }[] = [];
  const queue = [...answers];
  return {
    sent,
    send: async (command: string | { constructor: { name: string }; input: unknown }, input?: unknown) => {
      sent.push(
        typeof command === 'string'
          ? { command: COMMAND[command] ?? command, input: structuredClone(input) }
          : { command: command.constructor.name, input: structuredClone(command.input) },
      );
      const answer = queue.shift() ?? {};
      if (answer instanceof Error) throw answer;
      return structuredClone(answer);
    },
  };
}

const schemaOf = (name: keyof typeof entityBuilders) => (entityBuilders[name]() as unknown as LiteEntity).schema;

/** The same call through both, each with its own stub answering the same script. */
async function both(
  name: keyof typeof entityBuilders,
  answers: (Values | Error)[],
  call: (e: AnyEntity) => Promise<unknown>,
) {
  const table = process.env.TABLE_NAME!;
  const liteClient = stubClient(answers);
  const electroClient = stubClient(answers);
  const lite = new LiteEntity(schemaOf(name), { client: () => liteClient as never, table: () => table });
  const electro = new ElectroEntity(schemaOf(name) as never, { client: electroClient as never, table });
  const settle = (p: Promise<unknown>) =>
    p.then(
      (value) => ({ value }),
      // The error as the caller meets it: ElectroDB's own (a client's error wrapped in it), or with `originalErr` the
      // client's error itself.
      (error: Error) => ({
        error: { conditionFailure: isConditionFailure(error), name: error.name, original: answers.includes(error) },
      }),
    );
  const ours = await settle(call(lite as unknown as AnyEntity));
  const theirs = await settle(call(electro as unknown as AnyEntity));
  expect(liteClient.sent).toEqual(electroClient.sent);
  expect(ours).toEqual(theirs);
  return { ours, sent: liteClient.sent };
}

const quota = (key: string, extra: Values = {}) => ({
  key,
  quota_used: 1,
  plan: 'free',
  creator: 'c',
  owner: 'o',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  pk: `$culturefit#key_${key}`,
  sk: '$quota_1',
  __edb_e__: 'quota',
  __edb_v__: '1',
  ...extra,
});
const candidate = (emailKey: string, extra: Values = {}) => ({
  form_id: 'F1',
  emailKey,
  id: `F1-${emailKey}`,
  team_id: 'T1',
  created_at: `2026-01-0${emailKey.length}T00:00:00.000Z`,
  status: 'TODO',
  pk: '$culturefit#form_id_f1',
  sk: `$candidate_1#emailkey_${emailKey}`,
  gsi3pk: '$culturefit#team_id_t1',
  gsi3sk: `$candidate_1#created_at_2026#emailkey_${emailKey}`,
  __edb_e__: 'candidate',
  __edb_v__: '1',
  ...extra,
});
const conditionFailed = () =>
  Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

describe('go(): the data layer answers as ElectroDB does', () => {
  it('get: its own item, another entity’s, none; with attributes', async () => {
    await both('quota', [{ Item: quota('user:a') }], (e) => e.get({ key: 'user:a' }).go({ consistent: true }));
    await both('quota', [{ Item: { ...quota('user:a'), __edb_e__: 'user' } }], (e) => e.get({ key: 'user:a' }).go());
    await both('quota', [{}], (e) => e.get({ key: 'user:a' }).go());
    await both('quota', [{ Item: quota('user:a') }], (e) =>
      e.get({ key: 'user:a' }).go({ attributes: ['plan', 'owner'] }),
    );
  });

  it('query: one page with its cursor, all pages, a cursor given back, foreign items left out', async () => {
    const page1 = {
      Items: [candidate('a'), { ...candidate('b'), __edb_e__: 'x' }],
      LastEvaluatedKey: { pk: 'p', sk: 's' },
    };
    const page2 = { Items: [candidate('c')] };
    const { ours } = await both('candidate', [page1, page2], (e) => e.query.byTemplate({ form_id: 'F1' }).go());
    const cursor = (ours as { value: { cursor: string } }).value.cursor;
    expect(cursor).toBeTruthy();
    await both('candidate', [page1, page2], (e) => e.query.byTemplate({ form_id: 'F1' }).go({ pages: 'all' }));
    await both('candidate', [page2], (e) => e.query.byTemplate({ form_id: 'F1' }).go({ cursor, limit: 5 }));
    const gsiPage = { Items: [candidate('a')], LastEvaluatedKey: { gsi3pk: 'g', gsi3sk: 'h', pk: 'p', sk: 's' } };
    const { ours: gsi } = await both('candidate', [gsiPage], (e) =>
      e.query.byTeam({ team_id: 'T1' }).go({ order: 'desc', attributes: ['form_id', 'emailKey'] }),
    );
    await both('candidate', [page2], (e) =>
      e.query.byTeam({ team_id: 'T1' }).go({ cursor: (gsi as { value: { cursor: string } }).value.cursor }),
    );
  });

  it('query with count: pages until enough, the cursor made from the last item kept', async () => {
    const page1 = {
      Items: [candidate('a'), candidate('bb')],
      LastEvaluatedKey: { gsi3pk: 'g', gsi3sk: 'h', pk: 'p', sk: 's' },
    };
    const page2 = {
      Items: [candidate('ccc'), candidate('dddd')],
      LastEvaluatedKey: { gsi3pk: 'g2', gsi3sk: 'h2', pk: 'p2', sk: 's2' },
    };
    await both('candidate', [page1, page2], (e) => e.query.byTeam({ team_id: 'T1' }).go({ order: 'desc', count: 3 }));
    await both('candidate', [page1, page2], (e) => e.query.byTemplate({ form_id: 'F1' }).go({ count: 2 }));
    await both('candidate', [page1, { Items: [] }], (e) => e.query.byTemplate({ form_id: 'F1' }).go({ count: 5 }));
    await both('candidate', [page1, page2], (e) =>
      e.query.byTeam({ team_id: 'T1' }).go({ count: 3, attributes: ['id', 'created_at'] }),
    );
  });

  it('writes: put and create answer the record; update, patch and delete their keys or the returned values', async () => {
    const record = { key: 'user:a', creator: 'c', owner: 'o', created_at: 'a', updated_at: 'b' };
    await both('quota', [{}], (e) => e.put(record).go());
    await both('quota', [{}], (e) => e.create(record).go());
    await both('quota', [{}], (e) => e.patch({ key: 'user:a' }).set({ plan: 'payg' }).go());
    await both('quota', [{}], (e) => e.update({ key: 'user:a' }).add({ quota_used: 1 }).go());
    await both('quota', [{ Attributes: quota('user:a') }], (e) =>
      e.patch({ key: 'user:a' }).set({ plan: 'payg' }).go({ response: 'all_new' }),
    );
    await both('quota', [{ Attributes: quota('user:a') }], (e) =>
      e.delete({ key: 'user:a' }).go({ response: 'all_old' }),
    );
    await both('quota', [{}], (e) => e.delete({ key: 'user:a' }).go({ response: 'all_old' }));
    await both('quota', [{}], (e) => e.delete({ key: 'user:a' }).go({ response: 'none' }));
    await both('quota', [{}], (e) => e.delete({ key: 'user:a' }).go());
    await both('analyzerSection', [{}], (e) =>
      e.upsert({ runId: 'r', index: 1, section: 'audit', status: 'finished', created_at: 'a', updated_at: 'b' }).go(),
    );
  });

  it('batches: get in requests of 100 keys, put in requests of 25 records, unprocessed records reported', async () => {
    const keys = Array.from({ length: 130 }, (_, i) => ({ key: `user:${i}` }));
    await both(
      'quota',
      [
        {
          Responses: { [process.env.TABLE_NAME!]: [quota('user:1'), { ...quota('user:2'), __edb_e__: 'x' }] },
          UnprocessedKeys: {},
        },
        { Responses: {}, UnprocessedKeys: {} },
      ],
      (e) => e.get(keys).go({ consistent: true }),
    );
    await both('quota', [], (e) => e.get([]).go());
    const records = Array.from({ length: 30 }, (_, i) => ({
      key: `user:${i}`,
      creator: 'c',
      owner: 'o',
      created_at: 'a',
      updated_at: 'b',
    }));
    const unprocessed = {
      UnprocessedItems: { [process.env.TABLE_NAME!]: [{ PutRequest: { Item: quota('user:3') } }] },
    };
    // DynamoDB always answers UnprocessedItems (empty when all were written).
    await both('quota', [unprocessed, { UnprocessedItems: {} }], (e) => e.put(records).go());
    await both('quota', [{ UnprocessedItems: {} }], (e) => e.put([...records.slice(0, 2), { key: 'bad' }]).go());
    await both('quota', [{ UnprocessedItems: {} }], (e) => e.delete(keys.slice(0, 3)).go());
  });

  it('a refused condition surfaces so isConditionFailure recognises it; a bad value is refused before sending', async () => {
    const { ours } = await both('quota', [conditionFailed()], (e) =>
      e
        .patch({ key: 'user:a' })
        .set({ plan: 'payg' })
        .where((a: AnyEntity, op: AnyEntity) => op.eq(a.version, 1))
        .go(),
    );
    expect(ours).toMatchObject({ error: { conditionFailure: true } });
    const { ours: bad, sent } = await both('quota', [{}], (e) => e.patch({ key: 'user:a' }).set({ plan: 'gold' }).go());
    expect(bad).toHaveProperty('error');
    expect(sent).toEqual([]);
    const { ours: original } = await both('quota', [conditionFailed()], (e) =>
      e.create({ key: 'k', creator: 'c', owner: 'o', created_at: 'a', updated_at: 'b' }).go({ originalErr: true }),
    );
    expect(original).toMatchObject({ error: { name: 'ConditionalCheckFailedException', original: true } });
  });

  it('a failed request surfaces wrapped as ElectroDB wraps it, or as the client threw it when asked (reads and batches)', async () => {
    const down = () => Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' });
    const { ours: wrapped } = await both('quota', [down()], (e) => e.get({ key: 'user:a' }).go());
    expect(wrapped).toMatchObject({ error: { name: 'ElectroError', original: false } });
    const { ours: batch } = await both('quota', [down()], (e) => e.get([{ key: 'user:a' }]).go());
    expect(batch).toMatchObject({ error: { name: 'ElectroError', original: false } });
    const { ours: own } = await both('quota', [down()], (e) => e.get([{ key: 'user:a' }]).go({ originalErr: true }));
    expect(own).toMatchObject({ error: { name: 'ServiceUnavailable', original: true } });
  });
});

describe('transactions: the data layer answers as ElectroDB’s Service does', () => {
  const table = process.env.TABLE_NAME!;
  async function bothTx(kind: 'write' | 'get', answers: (Values | Error)[], fn: (e: AnyEntity) => unknown[]) {
    const liteClient = stubClient(answers);
    const electroClient = stubClient(answers);
    const binding = { client: () => liteClient as never, table: () => table };
    const liteEntities = {
      quota: new LiteEntity(schemaOf('quota'), binding),
      quotaHistory: new LiteEntity(schemaOf('quotaHistory'), binding),
    };
    const service = new Service(
      { quota: schemaOf('quota') as never, quotaHistory: schemaOf('quotaHistory') as never },
      { client: electroClient as never, table },
    ) as unknown as AnyEntity;
    const ours = await transaction(binding, liteEntities, kind, fn as never).go();
    const theirs = await service.transaction[kind](fn).go();
    expect(liteClient.sent).toEqual(electroClient.sent);
    expect(ours).toEqual(theirs);
    return ours;
  }
  const writes = (e: AnyEntity) => [
    e.quota
      .patch({ key: 'user:a' })
      .set({ version: 2 })
      .where((a: AnyEntity, op: AnyEntity) => op.eq(a.version, 1))
      .commit(),
    e.quotaHistory.delete({ eventId: 'e1' }).commit(),
  ];

  it('written, cancelled for a condition, cancelled for a conflict, and nothing to do', async () => {
    expect(await bothTx('write', [{}], writes)).toMatchObject({ canceled: false });
    const cancelled = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [
        { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
        { Code: 'None' },
      ],
    });
    expect(await bothTx('write', [cancelled], writes)).toMatchObject({ canceled: true });
    const conflict = Object.assign(new Error('conflict'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
    });
    expect(await bothTx('write', [conflict], writes)).toMatchObject({ canceled: true });
    expect(await bothTx('write', [], () => [])).toEqual({ canceled: false, data: [] });
  });

  it('a transactional read answers each item or null', async () => {
    const data = await bothTx('get', [{ Responses: [{ Item: quota('user:a') }, {}] }], (e) => [
      e.quota.get({ key: 'user:a' }).commit(),
      e.quota.get({ key: 'user:b' }).commit(),
    ]);
    expect(data).toMatchObject({ canceled: false, data: [{ item: { key: 'user:a' } }, { item: null }] });
  });
});
