import { runStateMachine } from '../../../../infra/local/stepfunctions';
import { ANALYZER_STATES, analyzerDefinition, LOCAL_ANALYZER_STEP_ARN } from './definition';
import { runAnalyzerStep } from './run-step';
import { logger } from '../../common/logger';
import type { AnalyzerExecutionInput, Workflows } from '../../adapters/workflows';

/**
 * The local stack's workflows (docs/architecture.md "The local stack"): the deployed definition, run in this
 * process by aws-local-stepfunctions, its Task states calling the real step handler. Executions are named and
 * kept like Step Functions keeps them, so a second start with a name already used starts nothing.
 */
const executions = new Map<string, Promise<void>>();

/** The execution named `name` (tests await it instead of sleeping), or undefined if none was started. */
export function localExecution(name: string): Promise<void> | undefined {
  return executions.get(name);
}

const starts = new Map<string, number>();

/** How many times a start was asked for under `name` (the app should ask once per run). */
export function localStartCount(name: string): number {
  return starts.get(name) ?? 0;
}

export function localWorkflows(): Workflows {
  return {
    async startAnalyzer(name: string, input: AnalyzerExecutionInput) {
      const id = `local:${name}`;
      starts.set(name, (starts.get(name) ?? 0) + 1);
      if (executions.has(name)) return id;
      const step = (event: unknown) => runAnalyzerStep(event);
      const tasks = { [ANALYZER_STATES.section]: step, [ANALYZER_STATES.skills]: step, [ANALYZER_STATES.finish]: step };
      const done = runStateMachine(analyzerDefinition(LOCAL_ANALYZER_STEP_ARN), input as never, {
        tasks: tasks as never,
      })
        .then((execution) => execution.result)
        .then(
          () => undefined,
          // Not awaited by the request that started it: a failure is logged, and the run was closed by FinishRun.
          (error: unknown) =>
            logger.error('local analyzer execution failed', {
              name,
              error: error instanceof Error ? error.message : String(error),
            }),
        );
      executions.set(name, done);
      return id;
    },
  };
}
