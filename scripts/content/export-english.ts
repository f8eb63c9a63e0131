/**
 * Print the respondent-facing English texts of each section's latest content pack, the source a translator works
 * from (docs/content.md "Respondent languages"): one line per text, `path <tab> hash <tab> English as JSON`.
 *
 *   npx tsx scripts/content/export-english.ts [kind...] [--json] [--locale=de]
 *
 * `--json` prints one object per kind, path -> English (the shape `stamp-locale.ts --from` reads back, once
 * translated). With `--locale`, only the texts that locale's file lacks or has stale are printed.
 */
import { latestPack } from '../../shared/src/sections/content-registry';
import { LOCALE_FILE_KINDS, respondentTexts, type LocaleFileKind } from '../../shared/src/sections/locale-check';
import { localeFilePath, readLocaleFile } from './locale-index';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const locale = args.find((a) => a.startsWith('--locale='))?.slice('--locale='.length);
  const asked = args.filter((a) => !a.startsWith('--'));
  const kinds = asked.length ? (asked as LocaleFileKind[]) : [...LOCALE_FILE_KINDS];
  const out: Record<string, Record<string, string>> = {};
  for (const kind of kinds) {
    if (!LOCALE_FILE_KINDS.includes(kind)) throw new Error(`kind: one of ${LOCALE_FILE_KINDS.join(', ')}`);
    const file = locale ? await readLocaleFile(localeFilePath(kind, locale)) : undefined;
    const texts = respondentTexts(await latestPack(kind)).filter((e) => file?.texts[e.path]?.source !== e.source);
    if (json) out[kind] = Object.fromEntries(texts.map((e) => [e.path, e.en]));
    else {
      console.log(
        `## ${kind} (${texts.length} texts, ${texts.reduce((n, e) => n + e.en.split(/\s+/).length, 0)} words)`,
      );
      for (const e of texts) console.log(`${e.path}\t${e.source}\t${JSON.stringify(e.en)}`);
    }
  }
  if (json) console.log(JSON.stringify(kinds.length === 1 ? out[kinds[0] as string] : out, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
