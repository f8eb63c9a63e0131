import { describe, expect, it } from 'vitest';
import type { StateMachineDefinition } from 'aws-local-stepfunctions';
import { installPromiseWithResolvers, runStateMachine } from './stepfunctions';

describe('Step Functions stand-in', () => {
  it('Promise.withResolvers exists after the polyfill (Node 20 lacks it)', () => {
    installPromiseWithResolvers();
    const { promise, resolve } = (
      Promise as unknown as { withResolvers<T>(): { promise: Promise<T>; resolve(v: T): void } }
    ).withResolvers<number>();
    resolve(7);
    return expect(promise).resolves.toBe(7);
  });

  it('runs an inline Map whose Task states call local functions, as the analyzer workflow will', async () => {
    const definition: StateMachineDefinition = {
      StartAt: 'Each',
      States: {
        Each: {
          Type: 'Map',
          ItemsPath: '$.items',
          MaxConcurrency: 10,
          ItemProcessor: {
            StartAt: 'Double',
            States: {
              Double: { Type: 'Task', Resource: 'arn:aws:lambda:us-east-1:000000000000:function:double', End: true },
            },
          },
          ResultPath: '$.doubled',
          Next: 'Done',
        },
        Done: { Type: 'Pass', OutputPath: '$.doubled', End: true },
      },
    };
    const execution = await runStateMachine(
      definition,
      { items: [1, 2, 3] },
      { tasks: { Double: (n) => (n as number) * 2 } },
    );
    await expect(execution.result).resolves.toEqual([2, 4, 6]);
  });
});
