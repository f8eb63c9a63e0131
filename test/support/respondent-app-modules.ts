import { build } from 'esbuild';

/**
 * Every module of the respondent's app: the first script (web/src/main.tsx) and every page and screen it loads,
 * statically or on demand, without the employer's app (web/src/app/app.tsx), which only other addresses load. Paths
 * from the repository's root.
 */
export async function respondentAppModules(): Promise<string[]> {
  const result = await build({
    entryPoints: ['web/src/main.tsx'],
    bundle: true,
    write: false,
    metafile: true,
    outdir: '/tmp/respondent-app-modules',
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'silent',
    alias: { '@shared': './shared/src' },
    loader: { '.css': 'empty', '.woff2': 'empty', '.woff': 'empty', '.png': 'empty', '.svg': 'empty' },
    external: ['virtual:*'],
    splitting: true,
  });
  const inputs = result.metafile.inputs;
  const seen = new Set<string>();
  for (const queue = ['web/src/main.tsx']; queue.length > 0;) {
    const path = queue.pop() as string;
    if (seen.has(path) || path === 'web/src/app/app.tsx') continue;
    seen.add(path);
    for (const i of inputs[path]?.imports ?? []) if (/^(web|shared)\//.test(i.path)) queue.push(i.path);
  }
  return [...seen];
}
