import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../infra/lib/constructs/app-function';
import { buildLambda, LAMBDA_ENTRY_FILE } from '../../infra/lib/lambda-build';

describe('Lambda runtime (docs/deploy.md, Runtime)', () => {
  it('a bundle built for the runtime loads in a fresh Node process and exports its handler', () => {
    // Built exactly as for the deploy (target node24); loaded by the Node running the tests, in its own process
    // without the test's environment. Where CI runs Node 24 this is the runtime's own Node; here it is Node 20,
    // which the sources must also run on.
    const outdir = mkdtempSync(path.join(tmpdir(), 'culturefit-bundle-'));
    buildLambda(PROJECT_ROOT, 'lambdas/src/toolbox/seed-prompts.ts', outdir);
    const file = path.join(outdir, LAMBDA_ENTRY_FILE);
    const probe = `const m = await import(${JSON.stringify(file)}); process.stdout.write(typeof m.handler);`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(out.toString()).toBe('function');
  });
});
