import * as z from '../zod-mini';

/**
 * A company's own items beside a pack's (spec part 1 §3 `values_and_traits_custom_fields`,
 * `acceptable_behaviors_custom_fields`): an id the company's screen makes up and the text as the company typed it,
 * in whatever language it writes. Answers and scores name them by id like pack items; the text is shown as written.
 * Ids start with `custom_`, which no pack id does, so a custom item can never be taken for a pack item.
 */
export const CUSTOM_ITEM_ID_PREFIX = 'custom_';
export const ZCustomItemId = z.string().check(z.regex(/^custom_[a-z0-9_]{1,40}$/));

export const isCustomItemId = (id: string): boolean => id.startsWith(CUSTOM_ITEM_ID_PREFIX);

export interface CustomItem {
  id: string;
  text: string;
}

/** One own item, its text 1..`textMax` characters once trimmed (the message names the bound). */
export const customItemSchema = (textMax: number) =>
  z.object({
    id: ZCustomItemId,
    text: z
      .string()
      .check(z.trim())
      .check((ctx) => {
        if (ctx.value.length < 1 || ctx.value.length > textMax)
          ctx.issues.push({
            code: 'too_big',
            origin: 'string',
            maximum: textMax,
            inclusive: true,
            input: ctx.value,
            message: 'CUSTOM_ITEM_TEXT',
          });
      }),
  });

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A list of own items: at most `max`, each id and each text (case aside) once. */
export const customItemList = (max: number, textMax: number) =>
  z.array(customItemSchema(textMax)).check(
    z.maxLength(max, { error: 'CUSTOM_VALUES_TOO_MANY' }),
    z.superRefine((items, ctx) => {
      items.forEach((item, index) => {
        const earlier = items.slice(0, index);
        if (earlier.some((x) => x.id === item.id || sameText(x.text, item.text)))
          ctx.addIssue({ code: 'custom', path: [index], message: 'CUSTOM_ITEM_DUPLICATE' });
      });
    }),
  );

/** The next free id of a list, `custom_<what>_<n>`. */
export function nextCustomItemId(what: string, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((x) => x.id));
  let n = taken.length + 1;
  while (ids.has(`${CUSTOM_ITEM_ID_PREFIX}${what}_${n}`)) n++;
  return `${CUSTOM_ITEM_ID_PREFIX}${what}_${n}`;
}

/** Text by id of a setup's own items (`lists` names the setup fields that hold them); empty when there are none. */
export function customItemTexts(setup: unknown, lists: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof setup !== 'object' || setup === null) return out;
  for (const field of lists) {
    const list = (setup as Record<string, unknown>)[field];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const { id, text } = (item ?? {}) as Partial<CustomItem>;
      if (typeof id === 'string' && typeof text === 'string') out.set(id, text);
    }
  }
  return out;
}

/** Setup fields holding own items, per section kind that has them. */
export const CUSTOM_ITEM_FIELDS = {
  values_and_traits: ['custom_values', 'custom_traits'],
  acceptable_behaviors: ['custom_scenarios'],
} as const;
