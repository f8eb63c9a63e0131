import path from 'node:path';
import { buildSync, type BuildOptions } from 'esbuild';
import { type BuiltFile, mergeChunks } from './merge-chunks';

/**
 * The Node.js major of every function's Lambda runtime (nodejs24.x, infra/lib/constructs/app-function.ts): the newest
 * Lambda offers; Node 22 leaves maintenance in April 2027. The bundles target the same major, so esbuild keeps the
 * syntax Node 24 runs as written. The sources stay within what Node 20 runs too: the local stack and the tests run
 * them on Node 20 (docs/deploy.md, Runtime).
 */
export const LAMBDA_NODE_MAJOR = 24;

/** Dependencies reachable only through options the code never sets; left out of every bundle. */
export const UNUSED_MODULES = ['prettier', 'prettier/*'] as const;

/** The file Lambda loads: its `handler` export is the function's handler (`index.handler`). */
export const LAMBDA_ENTRY_FILE = 'index.mjs';

/**
 * How every function is built for the deploy (infra/lib/constructs/app-function.ts), and for the bench that measures
 * it (scripts/bench/cold-start.ts): esbuild, minified ESM for the Lambda runtime's Node, with the AWS SDK bundled, split into chunks so
 * that a module imported with `import()` (a route's handler, e-mail rendering, PDF, an AI SDK) is loaded only when a
 * request needs it (docs/cold-start.md).
 */
export function lambdaBuildOptions(
  projectRoot: string,
  entry: string,
  outdir: string,
): BuildOptions & { metafile: true } {
  return {
    entryPoints: { index: path.resolve(projectRoot, entry) },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    minify: true,
    // Production builds of dependencies that branch on NODE_ENV (React's server renderer for e-mails): without it
    // both the development and the production build are bundled.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // No source maps in the deployed code (size, and no source shipped); stack traces name minified frames.
    sourcemap: false,
    platform: 'node',
    target: `node${LAMBDA_NODE_MAJOR}`,
    format: 'esm',
    mainFields: ['module', 'main'],
    // @react-email/render imports prettier only for `pretty: true`, which no e-mail uses: 254 KB never run.
    external: [...UNUSED_MODULES],
    // ESM output still meets CommonJS dependencies that call require().
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    tsconfig: path.join(projectRoot, 'tsconfig.json'),
    metafile: true,
    logLevel: 'error',
  };
}

/**
 * Builds a function as it is deployed: esbuild with the options above, then its chunks joined into fewer files
 * (infra/lib/merge-chunks.ts). Returns every file written, with its size and source modules. `overrides` change
 * esbuild's options for both passes (the profiler keeps whitespace).
 */
export function buildLambda(
  projectRoot: string,
  entry: string,
  outdir: string,
  overrides: Partial<BuildOptions> = {},
): Record<string, BuiltFile> {
  const options = { ...lambdaBuildOptions(projectRoot, entry, outdir), ...overrides, metafile: true as const };
  const { metafile } = buildSync(options);
  return mergeChunks(metafile, outdir, LAMBDA_ENTRY_FILE, {
    external: options.external ?? [],
    target: String(options.target),
    minify: options.minify ?? true,
  });
}
