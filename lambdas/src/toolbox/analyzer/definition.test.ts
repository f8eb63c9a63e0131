import { describe, expect, it } from 'vitest';
import { analyzerItems } from '@shared/toolbox/analyzer';
import { runStateMachine } from '../../../../infra/local/stepfunctions';
import { ANALYZER_STATES, analyzerDefinition, LOCAL_ANALYZER_STEP_ARN } from './definition';

type MapState = {
  Type: string;
  MaxConcurrency: number;
  ItemsPath: string;
  ItemProcessor: { States: Record<string, { Type: string; Resource: string }> };
};

function maps(definition: ReturnType<typeof analyzerDefinition>): Record<string, MapState> {
  const parallel = (
    definition as unknown as { States: { Sections: { Branches: { States: Record<string, MapState> }[] } } }
  ).States.Sections;
  return Object.fromEntries(parallel.Branches.flatMap((b) => Object.entries(b.States)));
}

describe('the analyzer workflow definition (spec part 2 §9.3 "Analyzer sends 10 requests at a time (skills: 5)")', () => {
  it('runs the sections in an inline Map of 10 and skills guidance in one of 5, side by side', () => {
    const m = maps(analyzerDefinition('arn:aws:lambda:us-east-1:1:function:step'));
    expect(m.EachSection).toMatchObject({ Type: 'Map', MaxConcurrency: 10, ItemsPath: '$.items' });
    expect(m.EachSkills).toMatchObject({ Type: 'Map', MaxConcurrency: 5, ItemsPath: '$.skills' });
    expect(m.EachSection?.ItemProcessor.States[ANALYZER_STATES.section]).toMatchObject({
      Type: 'Task',
      Resource: 'arn:aws:lambda:us-east-1:1:function:step',
    });
  });

  it('calls the step once per value × section and then once to close the run, never more than 10 + 5 at a time', async () => {
    const calls: { kind: string; index?: number; section?: string }[] = [];
    let active = 0;
    let most = 0;
    const step = async (input: unknown) => {
      active++;
      most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      calls.push(input as (typeof calls)[number]);
      return { ok: true };
    };
    const { items, skills } = analyzerItems(8);
    const execution = await runStateMachine(
      analyzerDefinition(LOCAL_ANALYZER_STEP_ARN),
      { runId: 'r'.repeat(32), items, skills } as never,
      {
        tasks: { [ANALYZER_STATES.section]: step, [ANALYZER_STATES.skills]: step, [ANALYZER_STATES.finish]: step },
      },
    );
    await execution.result;
    const sections = calls.filter((c) => c.kind === 'section').map((c) => `${c.index}:${c.section}`);
    expect(sections).toHaveLength(40);
    expect(new Set(sections).size).toBe(40);
    expect(calls.at(-1)).toEqual({ kind: 'finish', runId: 'r'.repeat(32) });
    expect(most).toBeLessThanOrEqual(15);
  });

  it('closes the run even when a branch fails', async () => {
    const finished: unknown[] = [];
    const { items, skills } = analyzerItems(1);
    const execution = await runStateMachine(
      analyzerDefinition(LOCAL_ANALYZER_STEP_ARN),
      { runId: 'r'.repeat(32), items, skills } as never,
      {
        tasks: {
          [ANALYZER_STATES.section]: async () => ({ ok: true }),
          [ANALYZER_STATES.skills]: async () => {
            throw Object.assign(new Error('boom'), { name: 'Custom' });
          },
          [ANALYZER_STATES.finish]: async (input) => (finished.push(input), { ok: true }),
        },
        // Lambda's retries (2 s, 4 s) are not what this test is about.
        retryIntervalOverrides: { [ANALYZER_STATES.skills]: 0 },
      },
    );
    await execution.result;
    expect(finished).toEqual([{ kind: 'finish', runId: 'r'.repeat(32) }]);
  });
});
