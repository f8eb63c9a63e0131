import * as z from '../zod-mini';
import { lazySchema } from './lazy-schema';

/** The wire shapes every context's routes use (re-exported by ./schemas.ts). */

export const ZEmpty = lazySchema(() => z.strictObject({}));
export const ZOk = lazySchema(() => z.object({ ok: z.literal(true) }));

/** A page of a list: DynamoDB's own cursor, opaque to the client; null when there is no more. */
export const ZPageQuery = lazySchema(() =>
  z.object({
    cursor: z.optional(z.string().check(z.maxLength(2048))),
    limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
  }),
);
