import { localize } from '../content-pack';
import type { SectionView } from '../view-types';
import { LOGIC_TEST_PACK, publicLogicItems } from './content';
import { logicItemsOf } from './draw';
import { LOGIC_PARTS, ZLogicTestSetup } from './schema';

/**
 * Group `parts` (the chosen parts, in order) and one group per chosen part with its items. Items carry
 * their options and table, never the key (it is on the server only). The items are the respondent's draw from the
 * pool when the setup carries one (`items`, laid over the template's setup by the server), else the original items.
 */
export const logicTestView: SectionView = ({ locale, setup }) => {
  const pack = LOGIC_TEST_PACK;
  const parsed = ZLogicTestSetup.safeParse(setup);
  const parts = LOGIC_PARTS.filter((p) => !parsed.success || parsed.data.parts.includes(p));
  const items = publicLogicItems(locale, parts, pack);
  const groups: Record<
    string,
    {
      id: string;
      text: string;
      options?: { id: string; text: string }[];
      table?: { headers: string[]; rows: string[][] };
    }[]
  > = {
    parts: pack.parts.filter((p) => parts.includes(p.id)).map((p) => ({ id: p.id, text: localize(p.name, locale) })),
  };
  for (const part of parts) {
    const ids = logicItemsOf(part, parsed.success ? parsed.data.items : undefined);
    // In the pool's slot order (the original items' order), whatever the pack's order.
    groups[part] = ids
      .flatMap((id) => items.filter((i) => i.part === part && i.id === id))
      .map((i) => ({
        id: i.id,
        text: i.stem,
        options: i.options,
        ...(i.table
          ? { table: { headers: i.table.headers, rows: i.table.rows.map((r) => r.map((c) => String(c))) } }
          : {}),
      }));
  }
  return {
    kind: 'logic_test',
    version: pack.version,
    title: localize(pack.title, locale),
    instructions: localize(pack.instructions, locale),
    groups,
  };
};
