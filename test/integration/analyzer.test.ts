import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { AnalyzerRun } from '@shared/routes';
import { ANALYZER_PROMPTS, analyzerItems, type AnalyzerSection } from '@shared/toolbox/analyzer';
import { ANALYZER_RUNS_PER_ADDRESS_PER_DAY } from '@shared/constants/ai';
import type { AiProvider, AiRequest } from '../../lambdas/src/adapters/ai';
import { localExecution, localStartCount } from '../../lambdas/src/toolbox/analyzer/local-workflows';
import { db } from '../../lambdas/src/db/service';
import { runAnalyzerStep } from '../../lambdas/src/toolbox/analyzer/run-step';
import { invoke } from '../support/invoke';

/**
 * The core values analyzer end to end against DynamoDB Local (spec part 1 §1, §2; part 2 §9.3): the start route
 * stores the run and starts the workflow, which on the local stack is the deployed definition run in process by
 * aws-local-stepfunctions with the real step handler and the offline provider; the read route shows the sections.
 */

const runId = () => randomBytes(32).toString('base64url');
/** A fresh address per test: the visitor cap counts per address per day. */
const address = () => `10.${randomBytes(3).join('.')}`;
const account = (name: string) => ({ sub: randomUUID(), email: `${name}-${randomUUID().slice(0, 8)}@example.com` });

async function finishedRun(id: string): Promise<AnalyzerRun> {
  const execution = localExecution(id);
  expect(execution, 'an execution was started for the run').toBeDefined();
  await execution;
  const read = await invoke<AnalyzerRun>('getAnalyzerRun', { params: { runId: id } });
  expect(read.status).toBe(200);
  return read.body;
}

describe('a run (spec part 2 §9.3: five analysis sections per value)', () => {
  it('for 3 values ends with 15 finished sections, each written from its prompt, and the run finished', async () => {
    const id = runId();
    const start = await invoke<AnalyzerRun>('startAnalyzerRun', {
      body: {
        runId: id,
        values: ['Integrity', ' Customer obsession ', 'Courage'],
        language: 'en',
        company: 'Acme',
        orgType: 'Startup',
      },
      sourceIp: address(),
    });
    expect(start.status).toBe(202);
    expect(start.body.values).toEqual(['Integrity', 'Customer obsession', 'Courage']);

    const run = await finishedRun(id);
    expect(run.status).toBe('finished');
    expect(run.finished_at).not.toBeNull();
    expect(run.sections).toHaveLength(15);
    for (const s of run.sections) {
      expect(s.status, `${s.index} ${s.section}`).toBe('finished');
      expect(s.text).toContain(run.values[s.index]);
      expect(s.provenance).toMatchObject({
        offline: true,
        provider: 'offline',
        prompt_code: ANALYZER_PROMPTS[s.section],
        prompt_version: 1,
      });
    }
    expect(run.sections.map((s) => `${s.index}:${s.section}`).slice(0, 5)).toEqual([
      '0:overview',
      '0:audit',
      '0:skills',
      '0:survey_questions',
      '0:microlearning',
    ]);
  });

  it('in Thai writes Thai sections', async () => {
    const id = runId();
    await invoke('startAnalyzerRun', {
      body: { runId: id, values: ['ความซื่อสัตย์'], language: 'th' },
      sourceIp: address(),
    });
    const run = await finishedRun(id);
    expect(run.language).toBe('th');
    expect(run.sections.every((s) => /[\u0E00-\u0E7F]{8}/.test(s.text))).toBe(true);
  });

  it('is read only with its id: a made-up id is not found', async () => {
    const read = await invoke<{ error: { code: string } }>('getAnalyzerRun', { params: { runId: runId() } });
    expect(read.status).toBe(404);
  });

  it('refuses 9 values and duplicates with the catalogue message', async () => {
    const nine = await invoke<{ error: { code: string; message: string } }>('startAnalyzerRun', {
      body: { runId: runId(), values: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], language: 'en' },
      sourceIp: address(),
    });
    expect(nine.status).toBe(400);
    expect(nine.body.error).toMatchObject({
      code: 'ANALYZER_TOO_MANY_VALUES',
      message: 'You can analyze up to 8 values.',
    });
    const twice = await invoke<{ error: { code: string } }>('startAnalyzerRun', {
      body: { runId: runId(), values: ['Care', 'care'], language: 'en' },
      sourceIp: address(),
    });
    expect(twice.body.error.code).toBe('ANALYZER_DUPLICATE_VALUE');
  });
});

