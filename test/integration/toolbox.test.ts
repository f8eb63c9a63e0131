import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ToolboxRun, ToolboxRunList } from '@shared/routes';
import type { StreamEvent } from '@shared/routes/stream';
import type { AiProvider } from '../../lambdas/src/adapters/ai';
import { personalCreditBalanceKey } from '../../lambdas/src/credits/credit-balance-store';
import { db } from '../../lambdas/src/db/service';
import { PROMPT_PACK } from '../../lambdas/src/common/ai/prompt-pack';
import { forgetLoadedPrompts } from '../../lambdas/src/common/ai/prompt-store';
import { chargeGeneratorRun } from '../../lambdas/src/toolbox/generators/generator-credit';
import { runGenerator } from '../../lambdas/src/toolbox/generators/run-generator';
import { createRun } from '../../lambdas/src/toolbox/generators/run-repo';
import { invoke } from '../support/invoke';
import { loadCreditBalance } from '../../lambdas/src/credits/credit-balance-store';

/**
 * The toolbox generators against DynamoDB Local with the offline stand-in (spec part 1 §1 "Toolbox generators", §4
 * generation states, §5 'Not enough quota'; part 2 §1 "Every toolbox generator run costs 1 credit", §9.1): a run
 * streams its text and is stored with its provenance; its credit is taken once per run however often the run is
 * sent; without credit nothing happens; a failed generation gives the credit back once; each person sees only their
 * own runs. Accounts start with 5 free credits.
 */

const account = (name: string) => ({ sub: randomUUID(), email: `${name}-${randomUUID().slice(0, 8)}@example.com` });
type Claims = ReturnType<typeof account>;
type ErrorBody = { error: { code: string; message: string } };

const JOB_POST = {
  title: 'Customer Support Lead',
  company: 'Siam Widgets',
  employmentType: 'full_time',
  location: 'Bangkok, hybrid',
  coreValues: 'Integrity, Teamwork',
};
const body = (runId: string = randomUUID(), extra: Record<string, unknown> = {}) => ({
  runId,
  generator: 'job_post',
  language: 'en',
  inputs: JOB_POST,
  ...extra,
});

const generate = (who: Claims, b: Record<string, unknown>) =>
  invoke<ToolboxRun & ErrorBody>('generateToolboxText', { claims: who, body: b });
const creditBalanceOf = async (email: string) =>
  (
    await db()
      .entities.quota.get({ key: personalCreditBalanceKey(email) })
      .go({ consistent: true })
  ).data!;
const movementsOf = async (email: string) =>
  (
    await db()
      .entities.quotaHistory.query.byQuota({ quotaKey: personalCreditBalanceKey(email) })
      .go({ pages: 'all' })
  ).data;
const storedRun = async (runId: string) =>
  (await db().entities.toolboxRun.get({ runId }).go({ consistent: true })).data;
const deltas = (events: StreamEvent[] | undefined) =>
  (events ?? []).filter((e): e is Extract<StreamEvent, { t: 'delta' }> => e.t === 'delta');

async function setCredits(who: Claims, patch: { quota_remaining?: number; unlimited?: boolean; plan?: 'unlimited' }) {
  await loadCreditBalance({ kind: 'personal', email: who.email }, new Date());
  await db()
    .entities.quota.patch({ key: personalCreditBalanceKey(who.email) })
    .set(patch)
    .go();
}

/** A provider that is down: each attempt writes a few words, then fails. */
function failingProvider(): AiProvider & { attempts: number } {
  const p = {
    name: 'bedrock' as const,
    model: 'test-model',
    attempts: 0,
    async generate(): Promise<never> {
      throw new Error('model unavailable');
    },
    async *stream() {
      p.attempts += 1;
      yield '## About us\n';
      throw new Error('model unavailable');
    },
  };
  return p;
}

afterEach(async () => {
  // The provider test narrows a stored prompt's providers: put the pack's prompt back.
  await db()
    .entities.prompt.patch({ code: 'PROMPT_JOB_POST' })
    .set({ providers: PROMPT_PACK.PROMPT_JOB_POST.providers })
    .go();
  forgetLoadedPrompts();
});

