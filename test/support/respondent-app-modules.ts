import { build, type Metafile } from 'esbuild';

/**
 * How esbuild bundles a page of the web app for the import checks (respondent-imports.test.ts, route-defs.test.ts):
 * every module it reaches, with its imports, in the metafile. Paths from the repository's root.
 */
export async function webBundleMetafile(entry: string): Promise<Metafile> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    outdir: '/tmp/web-bundle-metafile',
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'silent',
    alias: { '@shared': './shared/src' },
    loader: { '.css': 'empty', '.woff2': 'empty', '.woff': 'empty', '.png': 'empty', '.svg': 'empty' },
    external: ['virtual:*'],
    splitting: true,
  });
  return result.metafile;
}

/**
 * Every module of the respondent's app: the first script (web/src/main.tsx) and every page and screen it loads,
 * statically or on demand, without the employer's app (web/src/app/app.tsx), which only other addresses load.
 */
export async function respondentAppModules(): Promise<string[]> {
  const { inputs } = await webBundleMetafile('web/src/main.tsx');
  const seen = new Set<string>();
  for (const queue = ['web/src/main.tsx']; queue.length > 0;) {
    const path = queue.pop() as string;
    if (seen.has(path) || path === 'web/src/app/app.tsx') continue;
    seen.add(path);
    for (const i of inputs[path]?.imports ?? []) if (/^(web|shared)\//.test(i.path)) queue.push(i.path);
  }
  return [...seen];
}
