import { parseArgs } from 'node:util';
import { DescribeStacksCommand, type CloudFormationClient } from '@aws-sdk/client-cloudformation';

/** The smoke test's arguments and the CDK commands for its throw-away stage (./run.ts). */

const USAGE =
  'usage: npm run smoke -- --stage <name> --inbox s3://<bucket>/<prefix> --email-domain <domain> [--context key=value]… [--region <region>] [--keep]';

/** The deploy of one stage: the only place that knows how a stage is named to the CDK app. */
export function cdkArgs(
  command: 'deploy' | 'destroy',
  stage: string,
  outputsFile?: string,
  context: readonly string[] = [],
): string[] {
  const stageArgs = ['-c', `stage=${stage}`, ...context.flatMap((pair) => ['-c', pair])];
  return command === 'deploy'
    ? ['cdk', 'deploy', '--all', ...stageArgs, '--require-approval', 'never', '--outputs-file', outputsFile ?? '']
    : ['cdk', 'destroy', '--all', ...stageArgs, '--force'];
}

export interface SmokeArgs {
  stage: string;
  bucket: string;
  prefix: string;
  emailDomain: string;
  region: string | undefined;
  keep: boolean;
  /** Extra CDK context for the stage (`key=value`), e.g. `sesSender=example.com`, until stages have config files. */
  context: string[];
}

export function parseSmokeArgs(argv: string[]): SmokeArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      stage: { type: 'string' },
      inbox: { type: 'string' },
      'email-domain': { type: 'string' },
      region: { type: 'string' },
      keep: { type: 'boolean', default: false },
      context: { type: 'string', multiple: true, default: [] },
    },
  });
  const stage = values.stage ?? '';
  if (!/^[a-z0-9-]+$/.test(stage)) throw new Error(`--stage: lower-case letters, digits and dashes\n${USAGE}`);
  if (stage === 'prod') throw new Error('--stage prod: the smoke test deploys and destroys a throw-away stage only');
  const inbox = /^s3:\/\/([^/]+)\/?(.*)$/.exec(values.inbox ?? '');
  if (!inbox) throw new Error(`--inbox: the S3 location the SES receipt rule writes to\n${USAGE}`);
  const emailDomain = values['email-domain'] ?? '';
  const context = values.context ?? [];
  const bad = context.find((pair) => !/^\w+=\S+$/.test(pair) || pair.startsWith('stage='));
  if (bad) throw new Error(`--context ${bad}: key=value, and the stage only through --stage`);
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(emailDomain))
    throw new Error(`--email-domain: the domain SES receives for\n${USAGE}`);
  return {
    stage,
    bucket: inbox[1] as string,
    prefix: inbox[2] ?? '',
    emailDomain,
    region: values.region ?? process.env.AWS_REGION,
    keep: values.keep ?? false,
    context,
  };
}

/** The stage must not exist yet: the smoke test destroys what it deployed, never a stage someone else uses. */
export async function assertStageIsNew(stage: string, cloudFormation: CloudFormationClient): Promise<void> {
  try {
    await cloudFormation.send(new DescribeStacksCommand({ StackName: `culturefit-${stage}-stateful` }));
  } catch (error) {
    if ((error as Error).message.includes('does not exist')) return;
    throw error;
  }
  throw new Error(`stage ${stage} already exists: the smoke test only deploys and destroys a new stage`);
}