describe('a generator run streams its text and is stored', () => {
  it('the text arrives in pieces, the run is stored finished with its provenance, and 1 credit is spent', async () => {
    const ann = account('ann');
    const runId = randomUUID();
    const res = await generate(ann, body(runId));
    expect(res.status).toBe(200);
    expect(deltas(res.events).length).toBeGreaterThan(3);
    expect(
      deltas(res.events)
        .map((e) => e.text)
        .join(''),
    ).toBe(res.body.text);
    expect(res.body).toMatchObject({
      id: runId,
      generator: 'job_post',
      language: 'en',
      title: 'Customer Support Lead',
      status: 'finished',
      offline: true,
      error: null,
    });
    expect(res.body.text).toContain('Siam Widgets is hiring a Customer Support Lead');
    expect(res.body.provenance).toMatchObject({
      provider: 'offline',
      offline: true,
      prompt_code: 'PROMPT_JOB_POST',
      prompt_version: PROMPT_PACK.PROMPT_JOB_POST.version,
      cached: false,
    });

    const stored = await storedRun(runId);
    expect(stored).toMatchObject({
      status: 'finished',
      text: res.body.text,
      prompt_code: 'PROMPT_JOB_POST',
      offline: true,
      generator: 'job_post',
      language: 'en',
    });
    expect(stored?.inputs).toMatchObject(JOB_POST);
    expect((await creditBalanceOf(ann.email)).quota_remaining).toBe(4);
  });

  it('Thai output is written in Thai, the OKR generator uses the prompt of its scope', async () => {
    const bo = account('bo');
    const res = await generate(bo, {
      runId: randomUUID(),
      generator: 'okr',
      language: 'th',
      inputs: { scope: 'team', subject: 'ทีมบริการลูกค้า', focus: 'ตอบลูกค้าเร็วขึ้น', company: 'Siam Widgets' },
    });
    expect(res.status).toBe(200);
    expect(res.body.provenance?.prompt_code).toBe('PROMPT_OKR_TEAM');
    expect(res.body.text).toMatch(/[\u0E00-\u0E7F]/);
    expect(res.body.text).toContain('ทีมบริการลูกค้า');
  });

  it('inputs the generator’s schema refuses are a 400 and cost nothing', async () => {
    const cy = account('cy');
    const res = await generate(cy, body(randomUUID(), { inputs: { title: 'Chef' } }));
    expect(res.status).toBe(400);
    expect((await movementsOf(cy.email)).length).toBe(0);
  });
});

describe("the caller's model choice (spec part 2 §7.1 header x-model)", () => {
  it("another model is 'Unsupported AI model' (400), OpenAI without its key 'Providers not found', and neither costs a credit or stores a run", async () => {
    const mo = account('mo');
    const runId = randomUUID();
    const other = await invoke<ErrorBody>('generateToolboxText', {
      claims: mo,
      body: body(runId),
      headers: { 'x-model': 'claude' },
    });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe('Unsupported AI model');
    const keyless = await invoke<ErrorBody>('generateToolboxText', {
      claims: mo,
      body: body(runId),
      headers: { 'x-model': 'openai' },
    });
    expect(keyless.body.error.message).toBe('Providers not found');
    expect((await movementsOf(mo.email)).length).toBe(0);
    expect(await storedRun(runId)).toBeNull();
    // Without the header the stack's provider (the offline stand-in here) writes it.
    const ok = await generate(mo, body(runId));
    expect(ok.body.provenance?.provider).toBe('offline');
  });

  it('x-model openai (with its key) writes the run with OpenAI', async () => {
    const oz = account('oz');
    const original = globalThis.fetch;
    process.env.OPENAI_API_KEY = 'sk-test-not-real';
    const sse =
      ['## About us', '\nWe make widgets.']
        .map((t) => `data: ${JSON.stringify({ choices: [{ delta: { content: t } }] })}\n\n`)
        .join('') + 'data: [DONE]\n\n';
    globalThis.fetch = (async () => new Response(sse)) as typeof fetch;
    try {
      const res = await invoke<ToolboxRun>('generateToolboxText', {
        claims: oz,
        body: body(),
        headers: { 'x-model': 'openai' },
      });
      expect(res.body.provenance).toMatchObject({ provider: 'openai', offline: false });
      expect(res.body.text).toBe('## About us\nWe make widgets.');
    } finally {
      globalThis.fetch = original;
      delete process.env.OPENAI_API_KEY;
    }
  });
});

