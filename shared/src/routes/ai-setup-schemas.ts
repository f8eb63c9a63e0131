import * as z from '../zod-mini';
import { ZAiProvenance } from './ai-provenance';
import { ZSectionKind } from '../sections/kinds-schema';
import { lazySchema } from './lazy-schema';

/**
 * Wire shapes of AI-assisted setup and the auto-generated first assessment (spec part 1 §2, §4; part 2 §3, §4, §7.4).
 */

export { ZAiProvenance, type AiProvenanceView } from './ai-provenance';

/**
 * One section's AI setup (spec part 1 §3 "ai_setup with pending_review per section"): pending review until the
 * employer accepts it or saves the section themselves; `review` records which, by whom and when.
 */
export const ZAiSectionSetup = lazySchema(() =>
  z.object({
    pending_review: z.boolean(),
    provenance: ZAiProvenance,
    review: z.nullable(z.object({ outcome: z.enum(['accepted', 'edited']), by: z.string(), at: z.string() })),
  }),
);
export type AiSectionSetup = z.infer<typeof ZAiSectionSetup>;

/**
 * Progress of a setup run, sent as the text of `delta` events of the part `progress` (shared/src/routes/stream.ts):
 * rises with each finished result, then 90, 95 and 100 (spec part 1 §4 "AI generation").
 */
export const ZAiSetupProgress = lazySchema(() =>
  z.object({
    stage: z.enum(['selected', 'section', 'stored', 'done']),
    progress: z.int().check(z.minimum(0), z.maximum(100)),
    section: z.optional(ZSectionKind),
    ok: z.optional(z.boolean()),
  }),
);
export type AiSetupProgress = z.infer<typeof ZAiSetupProgress>;
export const AI_SETUP_PROGRESS_PART = 'progress';

/** Reads a progress event's text; anything else is ignored (null). */
export function readAiSetupProgress(text: string): AiSetupProgress | null {
  try {
    const parsed = ZAiSetupProgress.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What a setup run did besides the template it returns: which sections, how they were picked, which were filled. */
export const ZAiSetupSummary = lazySchema(() =>
  z.object({
    sections: z.array(ZSectionKind),
    selection: z.object({ fallback: z.boolean(), reason: z.string(), provenance: z.nullable(ZAiProvenance) }),
    /** Filled by the AI and waiting for review. */
    filled: z.array(ZSectionKind),
    /** Picked, but their setup could not be generated: the employer sets them up. */
    failed: z.array(ZSectionKind),
    /** Picked, but already set up by the employer: left as they were. */
    kept: z.array(ZSectionKind),
  }),
);

/**
 * The onboarding record as the client sees it (spec part 2 §3 onboarding: status, action_url). NONE: no first
 * assessment was asked for; RUNNING: a generation holds the lease (ours; the spec's TODO being worked on);
 * `stale`: that lease ran out, so the next run takes over.
 */
export const ZOnboardingView = lazySchema(() =>
  z.object({
    status: z.enum(['NONE', 'TODO', 'RUNNING', 'COMPLETED']),
    action_url: z.nullable(z.string()),
    template_id: z.nullable(z.string()),
    stale: z.boolean(),
  }),
);
export type OnboardingView = z.infer<typeof ZOnboardingView>;
