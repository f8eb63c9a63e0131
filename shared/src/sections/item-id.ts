import * as z from 'zod';

/** Id of a content item (value, trait, question, logic item). Scorers work on ids, never on content text. */
export const ZItemId = z.string().trim().min(1).max(100);
export type ItemId = z.infer<typeof ZItemId>;
