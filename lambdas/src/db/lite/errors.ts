import type { Operation } from '../client';
import type { Binding, GoOptions } from './entity';

/** An error of the data layer itself (a bad call or value), as opposed to one DynamoDB answered. */
export class LiteDbError extends Error {
  readonly isElectroError = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ElectroError';
  }
}

/**
 * An error DynamoDB (or the client) answered, wrapped as ElectroDB wraps it: the original is the `cause`, which
 * `common/conditional.ts` walks to recognise a failed condition or a cancelled transaction.
 */
export function fromClient(err: unknown): Error {
  if (err instanceof LiteDbError) return err;
  const message = (err as { message?: string } | null)?.message ?? String(err);
  return new LiteDbError(`Error thrown by DynamoDB client: "${message}"`, { cause: err });
}

/** One request through the table client, typed as its caller reads the answer. */
export type Send = <T>(operation: Operation, input: Record<string, unknown>) => Promise<T>;

/** The table client's requests, failing with the data layer's errors unless the caller asks for the client's own. */
export function sendThrough(binding: Binding, options: GoOptions): Send {
  const client = binding.client();
  return async <T>(operation: Operation, input: Record<string, unknown>): Promise<T> => {
    try {
      return (await client.send(operation, input)) as T;
    } catch (err) {
      throw options.originalErr ? err : fromClient(err);
    }
  };
}
