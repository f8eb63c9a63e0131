/**
 * Write or update one section's locale file, stamping each text with the hash of the English it translates
 * (docs/content.md "Respondent languages").
 *
 *   npx tsx scripts/content/stamp-locale.ts <kind> <locale> [--from=texts.json] [--refresh=path1,path2 | --refresh-all]
 *                                           [--state=translated|validated]
 *
 * - `--from`: a JSON object, path -> translated text (the paths `export-english.ts` prints). Each text given is
 *   written and stamped with the current English: it is taken to translate the English as it is now.
 * - `--refresh`: re-stamp texts already in the file, after a translator has checked them against the new English.
 * - `--state`: the whole file's state (default: kept, or `translated` for a new file).
 * Other texts keep their stamps, so a text whose English changed stays stale until it is translated again. Paths the
 * English no longer has are dropped (and listed). Then the locale index is written again.
 */
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { latestPack } from '../../shared/src/sections/content-registry';
import {
  LOCALE_FILE_KINDS,
  respondentTexts,
  SECTION_FILE_LOCALES,
  type LocaleFileKind,
  type SectionFileLocale,
} from '../../shared/src/sections/locale-check';
import type { SectionLocaleState } from '../../shared/src/sections/locale-file';
import { localeFilePath, prettierFormat, readLocaleFile, writeLocaleIndex } from './locale-index';
import { stampTexts } from './stamp-texts';

async function main(): Promise<void> {
  const [kind, locale, ...flags] = process.argv.slice(2);
  const flag = (name: string) => flags.find((f) => f.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (!LOCALE_FILE_KINDS.includes(kind as LocaleFileKind))
    throw new Error(`kind: one of ${LOCALE_FILE_KINDS.join(', ')}`);
  if (!SECTION_FILE_LOCALES.includes(locale as SectionFileLocale)) {
    throw new Error(`locale: one of ${SECTION_FILE_LOCALES.join(', ')}`);
  }
  const english = respondentTexts(await latestPack(kind as LocaleFileKind));
  const path = localeFilePath(kind as LocaleFileKind, locale as string);
  const existing = await readLocaleFile(path);
  const from = flag('from');
  const given = from ? (JSON.parse(readFileSync(from, 'utf8')) as Record<string, string>) : {};
  const refreshAll = flags.includes('--refresh-all');
  const refresh = new Set(flag('refresh')?.split(',') ?? []);
  const state = (flag('state') ?? existing?.state ?? 'translated') as SectionLocaleState;
  if (state !== 'translated' && state !== 'validated') throw new Error('state: translated or validated');

  const { texts, dropped, missing } = stampTexts(english, existing, given, (p) => refreshAll || refresh.has(p));

  const body = Object.entries(texts)
    .map(([p, t]) => `    ${JSON.stringify(p)}: { text: ${JSON.stringify(t.text)}, source: '${t.source}' },`)
    .join('\n');
  const source =
    `import type { SectionLocaleFile } from '../../locale-file';\n\n` +
    `// ${kind} in ${locale}: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").\n` +
    `export default {\n  state: '${state}',\n  texts: {\n${body}\n  },\n} satisfies SectionLocaleFile;\n`;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await prettierFormat(path, source));
  await writeLocaleIndex();
  console.log(`${Object.keys(texts).length}/${english.length} texts written to ${path} (${state})`);
  if (missing.length) console.log(`missing: ${missing.join(', ')}`);
  if (dropped.length) console.log(`dropped (not in the English): ${dropped.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
