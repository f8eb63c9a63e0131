import * as z from '../zod-mini';

/**
 * Where an AI output came from (docs/ai.md "provenance"): provider, model, offline stand-in or not, prompt code and
 * version, a hash of the filled prompt, when, and whether it was served from the 7-day cache. Every stored AI text
 * carries it (lambdas/src/common/ai/generate-text.ts AiProvenance).
 */
export const ZAiProvenance = z.object({
  provider: z.string(),
  model: z.string(),
  offline: z.boolean(),
  prompt_code: z.string(),
  prompt_version: z.int(),
  inputs_hash: z.string(),
  generated_at: z.string(),
  cached: z.boolean(),
});
export type AiProvenanceView = z.infer<typeof ZAiProvenance>;
