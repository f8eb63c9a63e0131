import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { AI_DEFAULTS } from '@shared/constants/ai';
import type { AiProvider, AiRequest } from './types';

let client: BedrockRuntimeClient | undefined;

/** Bedrock Runtime Converse: the production provider; the model id comes from CDK context (bedrockModelId). */
export function bedrockProvider(modelId: string): AiProvider {
  return {
    name: 'bedrock',
    model: modelId,
    async generate(request: AiRequest) {
      client ??= new BedrockRuntimeClient({});
      const out = await client.send(
        new ConverseCommand({
          modelId,
          system: [{ text: request.system }],
          messages: [{ role: 'user', content: [{ text: request.prompt }] }],
          inferenceConfig: { temperature: request.temperature ?? AI_DEFAULTS.temperature, maxTokens: request.maxTokens ?? AI_DEFAULTS.max_tokens },
        }),
      );
      const text = (out.output?.message?.content ?? []).map((c) => ('text' in c && typeof c.text === 'string' ? c.text : '')).join('');
      if (!text) throw new Error(`bedrock ${modelId}: empty answer (${out.stopReason ?? 'no stop reason'})`);
      return { text, provider: 'bedrock', model: modelId, offline: false };
    },
  };
}