describe('the credit is taken once per run (spec part 2 §9.1: 1 credit per generation)', () => {
  it('the same runId sent again returns the stored text without generating or charging again', async () => {
    const dee = account('dee');
    const runId = randomUUID();
    const first = await generate(dee, body(runId));
    const again = await generate(dee, body(runId));
    expect(again.status).toBe(200);
    expect(again.body.text).toBe(first.body.text);
    expect(again.body.provenance?.generated_at).toBe(first.body.provenance?.generated_at);
    expect((await creditBalanceOf(dee.email)).quota_remaining).toBe(4);
    expect((await movementsOf(dee.email)).filter((m) => m.type === 'withdraw')).toHaveLength(1);
  });

  it('the same runId sent 5 times at once is charged once, generated once, and every answer has the same text', async () => {
    const eve = account('eve');
    const runId = randomUUID();
    const all = await Promise.all(Array.from({ length: 5 }, () => generate(eve, body(runId))));
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(all.map((r) => r.body.text)).size).toBe(1);
    expect(all[0]!.body.status).toBe('finished');
    expect((await creditBalanceOf(eve.email)).quota_remaining).toBe(4);
    expect((await movementsOf(eve.email)).filter((m) => m.type === 'withdraw')).toHaveLength(1);
    const list = await invoke<ToolboxRunList>('listToolboxRuns', { claims: eve, query: { generator: 'job_post' } });
    expect(list.body.items.map((r) => r.id)).toEqual([runId]);
  });

  it('different runs each cost 1 credit', async () => {
    const fay = account('fay');
    await generate(fay, body());
    await generate(fay, body());
    expect((await creditBalanceOf(fay.email)).quota_remaining).toBe(3);
  });

  it("with 0 credits: 'Not enough quota', and nothing changes (no run stored, no movement)", async () => {
    const gus = account('gus');
    await setCredits(gus, { quota_remaining: 0 });
    const runId = randomUUID();
    const res = await generate(gus, body(runId));
    expect(res.status).toBe(402);
    expect(res.body.error).toEqual({ code: 'NOT_ENOUGH_QUOTA', message: 'Not enough quota' });
    expect(res.events).toBeUndefined();
    expect(await storedRun(runId)).toBeNull();
    expect(await creditBalanceOf(gus.email)).toMatchObject({ quota_remaining: 0, quota_used: 0 });
    expect(await movementsOf(gus.email)).toHaveLength(0);
  });

  it('an unlimited plan runs with 0 credits and its balance is not decremented', async () => {
    const hal = account('hal');
    await setCredits(hal, { quota_remaining: 0, unlimited: true, plan: 'unlimited' });
    const res = await generate(hal, body());
    expect(res.status).toBe(200);
    expect(await creditBalanceOf(hal.email)).toMatchObject({ quota_remaining: 0, quota_used: 1, unlimited: true });
  });

  it('a run left running by a request that stopped is finished by the retry, without a second charge', async () => {
    const ida = account('ida');
    const runId = randomUUID();
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await chargeGeneratorRun(ida.email, runId, 'job_post', longAgo);
    await createRun(
      { runId, email: ida.email, generator: 'job_post', language: 'en', inputs: JOB_POST, title: JOB_POST.title },
      longAgo,
    );
    const res = await generate(ida, body(runId));
    expect(res.body.status).toBe('finished');
    expect(deltas(res.events).length).toBeGreaterThan(0);
    expect((await creditBalanceOf(ida.email)).quota_remaining).toBe(4);
    expect((await movementsOf(ida.email)).filter((m) => m.type === 'withdraw')).toHaveLength(1);
  });
});

