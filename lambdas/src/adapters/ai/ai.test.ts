import { describe, expect, it } from 'vitest';
import { DomainError } from '@shared/errors';
import { aiProvider, generateChecked, type AiProvider } from './index';

describe('AI provider port', () => {
  it("x-model openai or gemini picks that provider; anything else is 'Unsupported AI model'", () => {
    expect(aiProvider('openai', { OPENAI_API_KEY: 'k' }).name).toBe('openai');
    expect(aiProvider('gemini', { GEMINI_API_KEY: 'k' }).name).toBe('gemini');
    expect(() => aiProvider('claude', {})).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_AI_MODEL' }));
    expect(() => aiProvider('openai', {})).toThrow(expect.objectContaining({ code: 'AI_PROVIDERS_NOT_FOUND' }));
  });

  it('the default is Bedrock with the model id from the stack, or the offline stand-in where configured', () => {
    expect(aiProvider(undefined, { BEDROCK_MODEL_ID: 'anthropic.claude-3-5-sonnet-20240620-v1:0' })).toMatchObject({
      name: 'bedrock',
      model: 'anthropic.claude-3-5-sonnet-20240620-v1:0',
    });
    expect(aiProvider(undefined, { AI_PROVIDER: 'offline', BEDROCK_MODEL_ID: 'x' }).name).toBe('offline');
    expect(() => aiProvider(undefined, {})).toThrow(DomainError);
  });

  it('the offline stand-in is deterministic and says it is offline', async () => {
    const provider = aiProvider(undefined, { AI_PROVIDER: 'offline' });
    const request = { system: 's', prompt: 'p', offline: () => '{"a":1}' };
    const [a, b] = [await provider.generate(request), await provider.generate(request)];
    expect(a).toEqual(b);
    expect(a).toMatchObject({ text: '{"a":1}', offline: true });
  });

  it('retries 3 times, garbage included, and then fails with AI_SERVICE_FAILED', async () => {
    let calls = 0;
    const flaky: AiProvider = {
      name: 'bedrock',
      model: 'm',
      stream: () => {
        throw new Error('not streamed');
      },
      generate: async () => {
        calls++;
        if (calls === 1) throw new Error('throttled');
        return { text: calls === 2 ? 'not json' : '{"ok":true}', provider: 'bedrock', model: 'm', offline: false };
      },
    };
    const got = await generateChecked(flaky, { system: '', prompt: '' }, (a) => JSON.parse(a.text) as { ok: boolean }, {
      pauseMs: 0,
    });
    expect(got.value).toEqual({ ok: true });
    expect(calls).toBe(3);

    calls = 0;
    const broken: AiProvider = { ...flaky, generate: async () => (calls++, Promise.reject(new Error('down'))) };
    await expect(generateChecked(broken, { system: '', prompt: '' }, () => 1, { pauseMs: 0 })).rejects.toMatchObject({
      code: 'AI_SERVICE_FAILED',
    });
    expect(calls).toBe(3);
  });
});

describe('streaming providers', () => {
  const sse = (chunks: string[]) =>
    new Response(
      new ReadableStream({
        start(controller) {
          for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
          controller.close();
        },
      }),
    );

  it("OpenAI: reads the first choice's delta content of each event, across chunk boundaries, until [DONE]", async () => {
    const original = globalThis.fetch;
    let sent: { stream?: boolean } = {};
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      sent = JSON.parse(String(init.body)) as { stream?: boolean };
      return sse([
        'data: {"choices":[{"delta":{"content":"Hel"}}]}\n\ndata: {"choi',
        'ces":[{"delta":{"content":"lo"}}]}\n\n',
        'data: [DONE]\n\ndata: {"choices":[{"delta":{"content":"ignored"}}]}\n',
      ]);
    }) as typeof fetch;
    try {
      const pieces: string[] = [];
      for await (const p of aiProvider('openai', { OPENAI_API_KEY: 'k' }).stream({ system: 's', prompt: 'p' }))
        pieces.push(p);
      expect(pieces).toEqual(['Hel', 'lo']);
      expect(sent.stream).toBe(true);
    } finally {
      globalThis.fetch = original;
    }
  });

  it("Gemini: reads the text of the first candidate's parts of each event", async () => {
    const original = globalThis.fetch;
    let url = '';
    globalThis.fetch = (async (u: string) => {
      url = u;
      return sse([
        'data: {"candidates":[{"content":{"parts":[{"text":"Sawas"}]}}]}\r\n\r\n',
        'data: {"candidates":[{"content":{"parts":[{"text":"dee"}]}}]}\r\n',
      ]);
    }) as typeof fetch;
    try {
      const pieces: string[] = [];
      for await (const p of aiProvider('gemini', { GEMINI_API_KEY: 'k' }).stream({ system: 's', prompt: 'p' }))
        pieces.push(p);
      expect(pieces).toEqual(['Sawas', 'dee']);
      expect(url).toContain(':streamGenerateContent?alt=sse');
    } finally {
      globalThis.fetch = original;
    }
  });

  it('the offline stand-in streams its deterministic answer in pieces that join to the whole', async () => {
    const provider = aiProvider(undefined, { AI_PROVIDER: 'offline', OFFLINE_STREAM_DELAY_MS: '0' });
    const answer = 'An offline answer long enough to be cut into several pieces.';
    const pieces: string[] = [];
    for await (const p of provider.stream({ system: '', prompt: '', offline: () => answer })) pieces.push(p);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(answer);
  });
});
