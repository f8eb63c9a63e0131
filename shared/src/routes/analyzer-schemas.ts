import * as z from '../zod-mini';
import { ZAiProvenance } from './ai-provenance';
import { ZAnalyzerSection, ZAnalyzerValues } from '../toolbox/analyzer';
import { ZAiOutputLanguage } from '../toolbox/prompt-codes';
import { lazySchema } from './lazy-schema';

/** Wire shapes of the core values analyzer (spec part 1 §1, §2 /core-values-analyzer; part 2 §9.3). */

/**
 * A run's id: random, 32 to 64 URL-safe characters, made by the browser before the first request so a repeated
 * start (a double click, a retried request) names the same run. It is also the capability to read the run.
 */
export const ZAnalyzerRunId = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{32,64}$/, 'Invalid link')));
export const ZAnalyzerRunParams = lazySchema(() => z.object({ runId: ZAnalyzerRunId }));

export const ZStartAnalyzerRun = lazySchema(() =>
  z.strictObject({
    runId: ZAnalyzerRunId,
    values: ZAnalyzerValues,
    /** Output language: English or Thai (spec part 2 §1). */
    language: ZAiOutputLanguage,
    company: z._default(z.string().check(z.trim(), z.maxLength(120)), ''),
    orgType: z._default(z.string().check(z.trim(), z.maxLength(120)), ''),
  }),
);
export type StartAnalyzerRun = z.infer<typeof ZStartAnalyzerRun>;

export const ZAnalyzerRunStatus = lazySchema(() => z.enum(['running', 'finished', 'failed']));
export const ZAnalyzerSectionStatus = lazySchema(() => z.enum(['pending', 'finished', 'failed']));

/** Where a section's text came from (provider, model, prompt and version, inputs hash): every AI output is traceable. */
export const ZAnalyzerProvenance = lazySchema(() => z.omit(ZAiProvenance, { cached: true }));

export const ZAnalyzerSectionView = lazySchema(() =>
  z.object({
    /** Position of the value in `values`. */
    index: z.int().check(z.minimum(0)),
    section: ZAnalyzerSection,
    status: ZAnalyzerSectionStatus,
    /** Markdown; empty until finished. */
    text: z.string(),
    provenance: z.nullable(ZAnalyzerProvenance),
  }),
);
export type AnalyzerSectionView = z.infer<typeof ZAnalyzerSectionView>;

export const ZAnalyzerRun = lazySchema(() =>
  z.object({
    runId: ZAnalyzerRunId,
    values: z.array(z.string()),
    language: ZAiOutputLanguage,
    company: z.string(),
    orgType: z.string(),
    /** running until every section has an outcome; failed when one could not be written. */
    status: ZAnalyzerRunStatus,
    created_at: z.string(),
    finished_at: z.nullable(z.string()),
    /** One per value × section, in value then report order. */
    sections: z.array(ZAnalyzerSectionView),
  }),
);
export type AnalyzerRun = z.infer<typeof ZAnalyzerRun>;

export const ZAnalyzerRunSummary = lazySchema(() =>
  z.pick(ZAnalyzerRun, {
    runId: true,
    values: true,
    language: true,
    status: true,
    created_at: true,
  }),
);
export const ZAnalyzerRunList = lazySchema(() =>
  z.object({ items: z.array(ZAnalyzerRunSummary), cursor: z.nullable(z.string()) }),
);
export const ZAnalyzerRunListQuery = lazySchema(() =>
  z.object({ cursor: z.optional(z.string().check(z.maxLength(2048))) }),
);
