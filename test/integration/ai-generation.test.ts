import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  ThrottlingException,
  type ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { bedrockProvider } from '../../lambdas/src/adapters/ai/bedrock';
import type { AiProvider } from '../../lambdas/src/adapters/ai';
import { scriptedProvider } from '../support/scripted-provider';
import { db } from '../../lambdas/src/db/service';
import { generateText } from '../../lambdas/src/common/ai/generate-text';
import { PROMPT_PACK } from '../../lambdas/src/common/ai/prompt-pack';
import { forgetLoadedPrompts, loadPrompt, seedPrompts } from '../../lambdas/src/common/ai/prompt-store';

/**
 * Generating AI text from stored prompts against DynamoDB Local: prompts are read from the table by code (spec part 2
 * §7.4 messages), answers are cached 7 days keyed by prompt version and inputs, failures are retried 3 times and
 * never cached, and a refused answer is retried, not returned (part 2 §7.1, §9.3).
 */

const CODE = 'PROMPT_JOB_ROLE';
const VARS = { title: 'Data engineer', company: 'Acme', orgType: 'technology', seniority: 'senior', notes: '' };
const now = new Date('2026-11-23T10:00:00Z');

const scripted = (answers: (string | Error)[]) => scriptedProvider(answers);

const run = (provider: AiProvider, extra: Partial<Parameters<typeof generateText>[0]> = {}) =>
  generateText({
    code: CODE,
    vars: VARS,
    language: 'en',
    scope: `user:${randomUUID()}`,
    offline: () => 'offline',
    provider,
    now,
    pauseMs: 0,
    ...extra,
  });

afterEach(async () => {
  await seedPrompts(now);
  await db()
    .entities.prompt.put({ ...PROMPT_PACK[CODE], model: undefined, updated_at: now.toISOString() })
    .go();
  forgetLoadedPrompts();
});

