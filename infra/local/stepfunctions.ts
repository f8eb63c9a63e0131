import type { RunOptions, StateMachine, StateMachineDefinition } from 'aws-local-stepfunctions';

/**
 * Step Functions stand-in: aws-local-stepfunctions runs the same Amazon States Language
 * definition the CDK app deploys. Task states are mapped to in-process functions
 * (`taskResourceLocalHandlers`, keyed by state name), so workflow steps run the real step handlers.
 */

/** aws-local-stepfunctions uses Promise.withResolvers, which Node 20 lacks (Node 22 has it). */
export function installPromiseWithResolvers(): void {
  const P = Promise as PromiseConstructor & { withResolvers?: unknown };
  if (typeof P.withResolvers === 'function') return;
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

export type JsonValue = Parameters<StateMachine['run']>[0];
export type TaskHandlers = NonNullable<NonNullable<RunOptions['overrides']>['taskResourceLocalHandlers']>;

export interface LocalExecution {
  result: Promise<JsonValue>;
  abort(): void;
}

/** Starts one execution of `definition` with `input`; Task states named in `tasks` run locally. */
export async function runStateMachine(
  definition: StateMachineDefinition,
  input: JsonValue,
  options: {
    tasks?: TaskHandlers;
    waitTimeOverrides?: Record<string, number>;
    retryIntervalOverrides?: Record<string, number | number[]>;
  } = {},
): Promise<LocalExecution> {
  installPromiseWithResolvers();
  const { StateMachine } = await import('aws-local-stepfunctions');
  const machine = new StateMachine(definition, { validationOptions: { checkArn: false } });
  const execution = machine.run(input, {
    overrides: {
      taskResourceLocalHandlers: options.tasks ?? {},
      waitTimeOverrides: options.waitTimeOverrides ?? {},
      retryIntervalOverrides: options.retryIntervalOverrides ?? {},
    },
  });
  return { result: execution.result, abort: execution.abort };
}
