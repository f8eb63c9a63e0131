import * as z from '../zod-mini';

/** Id of a content item (value, trait, question, logic item). Scorers work on ids, never on content text. */
export const ZItemId = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
export type ItemId = z.infer<typeof ZItemId>;
