/**
 * ElectroDB's batch calls, as its entity sends them (`executeBulkGet`, `executeBulkWrite`): `get([...keys])` as
 * BatchGetItem requests of at most 100 keys, `put([...records])` and `delete([...keys])` as BatchWriteItem requests of
 * at most 25, one request after the other; unprocessed entries are reported, not retried.
 */
import type { LiteEntity, GoOptions } from './entity';
import { LiteDbError, sendThrough } from './errors';
import type { Values } from './model';

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

export class BatchChain {
  constructor(
    private readonly entity: LiteEntity,
    private readonly method: 'get' | 'put' | 'delete',
    private readonly inputs: Values[],
  ) {}

  params(options: GoOptions = {}): Record<string, unknown>[] {
    for (const key of Object.keys(options))
      if (key !== 'consistent' && key !== 'originalErr')
        throw new LiteDbError(`The option "${key}" is not supported by the data layer for a batch`);
    const table = this.entity.binding.table();
    if (this.method === 'get') {
      const keys = this.inputs.map((k) => (this.entity.get(k).params() as { Key: Values }).Key);
      const extra = options.consistent === true ? { ConsistentRead: true } : {};
      return chunks(keys, 100).map((Keys) => ({ RequestItems: { [table]: { ...extra, Keys } } }));
    }
    const requests = this.inputs.map((input) =>
      this.method === 'put'
        ? { PutRequest: { Item: (this.entity.put(input).params() as { Item: Values }).Item } }
        : { DeleteRequest: { Key: (this.entity.delete(input).params() as { Key: Values }).Key } },
    );
    return chunks(requests, 25).map((batch) => ({ RequestItems: { [table]: batch } }));
  }

  async go(options: GoOptions = {}): Promise<{ data?: (Values | null)[]; unprocessed: unknown[] }> {
    const table = this.entity.binding.table();
    const requests = this.params(options);
    const send = sendThrough(this.entity.binding, options);
    const data: (Values | null)[] = [];
    const unprocessed: unknown[] = [];
    for (const request of requests) {
      if (this.method === 'get') {
        const response = await send<{
          Responses?: Record<string, Values[]>;
          UnprocessedKeys?: Record<string, { Keys?: Values[] }>;
        }>('BatchGetItem', request);
        if (!response.Responses || !response.UnprocessedKeys) throw new LiteDbError('Unknown response format');
        for (const item of response.Responses[table] ?? []) data.push(this.entity.format(item));
        // ElectroDB gives unprocessed keys back as composite attributes; here they are the keys (no caller reads them).
        unprocessed.push(...(response.UnprocessedKeys[table]?.Keys ?? []));
      } else {
        const response = await send<{
          UnprocessedItems?: Record<string, { PutRequest?: { Item: Values }; DeleteRequest?: { Key: Values } }[]>;
        }>('BatchWriteItem', request);
        for (const entry of response?.UnprocessedItems?.[table] ?? []) {
          if (entry.PutRequest) unprocessed.push(this.entity.format(entry.PutRequest.Item));
          else if (entry.DeleteRequest) unprocessed.push(entry.DeleteRequest.Key);
        }
      }
    }
    return this.method === 'get' ? { data, unprocessed } : { unprocessed };
  }
}