describe('prompts are data', () => {
  it("an unknown code is 'Invalid prompt code provided'; a known code with no stored prompt is 'Prompt config not found for code'", async () => {
    await expect(loadPrompt('PROMPT_NOT_A_THING')).rejects.toMatchObject({ code: 'INVALID_PROMPT_CODE' });
    await db().entities.prompt.delete({ code: CODE }).go();
    forgetLoadedPrompts();
    await expect(loadPrompt(CODE)).rejects.toMatchObject({ code: 'PROMPT_CONFIG_NOT_FOUND' });
    await expect(run(scripted(['x']))).rejects.toMatchObject({ code: 'PROMPT_CONFIG_NOT_FOUND' });
  });

  it('the prompt sent is the stored one, filled with the inputs and the output language', async () => {
    await db()
      .entities.prompt.patch({ code: CODE })
      .set({ content: 'Role {{title}} for {{company}} in {{language}}', version: 7 })
      .go();
    forgetLoadedPrompts();
    const provider = scripted(['## Purpose\nDone.']);
    const out = await run(provider, { language: 'th' });
    expect(provider.calls[0]?.prompt).toBe('Role Data engineer for Acme in Thai');
    expect(out.provenance).toMatchObject({
      prompt_code: CODE,
      prompt_version: 7,
      provider: 'bedrock',
      model: 'test-model',
      cached: false,
    });
    expect(out.provenance.inputs_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('seeding writes missing and older prompts and keeps one tuned in the table with a higher version', async () => {
    await db().entities.prompt.patch({ code: CODE }).set({ content: 'tuned {{title}}', version: 99 }).go();
    await db().entities.prompt.delete({ code: 'PROMPT_DAY_PLAN' }).go();
    const outcome = await seedPrompts(now);
    expect(outcome.written).toContain('PROMPT_DAY_PLAN');
    expect(outcome.kept).toContain(CODE);
    forgetLoadedPrompts();
    expect((await loadPrompt(CODE)).content).toBe('tuned {{title}}');
    expect((await loadPrompt('PROMPT_DAY_PLAN')).version).toBe(PROMPT_PACK.PROMPT_DAY_PLAN.version);
  });
});

describe('cache and retries', () => {
  it('the same prompt version and inputs are answered from the cache for the same owner, not for another', async () => {
    const scope = `user:${randomUUID()}`;
    const provider = scripted(['first answer', 'second answer']);
    const a = await run(provider, { scope });
    const b = await run(provider, { scope });
    expect(provider.calls).toHaveLength(1);
    expect(b).toMatchObject({ text: 'first answer', provenance: { cached: true } });
    expect(a.provenance.inputs_hash).toBe(b.provenance.inputs_hash);
    const other = await run(provider, { scope: `user:${randomUUID()}` });
    expect(other.text).toBe('second answer');
  });

  it("a new prompt version is not served an older version's answer", async () => {
    const scope = `user:${randomUUID()}`;
    const provider = scripted(['v1 answer', 'v2 answer']);
    await run(provider, { scope });
    await db()
      .entities.prompt.patch({ code: CODE })
      .set({ version: PROMPT_PACK[CODE].version + 1 })
      .go();
    forgetLoadedPrompts();
    expect((await run(provider, { scope })).text).toBe('v2 answer');
  });

  it('an answer older than 7 days is generated again', async () => {
    const scope = `user:${randomUUID()}`;
    const provider = scripted(['old', 'fresh']);
    await run(provider, { scope });
    const later = new Date(now.getTime() + 7 * 24 * 3600 * 1000 + 1000);
    expect((await run(provider, { scope, now: later })).text).toBe('fresh');
  });

  it('fails twice, answers on the third attempt, and streams only the accepted attempt after a reset', async () => {
    const provider = scripted(['not ok', new Error('throttled'), 'OK: fine']);
    const events: string[] = [];
    const out = await run(provider, {
      accept: (text) => {
        if (!text.startsWith('OK')) throw new Error('bad shape');
        return text.slice(4);
      },
      onDelta: (t) => void events.push(t),
      onReset: () => void events.push('<reset>'),
    });
    expect(provider.calls).toHaveLength(3);
    expect(out.value).toBe('fine');
    // 'not ok' streamed, then refused: the screen is told to clear it before the good answer streams.
    expect(events.join('')).toBe('not ok<reset>OK: fine');
  });

  it("after 3 failed attempts it is 'AI service execution failed' and nothing is cached", async () => {
    const scope = `user:${randomUUID()}`;
    const broken = scripted([new Error('down')]);
    await expect(run(broken, { scope })).rejects.toMatchObject({ code: 'AI_SERVICE_FAILED' });
    expect(broken.calls).toHaveLength(3);
    const healthy = scripted(['now it works']);
    expect((await run(healthy, { scope })).provenance.cached).toBe(false);
    expect(healthy.calls).toHaveLength(1);
  });

  it("a prompt that may not run on the provider is 'Providers not found'", async () => {
    await db()
      .entities.prompt.patch({ code: CODE })
      .set({ providers: ['openai'] })
      .go();
    forgetLoadedPrompts();
    await expect(run(scripted(['x']))).rejects.toMatchObject({ code: 'AI_PROVIDERS_NOT_FOUND' });
  });
});

describe('through the Bedrock adapter (aws-sdk-client-mock)', () => {
  async function* events(...texts: string[]): AsyncGenerator<ConverseStreamOutput> {
    for (const t of texts) yield { contentBlockDelta: { contentBlockIndex: 0, delta: { text: t } } };
  }

  it('a throttled ConverseStream is retried, the answer streams, and the same inputs are then served from the cache without calling Bedrock', async () => {
    const bedrock = mockClient(BedrockRuntimeClient);
    try {
      bedrock
        .on(ConverseStreamCommand)
        .rejectsOnce(new ThrottlingException({ message: 'Too many requests', $metadata: {} }))
        .resolves({ stream: events('## Purpose\n', 'Own the data platform.') });
      const provider = bedrockProvider('anthropic.claude-3-5-haiku-20241022-v1:0');
      const scope = `user:${randomUUID()}`;
      const pieces: string[] = [];
      const first = await run(provider, { scope, onDelta: (t) => void pieces.push(t) });
      expect(first.text).toBe('## Purpose\nOwn the data platform.');
      expect(pieces).toEqual(['## Purpose\n', 'Own the data platform.']);
      expect(bedrock.commandCalls(ConverseStreamCommand)).toHaveLength(2);
      const input = bedrock.commandCalls(ConverseStreamCommand)[0]!.args[0].input;
      expect(input.modelId).toBe('anthropic.claude-3-5-haiku-20241022-v1:0');
      expect(input.messages?.[0]?.content?.[0]).toMatchObject({ text: expect.stringContaining('Data engineer') });

      const again = await run(provider, { scope, onDelta: () => undefined });
      expect(again.provenance).toMatchObject({ cached: true, provider: 'bedrock' });
      expect(bedrock.commandCalls(ConverseStreamCommand)).toHaveLength(2);
    } finally {
      bedrock.restore();
    }
  });
});
