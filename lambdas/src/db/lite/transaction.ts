/**
 * Transactions as ElectroDB's Service runs them (`transaction.js`, `client.js`): the callback's committed items
 * sent as one TransactWriteItems / TransactGetItems request; a cancelled transaction resolves
 * `{ canceled: true, data: [{ rejected, code, message, item }] }` instead of throwing (db/transact.ts reads it).
 */
import { fromClient } from './errors';
import { COMMITTED, type Binding, type CommittedItem } from './entity';
import type { Values } from './model';

export interface TransactionResult {
  canceled: boolean;
  data: { rejected: boolean; code?: string; message?: string; item: Values | null }[];
}

export function transaction<E>(
  binding: Binding,
  entities: E,
  kind: 'write' | 'get',
  fn: (entities: E) => CommittedItem[],
) {
  const params = (options: { token?: string } = {}) => {
    const TransactItems = fn(entities);
    return {
      TransactItems,
      ...(typeof options.token === 'string' && options.token.length > 0 ? { ClientRequestToken: options.token } : {}),
    };
  };
  return {
    params,
    go: async (options: { token?: string; originalErr?: boolean } = {}): Promise<TransactionResult> => {
      const request = params(options);
      const items = request.TransactItems;
      if (items.length === 0) return { canceled: false, data: [] };
      const read = (i: number, item: Values | undefined) =>
        item ? (items[i]?.[COMMITTED]?.format(item) ?? null) : null;
      try {
        const operation = kind === 'write' ? 'TransactWriteItems' : 'TransactGetItems';
        const response = (await binding.client().send(operation, request)) as { Responses?: { Item?: Values }[] };
        if (response.Responses)
          return {
            canceled: false,
            data: response.Responses.map((r, i) => ({ rejected: false, item: read(i, r?.Item) })),
          };
        return {
          canceled: false,
          data: items.map(() => ({ item: null, code: 'None', rejected: false, message: undefined })),
        };
      } catch (err) {
        const reasons = (err as { CancellationReasons?: { Code?: string; Message?: string; Item?: Values }[] })
          .CancellationReasons;
        if (!reasons) throw options.originalErr ? err : fromClient(err);
        return {
          canceled: true,
          data: reasons.map((r) => {
            const code = r?.Code || 'None';
            // No commit asks for the item back (ReturnValuesOnConditionCheckFailure), so a reason carries none.
            return { rejected: code !== 'None', code, message: r?.Message, item: null };
          }),
        };
      }
    },
  };
}
