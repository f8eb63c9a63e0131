import { existsSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { CONTEXTS } from '../../shared/src/routes/define';
import { UNUSED_MODULES } from '../../infra/lib/lambda-build';
import { CONTEXT_ACCESS, TABLE_ACCESS, TABLE_KEYS } from '../../infra/lib/stacks/context-access';
import { TRIGGERS, TRIGGER_ACCESS } from '../../infra/lib/stacks/stateful-stack';
import { entityBuilders } from '../../lambdas/src/db/service';

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
  // The data layer itself (`lambdas/src/db/lite/`) can do everything; what counts is what the function's code asks of it.
  const sources = async (file: string) =>
    (await bundleInputs(file))
      .filter((i) => /^(lambdas|shared)\/src\//.test(i) && !i.startsWith('lambdas/src/db/lite/'))
      .map((i) => readFileSync(i, 'utf8'));

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

describe('each function may touch exactly the partition key spaces of the entities its code names (dynamodb:LeadingKeys)', () => {
  // An entity's key spaces: the first composite attribute of the partition key of each of its indexes, as the data layer
  // writes it (`$culturefit#emailkey_...`); '' for an index keyed by the service alone.
  const spacesOf = Object.fromEntries(
    Object.entries(entityBuilders).map(([name, buildEntity]) => {
      const model = (buildEntity() as unknown as { model: { indexes: { pk: { composite: readonly string[] } }[] } })
        .model;
      return [name, model.indexes.map((index) => (index.pk.composite[0] ?? '').toLowerCase())];
    }),
  );
  // Named anywhere as `.user`, `{ user` or `, user` (entities.user, tx.user, a transaction's destructured entities):
  // wide on purpose, so a use is never missed (a missed one would be AccessDenied on AWS only).
  const namedIn = (code: string, entity: string) => new RegExp(`(?:\\.|\\{\\s*|,\\s*)${entity}\\b`).test(code);

  it('every function bound to the table has a row, and every row a function', () => {
    expect(Object.keys(TABLE_KEYS).sort()).toEqual(Object.keys(TABLE_ACCESS).sort());
  });

  for (const entry of Object.keys(TABLE_KEYS)) {
    it(entry, async () => {
      const inputs = await bundleInputs(entry);
      const code = inputs
        .filter((i) => /^(lambdas|shared)\/src\//.test(i))
        .filter(
          (i) =>
            !i.startsWith('lambdas/src/db/entities/') &&
            !i.startsWith('lambdas/src/db/lite/') &&
            i !== 'lambdas/src/db/service.ts',
        )
        .map((i) => readFileSync(i, 'utf8'))
        .join('\n');
      const spaces = new Set(
        Object.keys(spacesOf)
          .filter((entity) => namedIn(code, entity))
          .flatMap((entity) => spacesOf[entity]!),
      );
      if (inputs.includes('lambdas/src/db/group-stats.ts')) spaces.add('groupstats');
      expect([...new Set(TABLE_KEYS[entry])].sort()).toEqual([...spaces].sort());
    });
  }
});

describe('each Cognito trigger gets the table, e-mail and the PIN hash key exactly when its code uses them', () => {
  for (const [id, entry] of Object.entries(TRIGGERS)) {
    it(id, async () => {
      const inputs = await bundleInputs(entry);
      expect({
        table: inputs.some((i) => i.startsWith('lambdas/src/db/')),
        mail: inputs.some((i) => i.startsWith('lambdas/src/adapters/mail/')),
        pinHashKey: inputs.some((i) => i === 'lambdas/src/accounts/pin/pin-key.ts'),
      }).toEqual(TRIGGER_ACCESS[id as keyof typeof TRIGGERS]);
    });
  }
});