describe('a repeated start with the same runId starts one execution', () => {
  const sfn = mockClient(SFNClient);
  afterEach(() => {
    sfn.reset();
    delete process.env.ANALYZER_STATE_MACHINE_ARN;
  });

  it('on the local stack: two starts at once and one after give the same run and one execution', async () => {
    const id = runId();
    const ip = address();
    const body = { runId: id, values: ['Ownership', 'Care'], language: 'en' };
    const [a, b] = await Promise.all([
      invoke<AnalyzerRun>('startAnalyzerRun', { body, sourceIp: ip }),
      invoke<AnalyzerRun>('startAnalyzerRun', { body, sourceIp: ip }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    await localExecution(id);
    const again = await invoke<AnalyzerRun>('startAnalyzerRun', { body, sourceIp: ip });
    expect(again.body).toMatchObject({ runId: id, status: 'finished' });
    expect(localStartCount(id)).toBe(1);
  });

  it('on AWS: StartExecution is called once, named by the run id, with one item per value × section', async () => {
    process.env.ANALYZER_STATE_MACHINE_ARN = 'arn:aws:states:us-east-1:000000000000:stateMachine:analyzer';
    sfn
      .on(StartExecutionCommand)
      .resolves({ executionArn: 'arn:aws:states:us-east-1:000000000000:execution:analyzer:x', startDate: new Date() });
    const id = runId();
    const body = { runId: id, values: ['Ownership', 'Care', 'Courage'], language: 'en' };
    const user = account('double-click');
    const results = await Promise.all(
      [1, 2, 3].map(() => invoke<AnalyzerRun>('startMyAnalyzerRun', { body, claims: user, sourceIp: address() })),
    );
    expect(results.map((r) => r.status)).toEqual([202, 202, 202]);
    const calls = sfn.commandCalls(StartExecutionCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input.name).toBe(id);
    expect(input.stateMachineArn).toBe(process.env.ANALYZER_STATE_MACHINE_ARN);
    expect(JSON.parse(input.input ?? '{}')).toEqual({ runId: id, ...analyzerItems(3) });
  });
});

describe('my runs', () => {
  it("lists my own runs, newest first, never another person's or a visitor's", async () => {
    const ann = account('ann');
    const bob = account('bob');
    const mine = [runId(), runId()];
    for (const id of mine) {
      await invoke('startMyAnalyzerRun', {
        body: { runId: id, values: ['Trust'], language: 'en' },
        claims: ann,
        sourceIp: address(),
      });
      await localExecution(id);
    }
    const bobs = runId();
    await invoke('startMyAnalyzerRun', {
      body: { runId: bobs, values: ['Speed'], language: 'en' },
      claims: bob,
      sourceIp: address(),
    });
    const visitors = runId();
    await invoke('startAnalyzerRun', {
      body: { runId: visitors, values: ['Trust'], language: 'en' },
      sourceIp: address(),
    });
    await Promise.all([localExecution(bobs), localExecution(visitors)]);

    const annList = await invoke<{ items: { runId: string; status: string }[] }>('listMyAnalyzerRuns', { claims: ann });
    expect(annList.body.items.map((r) => r.runId)).toEqual([...mine].reverse());
    expect(annList.body.items.every((r) => r.status === 'finished')).toBe(true);
    const bobList = await invoke<{ items: { runId: string }[] }>('listMyAnalyzerRuns', { claims: bob });
    expect(bobList.body.items.map((r) => r.runId)).toEqual([bobs]);
  });
});

describe('caps (the analyzer is free: docs/spec-coverage.md "Core values analyzer")', () => {
  it(`a visitor's address is refused after ${ANALYZER_RUNS_PER_ADDRESS_PER_DAY} runs a day, with the catalogue message; a repeated start of an earlier run still answers`, async () => {
    const ip = address();
    const ids: string[] = [];
    for (let i = 0; i < ANALYZER_RUNS_PER_ADDRESS_PER_DAY; i++) {
      ids.push(runId());
      const res = await invoke('startAnalyzerRun', {
        body: { runId: ids[i], values: [`Value ${i}`], language: 'en' },
        sourceIp: ip,
      });
      expect(res.status).toBe(202);
    }
    const over = await invoke<{ error: { code: string; message: string } }>('startAnalyzerRun', {
      body: { runId: runId(), values: ['One more'], language: 'en' },
      sourceIp: ip,
      lang: 'th',
    });
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({
      code: 'ANALYZER_DAILY_LIMIT',
      message: 'เครื่องมือวิเคราะห์ค่านิยมหลักถูกใช้ครบจำนวนต่อวันแล้ว โปรดลองอีกครั้งพรุ่งนี้',
    });
    const repeat = await invoke<AnalyzerRun>('startAnalyzerRun', {
      body: { runId: ids[0], values: ['Value 0'], language: 'en' },
      sourceIp: ip,
    });
    expect(repeat.status).toBe(202);
    expect(repeat.body.runId).toBe(ids[0]);
    // Another address is not affected.
    const other = await invoke('startAnalyzerRun', {
      body: { runId: runId(), values: ['Elsewhere'], language: 'en' },
      sourceIp: address(),
    });
    expect(other.status).toBe(202);
    await Promise.all(ids.map((id) => localExecution(id)));
  });
});

describe('the step handler', () => {
  /** A provider that counts its calls and answers `text`, or fails every time. */
  function provider(text: string | Error): AiProvider & { calls: AiRequest[] } {
    const calls: AiRequest[] = [];
    return {
      name: 'bedrock',
      model: 'test-model',
      calls,
      async generate(request) {
        calls.push(request);
        if (text instanceof Error) throw text;
        return { text, provider: 'bedrock', model: 'test-model', offline: false };
      },
      // eslint-disable-next-line require-yield
      async *stream() {
        throw new Error('not streamed');
      },
    };
  }

  async function storedRun(values: string[]): Promise<string> {
    const id = runId();
    const at = new Date().toISOString();
    await db()
      .entities.analyzerRun.create({
        runId: id,
        values,
        language: 'en',
        company: 'Acme',
        status: 'running',
        created_at: at,
        updated_at: at,
      })
      .go();
    const { items, skills } = analyzerItems(values.length);
    await db()
      .entities.analyzerSection.put(
        [...items, ...skills].map((i) => ({
          runId: id,
          ...i,
          status: 'pending' as const,
          created_at: at,
          updated_at: at,
        })),
      )
      .go();
    return id;
  }
  const section = (id: string, index: number, s: AnalyzerSection) => ({
    kind: 'section',
    runId: id,
    index,
    section: s,
  });

  it('never redoes a finished section (a retried step keeps the first text)', async () => {
    const id = await storedRun(['Kindness']);
    const first = provider('## Culture audit\n\nFirst text about Kindness.');
    expect(await runAnalyzerStep(section(id, 0, 'audit'), { provider: first })).toMatchObject({ status: 'finished' });
    const second = provider('## Culture audit\n\nA different text.');
    expect(await runAnalyzerStep(section(id, 0, 'audit'), { provider: second })).toMatchObject({
      status: 'finished',
      kept: true,
    });
    expect(second.calls).toHaveLength(0);
    const { data } = await db().entities.analyzerSection.get({ runId: id, index: 0, section: 'audit' }).go();
    expect(data).toMatchObject({
      status: 'finished',
      text: '## Culture audit\n\nFirst text about Kindness.',
      provenance: { provider: 'bedrock', model: 'test-model', offline: false, prompt_code: 'PROMPT_ANALYZER_AUDIT' },
    });
  });

  it('records a section that failed its 3 attempts as failed, and the run then ends failed', async () => {
    const id = await storedRun(['Grit']);
    const failing = provider(new Error('model down'));
    expect(await runAnalyzerStep(section(id, 0, 'skills'), { provider: failing })).toMatchObject({ status: 'failed' });
    expect(failing.calls).toHaveLength(3);
    const ok = provider('## Text\n\nGrit.');
    for (const s of ['overview', 'audit', 'survey_questions', 'microlearning'] as const)
      await runAnalyzerStep(section(id, 0, s), { provider: ok });
    expect(await runAnalyzerStep({ kind: 'finish', runId: id })).toMatchObject({ status: 'failed' });
    const read = await invoke<AnalyzerRun>('getAnalyzerRun', { params: { runId: id } });
    expect(read.body.status).toBe('failed');
    expect(read.body.sections.find((s) => s.section === 'skills')).toMatchObject({
      status: 'failed',
      text: '',
      provenance: null,
    });
    expect(read.body.sections.filter((s) => s.status === 'finished')).toHaveLength(4);
  });
});
