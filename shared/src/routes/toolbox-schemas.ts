import * as z from '../zod-mini';
import { ZAiProvenance } from './ai-provenance';
import { GENERATORS, ZGeneratorId, generatorSchema } from '../toolbox/generators';
import { ZAiOutputLanguage } from '../toolbox/prompt-codes';
import { TEXT_LIMITS } from '../constants/limits';
import { lazySchema } from './lazy-schema';

/** Wire shapes of the toolbox generators (spec part 1 §1, §2; part 2 §1 "Every toolbox generator run costs 1 credit"). */

/** A run's id: made by the browser for each Generate, so a retry of the same run is never charged twice. */
export const ZToolboxRunId = lazySchema(() => z.object({ runId: z.uuid() }));

/**
 * One Generate: the generator, the output language (English or Thai, spec part 2 §1) and the inputs, checked with
 * that generator's own schema (shared/src/toolbox/generators.ts).
 */
export const ZToolboxRunRequest = lazySchema(() =>
  z
    .strictObject({
      runId: z.uuid(),
      generator: ZGeneratorId,
      language: ZAiOutputLanguage,
      inputs: z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(TEXT_LIMITS.longText))),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (!(body.generator in GENERATORS)) return;
        const checked = generatorSchema(body.generator).safeParse(body.inputs);
        if (!checked.success)
          for (const issue of checked.error.issues)
            ctx.addIssue({ code: 'custom', message: issue.message, path: ['inputs', ...issue.path] });
      }),
    ),
);
export type ToolboxRunRequest = z.infer<typeof ZToolboxRunRequest>;

export const ZToolboxRunStatus = lazySchema(() => z.enum(['running', 'finished', 'failed']));

/** Where an AI text came from (lambdas/src/common/ai/generate-text.ts AiProvenance). */
export const ZToolboxProvenance = ZAiProvenance;

export const ZToolboxRunSummary = lazySchema(() =>
  z.object({
    id: z.string(),
    generator: ZGeneratorId,
    language: ZAiOutputLanguage,
    /** The title input (job title, role, subject…). */
    title: z.string(),
    status: ZToolboxRunStatus,
    offline: z.boolean(),
    created_at: z.string(),
  }),
);
export type ToolboxRunSummary = z.infer<typeof ZToolboxRunSummary>;

export const ZToolboxRun = lazySchema(() =>
  z.extend(ZToolboxRunSummary, {
    inputs: z.record(z.string(), z.string()),
    text: z.string(),
    provenance: z.nullable(ZToolboxProvenance),
    /** The catalogue code a failed run ended with (its credit was given back). */
    error: z.nullable(z.string()),
  }),
);
export type ToolboxRun = z.infer<typeof ZToolboxRun>;

/** A person's past runs of one generator, newest first, a page at a time. */
export const ZToolboxRunsQuery = lazySchema(() =>
  z.object({ generator: ZGeneratorId, cursor: z.optional(z.string().check(z.maxLength(2000))) }),
);
export const ZToolboxRunList = lazySchema(() =>
  z.object({ items: z.array(ZToolboxRunSummary), cursor: z.nullable(z.string()) }),
);
export type ToolboxRunList = z.infer<typeof ZToolboxRunList>;
