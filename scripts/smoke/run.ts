import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { loadConfig } from '../../infra/lib/config';
import { runJourney } from './journey';
import { s3InboxPinReader } from './pin-readers';
import { assertStageIsNew, cdkArgs, parseSmokeArgs } from './stage';

/**
 * `npm run smoke -- --stage <name> --inbox s3://<bucket>/<prefix> --email-domain <domain>` (docs/deploy.md
 * "Smoke test"): deploys a throw-away stage, runs the journey (./journey.ts) against its web URL with PINs read from
 * the S3 test inbox, and destroys the stage whatever happened.
 */

function npx(args: string[], region: string | undefined): void {
  console.log(`$ npx ${args.join(' ')}`);
  // --region also decides where the CDK deploys (the stacks are environment-agnostic: the profile's region).
  const env = region ? { ...process.env, AWS_REGION: region, AWS_DEFAULT_REGION: region } : process.env;
  const result = spawnSync('npx', args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`npx ${args.slice(0, 2).join(' ')} exited with ${result.status}`);
}

async function main(): Promise<void> {
  const args = parseSmokeArgs(process.argv.slice(2));
  // The stage's settings come from config/<stage>.ts, as for any deploy: refused here, before anything is deployed.
  await loadConfig({ stage: args.stage, ...Object.fromEntries(args.context.map((pair) => pair.split('=', 2))) });
  await assertStageIsNew(args.stage, new CloudFormationClient(args.region ? { region: args.region } : {}));
  const dir = mkdtempSync(path.join(tmpdir(), 'culturefit-smoke-'));
  const outputsFile = path.join(dir, 'outputs.json');
  let failed = false;
  try {
    npx(cdkArgs('deploy', args.stage, outputsFile, args.context), args.region);
    const outputs = JSON.parse(readFileSync(outputsFile, 'utf8')) as Record<string, Record<string, string>>;
    const webUrl = outputs[`culturefit-${args.stage}-web-content`]?.WebUrl;
    if (!webUrl) throw new Error('the deploy wrote no WebUrl output');
    const result = await runJourney({
      webUrl,
      email: `smoke-${Date.now()}@${args.emailDomain}`,
      readPin: s3InboxPinReader({
        bucket: args.bucket,
        prefix: args.prefix,
        ...(args.region ? { region: args.region } : {}),
      }),
      log: (line) => console.log(`smoke: ${line}`),
    });
    console.log(`smoke: passed (assessment ${result.assessmentId}, score ${result.score})`);
  } catch (error) {
    failed = true;
    console.error(`smoke: FAILED: ${(error as Error).message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (args.keep) console.log(`smoke: --keep: stage ${args.stage} left deployed`);
    else npx(cdkArgs('destroy', args.stage, undefined, args.context), args.region);
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
