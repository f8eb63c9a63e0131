import type { StateMachineDefinition } from 'aws-local-stepfunctions';
import { ANALYZER_CONCURRENCY, ANALYZER_SKILLS_CONCURRENCY } from '@shared/constants/ai';

/**
 * The core values analyzer's workflow, in Amazon States Language, defined once: the CDK app deploys it
 * (infra/lib/stacks/api-stack.ts) and the local stack runs it with aws-local-stepfunctions (infra/local/stepfunctions.ts).
 *
 * Input: { runId, items: AnalyzerItem[], skills: AnalyzerItem[] } (shared/src/toolbox/analyzer.ts `analyzerItems`).
 * Two inline Maps run side by side in a Parallel state: every value × section except skills guidance, 10 at a time,
 * and the skills guidance of every value, 5 at a time (spec part 2 §9.3 "Analyzer sends 10 requests at a time
 * (skills: 5)"). Each item is one call of the step Lambda, which writes that section. Then the step Lambda closes
 * the run; it also does when a branch fails, so a run never stays "running".
 */

/** Task state names: the local runner maps each to the step handler by name. */
export const ANALYZER_STATES = { section: 'WriteSection', skills: 'WriteSkills', finish: 'FinishRun' } as const;

/** What CDK puts in place of the step function's ARN (definitionSubstitutions). */
export const ANALYZER_STEP_PLACEHOLDER = '${AnalyzerStepFunctionArn}';
/** The local stack's stand-in for that ARN: its Task states run the step handler in process, by state name. */
export const LOCAL_ANALYZER_STEP_ARN = 'arn:aws:lambda:us-east-1:000000000000:function:culturefit-local-analyzer-step';

/** Lambda's own transient failures are retried with backoff; the step is idempotent (a finished section is kept). */
const RETRY = [
  {
    ErrorEquals: [
      'Lambda.ServiceException',
      'Lambda.AWSLambdaException',
      'Lambda.SdkClientException',
      'Lambda.TooManyRequestsException',
      'States.TaskFailed',
    ],
    IntervalSeconds: 2,
    MaxAttempts: 3,
    BackoffRate: 2,
  },
];

function eachItem(mapName: string, taskName: string, itemsPath: string, maxConcurrency: number, resource: string) {
  return {
    StartAt: mapName,
    States: {
      [mapName]: {
        Type: 'Map',
        ItemsPath: itemsPath,
        MaxConcurrency: maxConcurrency,
        ItemSelector: {
          kind: 'section',
          'runId.$': '$.runId',
          'index.$': '$$.Map.Item.Value.index',
          'section.$': '$$.Map.Item.Value.section',
        },
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: taskName,
          States: { [taskName]: { Type: 'Task', Resource: resource, Retry: RETRY, End: true } },
        },
        ResultPath: null,
        End: true,
      },
    },
  };
}

/** The definition with `resource` as every Task's Resource (the step function's ARN, or the placeholder CDK fills). */
export function analyzerDefinition(resource: string = ANALYZER_STEP_PLACEHOLDER): StateMachineDefinition {
  return {
    Comment: 'Core values analyzer: five analysis sections per value (spec part 2 §9.3)',
    StartAt: 'Sections',
    States: {
      Sections: {
        Type: 'Parallel',
        Branches: [
          eachItem('EachSection', ANALYZER_STATES.section, '$.items', ANALYZER_CONCURRENCY, resource),
          eachItem('EachSkills', ANALYZER_STATES.skills, '$.skills', ANALYZER_SKILLS_CONCURRENCY, resource),
        ],
        ResultPath: null,
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: ANALYZER_STATES.finish }],
        Next: ANALYZER_STATES.finish,
      },
      [ANALYZER_STATES.finish]: {
        Type: 'Task',
        Resource: resource,
        Parameters: { kind: 'finish', 'runId.$': '$.runId' },
        Retry: RETRY,
        End: true,
      },
    },
  } as unknown as StateMachineDefinition;
}
