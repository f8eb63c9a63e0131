import { existsSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { CONTEXTS } from '../../shared/src/routes/define';
import { UNUSED_MODULES } from '../../infra/lib/lambda-build';
import { CONTEXT_ACCESS, TABLE_ACCESS } from '../../infra/lib/stacks/context-access';

/**
 * Least privilege per function (infra/lib/stacks/context-access.ts): each API function's bundle, as esbuild builds
 * it for the deploy, is read for the adapters it really contains; a grant its code never uses, or a use its row
 * does not grant, fails. (app.test.ts checks the synthesized policies follow the rows.)
 */

const entries = CONTEXTS.flatMap((context) =>
  [
    { key: context, file: `lambdas/src/${context}/handler.ts` },
    { key: `${context}:stream`, file: `lambdas/src/${context}/stream.ts` },
  ].filter((e) => existsSync(e.file)),
);

async function bundleInputs(file: string): Promise<string[]> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'unused',
    platform: 'node',
    format: 'esm',
    mainFields: ['module', 'main'],
    tsconfig: 'tsconfig.json',
    external: [...UNUSED_MODULES],
    logLevel: 'silent',
  });
  // The modules whose code is in the bundle: a context's face re-exports more than one function uses, and what a
  // function only reaches through a face, using none of it, is not in its bundle (lambdas/package.json: sideEffects).
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
  return Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
}

async function adaptersIn(file: string): Promise<{ uploads: boolean; mail: boolean }> {
  const inputs = await bundleInputs(file);
  return {
    uploads: inputs.some((i) => i.startsWith('lambdas/src/adapters/storage/')),
    mail: inputs.some((i) => i.startsWith('lambdas/src/adapters/mail/')),
  };
}

describe('each API function is granted the bucket and e-mail exactly when its code uses them', () => {
  it('every function has a row, and every row a function', () => {
    expect(Object.keys(CONTEXT_ACCESS).sort()).toEqual(entries.map((e) => e.key).sort());
  });

  for (const entry of entries) {
    it(entry.key, async () => {
      expect(await adaptersIn(entry.file)).toEqual(CONTEXT_ACCESS[entry.key]);
    });
  }
});

describe('each function may delete items or write in batches exactly when its code does', () => {
  const sources = async (file: string) =>
    (await bundleInputs(file)).filter((i) => /^(lambdas|shared)\/src\//.test(i)).map((i) => readFileSync(i, 'utf8'));

  for (const [entry, access] of Object.entries(TABLE_ACCESS)) {
    it(entry, async () => {
      const code = await sources(entry);
      expect({
        deletes: code.some((c) => /\.delete\(\s*\{/.test(c)),
        batchWrites: code.some((c) => /\.(put|delete)\(\s*\[/.test(c)),
      }).toEqual(access);
    });
  }
});
