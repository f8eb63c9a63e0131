/**
 * Write or update the team's Big Five statements of one language, `shared/src/sections/big5/item-text-team/<locale>.ts`
 * (docs/content.md "Big Five item languages"): the statements @bigfive-org/questions left in English, each stamped
 * with the hash of the English statement it translates.
 *
 *   npx tsx scripts/content/stamp-big5-items.ts <locale> --english            # item id -> English, what to translate
 *   npx tsx scripts/content/stamp-big5-items.ts <locale> --from=texts.json [--refresh-all] [--state=translated|validated]
 *
 * - `--english`: prints the statements the file lacks or has stale, as JSON (item id -> English).
 * - `--from`: a JSON object, item id -> translated statement; each is written and stamped with the current English.
 * - `--refresh-all`: re-stamp the texts already in the file, after a reviewer has read them against the new English.
 * - `--state`: the whole file's state (default: kept, or `translated` for a new file).
 * A new language also needs its line in the folder's index.ts (`TEAM_ITEM_TEXT_LOADERS`).
 * The file's `corrections` (statements the package translated wrongly) are written by hand and kept as they are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isBig5ItemLocale } from '../../shared/src/sections/big5/item-locales';
import { teamItemEnglish } from '../../shared/src/sections/big5/item-text-team/english';
import { PACKAGE_ITEM_TEXT_LOADERS, type Big5PackageItemLocale } from '../../shared/src/sections/big5/item-text';
import { IPIP_120_ITEMS } from '../../shared/src/sections/big5/items';
import type { TeamItemFile } from '../../shared/src/sections/big5/item-text-team/types';
import type { SectionLocaleState, SectionLocaleText } from '../../shared/src/sections/locale-file';
import { prettierFormat, readLocaleFile } from './locale-index';
import { stampTexts } from './stamp-texts';

const TEAM_DIR = resolve('shared/src/sections/big5/item-text-team');

async function main(): Promise<void> {
  const [locale, ...flags] = process.argv.slice(2);
  const flag = (name: string) => flags.find((f) => f.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (!isBig5ItemLocale(locale) || ['en', 'th', 'es'].includes(locale)) {
    throw new Error('locale: a Big Five item language other than en, th and es');
  }
  const english = await teamItemEnglish(locale as Big5PackageItemLocale);
  const path = resolve(TEAM_DIR, `${locale}.ts`);
  const existing = (await readLocaleFile(path)) as TeamItemFile | undefined;
  if (flags.includes('--english')) {
    const todo = english.filter((e) => existing?.texts[e.path]?.source !== e.source);
    console.log(JSON.stringify(Object.fromEntries(todo.map((e) => [e.path, e.en])), null, 2));
    return;
  }
  const from = flag('from');
  const given = from ? (JSON.parse(readFileSync(from, 'utf8')) as Record<string, string>) : {};
  const refreshAll = flags.includes('--refresh-all');
  const state = (flag('state') ?? existing?.state ?? 'translated') as SectionLocaleState;
  if (state !== 'translated' && state !== 'validated') throw new Error('state: translated or validated');

  const { texts, dropped, missing } = stampTexts(english, existing, given, () => refreshAll);

  const body = english
    .filter((e) => texts[e.path])
    .map((e) => {
      const t = texts[e.path] as SectionLocaleText;
      return `    // ${e.en}\n    ${JSON.stringify(e.path)}: { text: ${JSON.stringify(t.text)}, source: '${t.source}' },`;
    })
    .join('\n');
  const table = await PACKAGE_ITEM_TEXT_LOADERS[locale as Big5PackageItemLocale]();
  const corrections = existing?.corrections
    ? `  corrections: {\n${Object.entries(existing.corrections)
        .map(([id, c]) => {
          const en = IPIP_120_ITEMS.find((item) => item.id === id)?.text.en ?? '?';
          return `    // ${en} | package: ${table[id] ?? '?'}\n    ${JSON.stringify(id)}: ${JSON.stringify(c)},`;
        })
        .join('\n')}\n  },\n`
    : '';
  const source =
    `import type { TeamItemFile } from './types';\n\n` +
    `// Big Five statements in ${locale} that @bigfive-org/questions left in English, translated by the team\n` +
    `// (${state === 'validated' ? 'validated' : 'translated, not validated'}). Keyed by item id; \`source\` is the hash of the English statement in the\n` +
    `// comment above it. Written with scripts/content/stamp-big5-items.ts (docs/content.md "Big Five item languages").\n` +
    (corrections
      ? `// \`corrections\`: statements the package translated wrongly, shown instead of its text from pack 2026.3; \`replaces\` is\n` +
        `// the hash of the package text in the comment (written by hand, checked by item-text-team.test.ts).\n`
      : '') +
    `export default {\n  state: '${state}',\n  texts: {\n${body}\n  },\n${corrections}} satisfies TeamItemFile;\n`;
  writeFileSync(path, await prettierFormat(path, source));
  console.log(`${Object.keys(texts).length}/${english.length} statements written to ${path} (${state})`);
  if (missing.length) console.log(`missing: ${missing.join(', ')}`);
  if (dropped.length) console.log(`dropped (not a statement the package left in English): ${dropped.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
