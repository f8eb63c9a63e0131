import * as z from '@shared/zod-mini';
import { ZAiSectionSetup, type AiSectionSetup } from '@shared/routes/ai-setup-schemas';
import type { SectionKind } from '@shared/sections/kinds';

/** What the template stores of AI setup (AssessmentEntity ai_setup, generated_by_ai): read leniently, never trusted blindly. */
const ZStoredAiSetup = z.catch(z.record(z.string(), ZAiSectionSetup), {});
const ZStoredFlags = z.catch(z.record(z.string(), z.boolean()), {});

interface WithAiSetup {
  ai_setup?: unknown;
  generated_by_ai?: unknown;
}

export function aiSetupOf(t: WithAiSetup): Record<string, AiSectionSetup> {
  return ZStoredAiSetup.parse(t.ai_setup ?? {});
}

export function generatedByAiOf(t: WithAiSetup): Record<string, boolean> {
  return ZStoredFlags.parse(t.generated_by_ai ?? {});
}

/** spec part 1 §2, §4: an AI-filled section waits in Pending Review until the employer accepts or edits it. */
export function isPendingReview(t: WithAiSetup, kind: SectionKind): boolean {
  return aiSetupOf(t)[kind]?.pending_review === true;
}

/**
 * The ai_setup after the employer reviewed a section: accepted as suggested, or edited (saved by hand). The
 * provenance stays, so what the AI suggested and what the employer decided can both be traced. Undefined when the
 * section was not pending (nothing to record).
 */
export function reviewed(
  t: WithAiSetup,
  kind: SectionKind,
  outcome: 'accepted' | 'edited',
  by: string,
  at: string,
): Record<string, AiSectionSetup> | undefined {
  const all = aiSetupOf(t);
  const entry = all[kind];
  if (!entry?.pending_review) return undefined;
  return { ...all, [kind]: { ...entry, pending_review: false, review: { outcome, by, at } } };
}
