import { AI_DEFAULTS } from '@shared/constants/ai';
import type { AiProvider, AiRequest } from './types';

async function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(90_000) });
  if (!res.ok) throw new Error(`${new URL(url).host}: HTTP ${res.status}`);
  return res.json();
}

/** OpenAI chat completions (spec part 2 §7.1, x-model openai): the first choice's message content. */
export function openAiProvider(apiKey: string, model: string): AiProvider {
  return {
    name: 'openai',
    model,
    async generate(request: AiRequest) {
      const data = (await postJson(
        'https://api.openai.com/v1/chat/completions',
        { Authorization: `Bearer ${apiKey}` },
        {
          model,
          temperature: request.temperature ?? AI_DEFAULTS.temperature,
          max_tokens: request.maxTokens ?? AI_DEFAULTS.max_tokens,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.prompt },
          ],
        },
      )) as { choices?: { message?: { content?: string } }[] };
      const text = data.choices?.[0]?.message?.content ?? '';
      if (!text) throw new Error('openai: empty answer');
      return { text, provider: 'openai', model, offline: false };
    },
  };
}

/** Gemini generateContent (spec part 2 §7.1, x-model gemini): the text of the first candidate's parts. */
export function geminiProvider(apiKey: string, model: string): AiProvider {
  return {
    name: 'gemini',
    model,
    async generate(request: AiRequest) {
      const data = (await postJson(
        `https://generativelanguage.googleapis.com/v1beta/models/${encodeURIComponent(model)}:generateContent`,
        { 'x-goog-api-key': apiKey },
        {
          systemInstruction: { parts: [{ text: request.system }] },
          contents: [{ role: 'user', parts: [{ text: request.prompt }] }],
          generationConfig: { temperature: request.temperature ?? AI_DEFAULTS.temperature, maxOutputTokens: request.maxTokens ?? AI_DEFAULTS.max_tokens },
        },
      )) as { candidates?: { content?: { parts?: { text?: string }[] } }[] };
      const text = (data.candidates?.[0]?.content?.parts ?? []).map((p) => p.text ?? '').join('');
      if (!text) throw new Error('gemini: empty answer');
      return { text, provider: 'gemini', model, offline: false };
    },
  };
}
