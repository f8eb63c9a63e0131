import { AI_DEFAULTS } from '@shared/constants/ai';
import type { AiProvider, AiRequest } from './types';

async function post(url: string, headers: Record<string, string>, body: unknown): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(90_000),
  });
  if (!res.ok) throw new Error(`${new URL(url).host}: HTTP ${res.status}`);
  return res;
}

/** The `data:` payloads of a server-sent event stream, parsed as JSON ([DONE] ends it). */
export async function* sseData(res: Response): AsyncIterable<unknown> {
  if (!res.body) throw new Error('no response body');
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, cut).trim();
      buffer = buffer.slice(cut + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      yield JSON.parse(data);
    }
  }
}

function openAiBody(model: string, request: AiRequest, stream: boolean) {
  return {
    model,
    temperature: request.temperature ?? AI_DEFAULTS.temperature,
    max_tokens: request.maxTokens ?? AI_DEFAULTS.max_tokens,
    stream,
    messages: [
      { role: 'system', content: request.system },
      { role: 'user', content: request.prompt },
    ],
  };
}

/** OpenAI chat completions (spec part 2 §7.1, x-model openai): the first choice's message content, or its deltas when streaming. */
export function openAiProvider(apiKey: string, model: string): AiProvider {
  const url = 'https://api.openai.com/v1/chat/completions';
  const auth = { Authorization: `Bearer ${apiKey}` };
  return {
    name: 'openai',
    model,
    async generate(request: AiRequest) {
      const data = (await (await post(url, auth, openAiBody(model, request, false))).json()) as {
        choices?: { message?: { content?: string } }[];
      };
      const text = data.choices?.[0]?.message?.content ?? '';
      if (!text) throw new Error('openai: empty answer');
      return { text, provider: 'openai', model, offline: false };
    },
    async *stream(request: AiRequest) {
      for await (const event of sseData(await post(url, auth, openAiBody(model, request, true)))) {
        const text = (event as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}

function geminiBody(request: AiRequest) {
  return {
    systemInstruction: { parts: [{ text: request.system }] },
    contents: [{ role: 'user', parts: [{ text: request.prompt }] }],
    generationConfig: {
      temperature: request.temperature ?? AI_DEFAULTS.temperature,
      maxOutputTokens: request.maxTokens ?? AI_DEFAULTS.max_tokens,
    },
  };
}

type GeminiAnswer = { candidates?: { content?: { parts?: { text?: string }[] } }[] };
const geminiText = (data: GeminiAnswer) =>
  (data.candidates?.[0]?.content?.parts ?? []).map((p) => p.text ?? '').join('');

/** Gemini generateContent / streamGenerateContent (spec part 2 §7.1, x-model gemini): the text of the first candidate's parts. */
export function geminiProvider(apiKey: string, model: string): AiProvider {
  const base = `https://generativelanguage.googleapis.com/v1beta/models/${encodeURIComponent(model)}`;
  const auth = { 'x-goog-api-key': apiKey };
  return {
    name: 'gemini',
    model,
    async generate(request: AiRequest) {
      const text = geminiText(
        (await (await post(`${base}:generateContent`, auth, geminiBody(request))).json()) as GeminiAnswer,
      );
      if (!text) throw new Error('gemini: empty answer');
      return { text, provider: 'gemini', model, offline: false };
    },
    async *stream(request: AiRequest) {
      for await (const event of sseData(
        await post(`${base}:streamGenerateContent?alt=sse`, auth, geminiBody(request)),
      )) {
        const text = geminiText(event as GeminiAnswer);
        if (text) yield text;
      }
    },
  };
}
