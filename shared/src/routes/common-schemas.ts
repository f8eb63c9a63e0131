import * as z from 'zod';
import { lazySchema } from './lazy-schema';

/** The wire shapes every context's routes use (re-exported by ./schemas.ts). */

export const ZEmpty = lazySchema(() => z.object({}).strict());
export const ZOk = lazySchema(() => z.object({ ok: z.literal(true) }));

/** A page of a list: DynamoDB's own cursor, opaque to the client; null when there is no more. */
export const ZPageQuery = lazySchema(() =>
  z.object({
    cursor: z.string().max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(500).optional(),
  }),
);
