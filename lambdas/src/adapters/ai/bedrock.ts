import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { AI_DEFAULTS } from '@shared/constants/ai';
import type { AiProvider, AiRequest } from './types';

let client: BedrockRuntimeClient | undefined;
/** The Bedrock Runtime SDK, imported on the first generation, not when the function starts (docs/cold-start.md). */
const sdk = () => import('@aws-sdk/client-bedrock-runtime');

function converseInput(modelId: string, request: AiRequest) {
  return {
    modelId,
    system: [{ text: request.system }],
    messages: [{ role: 'user' as const, content: [{ text: request.prompt }] }],
    inferenceConfig: {
      temperature: request.temperature ?? AI_DEFAULTS.temperature,
      maxTokens: request.maxTokens ?? AI_DEFAULTS.max_tokens,
    },
  };
}

/** Bedrock Runtime Converse / ConverseStream: the production provider; the id is the stage's inference profile (docs/ai.md). */
export function bedrockProvider(modelId: string): AiProvider {
  return {
    name: 'bedrock',
    model: modelId,
    async generate(request: AiRequest) {
      const { BedrockRuntimeClient, ConverseCommand } = await sdk();
      client ??= new BedrockRuntimeClient({});
      const out = await client.send(new ConverseCommand(converseInput(modelId, request)));
      const text = (out.output?.message?.content ?? [])
        .map((c) => ('text' in c && typeof c.text === 'string' ? c.text : ''))
        .join('');
      if (!text) throw new Error(`bedrock ${modelId}: empty answer (${out.stopReason ?? 'no stop reason'})`);
      return { text, provider: 'bedrock', model: modelId, offline: false };
    },
    async *stream(request: AiRequest) {
      const { BedrockRuntimeClient, ConverseStreamCommand } = await sdk();
      client ??= new BedrockRuntimeClient({});
      const out = await client.send(new ConverseStreamCommand(converseInput(modelId, request)));
      if (!out.stream) throw new Error(`bedrock ${modelId}: no stream`);
      for await (const event of out.stream) {
        const text =
          event.contentBlockDelta?.delta && 'text' in event.contentBlockDelta.delta
            ? event.contentBlockDelta.delta.text
            : undefined;
        if (text) yield text;
        const failure =
          event.internalServerException ??
          event.modelStreamErrorException ??
          event.throttlingException ??
          event.validationException ??
          event.serviceUnavailableException;
        if (failure) throw new Error(`bedrock ${modelId}: ${failure.message ?? 'stream failed'}`);
      }
    },
  };
}
