import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../../../lib/i18n/messages/en';
import { respondentPagesPart } from '../../../../message-part-plugin';
import { webBundleMetafile } from '../../../../../test/support/respondent-app-modules';

/** What a respondent's browser loads for each page of the test: the three pages and each section's screens. */
const SECTIONS = 'web/src/features/sections';
const PAGES = [
  'web/src/app/routes/respondent/public-link.tsx',
  'web/src/app/routes/respondent/take-test.tsx',
  'web/src/app/routes/respondent/confirm-email.tsx',
  'web/src/app/routes/respondent/enter-code.tsx',
  // Loaded by the test page when needed: a running section's screen, the finished page.
  'web/src/app/routes/respondent/section-screen.tsx',
  'web/src/features/respondents/components/test-finished.tsx',
  ...readdirSync(SECTIONS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => ['answer.tsx', 'questions.tsx'].map((f) => `${SECTIONS}/${d.name}/${f}`))
    .filter((f) => existsSync(f)),
];

/** Every module a page imports statically (screens loaded later, by import(), are checked as pages of their own). */
async function modulesOf(page: string): Promise<string[]> {
  const { outputs } = await webBundleMetafile(page);
  const start = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === page);
  const seen = new Set<string>();
  for (const queue = start ? [start] : []; queue.length > 0;) {
    const path = queue.pop() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    for (const i of outputs[path]?.imports ?? []) if (i.kind === 'import-statement') queue.push(i.path);
  }
  return [...seen].flatMap((path) => Object.keys(outputs[path]?.inputs ?? {}));
}

describe("the respondent's pages stay light", () => {
  it.each(PAGES)('%s loads no zod (the server checks every answer) and no scorer', async (page) => {
    const modules = await modulesOf(page);
    expect(modules.length).toBeGreaterThan(3);
    expect(modules.filter((m) => m.includes('node_modules/zod/'))).toEqual([]);
    expect(modules.filter((m) => /shared\/src\/sections\/[^/]+\/scorer\.ts$/.test(m))).toEqual([]);
  });

  /** Every message key a module's source names, whether passed to t() directly or through a variable or prop. */
  const keysNamed = (sources: string[]) => ({
    used: sources
      .flatMap((source) => [...source.matchAll(/'([\w-]+\.[\w.-]+)'/g)].map((m) => m[1] as string))
      .filter((key) => key in en),
    // Keys built at run time (`section.${kind}`): every key with that prefix must be there.
    prefixes: sources.flatMap((source) => [...source.matchAll(/`([\w.-]+\.)\$\{/g)].map((m) => m[1] as string)),
  });
  const core = new Set(Object.keys(respondentPagesPart('en', 'respondent')));
  const beyondCore = ({ used, prefixes }: ReturnType<typeof keysNamed>) => [
    ...used.filter((key) => !core.has(key)),
    ...prefixes.flatMap((prefix) => Object.keys(en).filter((key) => key.startsWith(prefix) && !core.has(key))),
  ];

  it.each(PAGES)(
    '%s names only the keys whose English its first script carries (respondent/keys.ts: the others are not loaded on a respondent page)',
    async (page) => {
      const sources = (await modulesOf(page))
        .filter((m) => !m.includes('node_modules'))
        .map((m) => readFileSync(m, 'utf8'));
      const named = keysNamed(sources);
      expect(named.used.length + named.prefixes.length).toBeGreaterThan(0);
      expect(beyondCore(named)).toEqual([]);
    },
  );
});