describe('a failed generation gives the credit back, once', () => {
  it('a provider that keeps failing: what streamed is reset, the run is stored failed, the credit comes back; the same run again changes nothing', async () => {
    const jo = account('jo');
    const runId = randomUUID();
    const provider = failingProvider();
    const events: StreamEvent[] = [];
    const out = {
      delta: (text: string) => void events.push({ t: 'delta', text }),
      reset: () => void events.push({ t: 'reset' }),
    };
    const request = { runId, generator: 'job_post' as const, language: 'en' as const, inputs: JOB_POST };
    await expect(runGenerator({ email: jo.email, request, out, now: new Date(), provider })).rejects.toMatchObject({
      code: 'AI_SERVICE_FAILED',
    });
    expect(provider.attempts).toBe(3);
    expect(events.filter((e) => e.t === 'reset')).toHaveLength(3);
    expect(await storedRun(runId)).toMatchObject({ status: 'failed', error_code: 'AI_SERVICE_FAILED' });
    expect(await creditBalanceOf(jo.email)).toMatchObject({ quota_remaining: 5, quota_used: 0 });
    expect((await movementsOf(jo.email)).map((m) => [m.type, m.credits]).sort()).toEqual([
      ['refund', 1],
      ['withdraw', -1],
    ]);

    // The same run sent again (a retry after the failure): its error again, no charge, no second refund.
    const again = await generate(jo, body(runId));
    expect(again.status).toBe(502);
    expect(again.body.error.code).toBe('AI_SERVICE_FAILED');
    await expect(runGenerator({ email: jo.email, request, out, now: new Date(), provider })).rejects.toMatchObject({
      code: 'AI_SERVICE_FAILED',
    });
    expect(provider.attempts).toBe(3);
    expect((await creditBalanceOf(jo.email)).quota_remaining).toBe(5);
    expect(await movementsOf(jo.email)).toHaveLength(2);
  });

  it('through the route: a prompt whose providers exclude the stack’s provider fails, and the credit comes back', async () => {
    const kim = account('kim');
    await db()
      .entities.prompt.patch({ code: 'PROMPT_JOB_POST' })
      .set({ providers: ['bedrock'] })
      .go();
    forgetLoadedPrompts();
    const runId = randomUUID();
    const res = await generate(kim, body(runId));
    expect(res.body.error.code).toBe('AI_PROVIDERS_NOT_FOUND');
    expect(await storedRun(runId)).toMatchObject({ status: 'failed', error_code: 'AI_PROVIDERS_NOT_FOUND' });
    expect((await creditBalanceOf(kim.email)).quota_remaining).toBe(5);
    const history = await invoke<ToolboxRunList>('listToolboxRuns', { claims: kim, query: { generator: 'job_post' } });
    expect(history.body.items).toMatchObject([{ id: runId, status: 'failed' }]);
  });
});

describe('the history lists only your own runs', () => {
  it('newest first, per generator; another person’s run id reads as not found, and cannot be run or charged as theirs', async () => {
    const lee = account('lee');
    const mo = account('mo');
    const older = await generate(lee, body(randomUUID(), { inputs: { ...JOB_POST, title: 'Barista' } }));
    const newer = await generate(lee, body(randomUUID(), { inputs: { ...JOB_POST, title: 'Head Chef' } }));
    const guide = await generate(lee, {
      runId: randomUUID(),
      generator: 'interview_guide',
      language: 'en',
      inputs: { title: 'Head Chef', company: 'Baan', competencies: 'Hygiene', duration: '45' },
    });
    const theirs = await generate(mo, body());

    const lees = await invoke<ToolboxRunList>('listToolboxRuns', { claims: lee, query: { generator: 'job_post' } });
    expect(lees.status).toBe(200);
    expect(lees.body.items.map((r) => [r.id, r.title])).toEqual([
      [newer.body.id, 'Head Chef'],
      [older.body.id, 'Barista'],
    ]);
    const guides = await invoke<ToolboxRunList>('listToolboxRuns', {
      claims: lee,
      query: { generator: 'interview_guide' },
    });
    expect(guides.body.items.map((r) => r.id)).toEqual([guide.body.id]);
    const mos = await invoke<ToolboxRunList>('listToolboxRuns', { claims: mo, query: { generator: 'job_post' } });
    expect(mos.body.items.map((r) => r.id)).toEqual([theirs.body.id]);

    const own = await invoke<ToolboxRun>('getToolboxRun', { claims: lee, params: { runId: newer.body.id } });
    expect(own.status).toBe(200);
    expect(own.body.text).toBe(newer.body.text);
    const notYours = await invoke<ErrorBody>('getToolboxRun', { claims: mo, params: { runId: newer.body.id } });
    expect(notYours.status).toBe(404);
    expect(notYours.body.error.message).toBe('Data not found');
    const unknown = await invoke<ErrorBody>('getToolboxRun', { claims: lee, params: { runId: randomUUID() } });
    expect(unknown.status).toBe(404);

    // Sending someone else's run id to Generate neither reveals their text nor charges anyone.
    const before = (await creditBalanceOf(mo.email)).quota_remaining;
    const hijack = await generate(mo, body(newer.body.id));
    expect(hijack.status).toBe(404);
    expect(JSON.stringify(hijack.body)).not.toContain('Head Chef');
    expect((await creditBalanceOf(mo.email)).quota_remaining).toBe(before);
    expect((await creditBalanceOf(lee.email)).quota_remaining).toBe(2);
  });
});
