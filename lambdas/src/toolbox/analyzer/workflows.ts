import { sfnWorkflows, type Workflows } from '../../adapters/workflows';
import type { localWorkflows as LocalWorkflows } from './local-workflows';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The analyzer's workflows on this deployment: Step Functions when ANALYZER_STATE_MACHINE_ARN is set (the CDK
 * functions), the in-process runner on the local stack (STAGE=local without an ARN). Anything else fails closed.
 * The local runner lives beside the analyzer it runs, so the adapters below every context import no context.
 */
export async function workflows(env: Env = process.env): Promise<Workflows> {
  if (env.ANALYZER_STATE_MACHINE_ARN) return sfnWorkflows(env.ANALYZER_STATE_MACHINE_ARN);
  if (env.STAGE === 'local') {
    // Kept out of the deployed bundle (aws-local-stepfunctions is a dev tool): esbuild does not follow a computed import.
    const localModule = './local-workflows.ts';
    const { localWorkflows } = (await import(/* @vite-ignore */ localModule)) as {
      localWorkflows: typeof LocalWorkflows;
    };
    return localWorkflows();
  }
  throw new Error('ANALYZER_STATE_MACHINE_ARN is not set');
}
