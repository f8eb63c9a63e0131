import type * as z from '@shared/zod-mini';
import {
  AI_SETUP_PARTS,
  AI_SETUP_SECTIONS,
  fallbackSections,
  inSectionOrder,
  isAiSetupSection,
  offlineSectionSelection,
  parseSectionSelection,
  type AiSetupInputs,
  type AiSetupSection,
} from '@shared/assessments/ai-setup';
import { aiSetupPromptVars } from '@shared/assessments/ai-setup-prompt';
import { ORGANIZATION_TYPE_OPTIONS, optionLabel } from '@shared/accounts/options';
import { emailKey } from '@shared/accounts/email';
import type { Objective } from '@shared/assessments/types';
import { SECTION_KINDS, type SectionKind } from '@shared/sections/kinds';
import type { AiOutputLanguage } from '@shared/toolbox/prompt-codes';
import { generationProgress } from '@shared/toolbox/reveal';
import { AI_FINAL_PROGRESS_STEPS } from '@shared/constants/ai';
import type { AiSectionSetup, AiSetupProgress, ZAiSetupSummary } from '@shared/routes';
import type { AiProvider } from '../adapters/ai';
import { generateText, type AiProvenance } from '../common/ai/generate-text';
import { errorFields, logger } from '../common/logger';
import { serverSection } from '../sections';
import type { UserItem } from '../accounts';
import { aiSetupOf, generatedByAiOf, isPendingReview } from './ai-review';

export type AiSetupSummary = z.infer<typeof ZAiSetupSummary>;

interface SectionFill {
  setup: unknown;
  company: unknown;
  provenance: AiProvenance;
}

/** What one assisted setup run produced, before anything is stored. */
export interface GeneratedSetup {
  selection: { sections: AiSetupSection[]; fallback: boolean; reason: string; provenance: AiProvenance | null };
  fills: Partial<Record<AiSetupSection, SectionFill>>;
  failed: AiSetupSection[];
}

export interface GenerateSetupOptions {
  inputs: AiSetupInputs;
  language: AiOutputLanguage;
  /** Whose answers these are (the AI cache is never shared across owners). */
  scope: string;
  now: Date;
  /** Sections the employer already set up: picked but never filled over. */
  skip?: ReadonlySet<SectionKind>;
  /** The provider port; the stack's default when absent. */
  provider?: AiProvider;
  onProgress?: (progress: AiSetupProgress) => void;
}

/**
 * Assisted setup (spec part 1 §2, part 2 §7.4): the AI picks the sections (PROMPT_SETUP_AUTO_SELECT_SECTIONS; when
 * that fails after its retries, the fallback of part 2 §8), then each picked section's setup and company answers are
 * generated (PROMPT_SETUP_*), in parallel. Every answer must pass its section's checks and the section's own save
 * (the same as a manual save) or it is a failed attempt; a section whose attempts all fail is left for the employer.
 * Progress rises with each finished result (part 1 §4).
 */
export async function generateAiSetup(options: GenerateSetupOptions): Promise<GeneratedSetup> {
  const { inputs, language, scope, now, provider } = options;
  const emit = (p: AiSetupProgress) => options.onProgress?.(p);
  const common = { language, scope, now, ...(provider ? { provider } : {}) };

  let selection: GeneratedSetup['selection'];
  try {
    const code = 'PROMPT_SETUP_AUTO_SELECT_SECTIONS';
    const out = await generateText({
      ...common,
      code,
      vars: aiSetupPromptVars(code, inputs),
      offline: () => offlineSectionSelection(inputs),
      accept: parseSectionSelection,
    });
    selection = { sections: out.value.sections, reason: out.value.reason, fallback: false, provenance: out.provenance };
  } catch (error) {
    // spec part 2 §8: auto-select failure falls back to values alignment and culture profile (and behaviours with a role).
    logger.warn('ai setup: section selection failed, fallback used', { error: errorFields(error) });
    selection = { sections: fallbackSections(inputs.role), reason: '', fallback: true, provenance: null };
  }

  const targets = selection.sections.filter((k) => !options.skip?.has(k));
  const total = 1 + targets.length;
  let finished = 1;
  emit({ stage: 'selected', progress: generationProgress(finished, total) });

  const fills: GeneratedSetup['fills'] = {};
  const failed: AiSetupSection[] = [];
  await Promise.all(
    targets.map(async (kind) => {
      const part = AI_SETUP_PARTS[kind];
      const code = part.prompt;
      let ok = false;
      try {
        const section = await serverSection(kind);
        const out = await generateText({
          ...common,
          code,
          vars: aiSetupPromptVars(code, inputs),
          offline: () => part.offline(inputs),
          accept: (text) => section.save(part.parse(text)),
        });
        fills[kind] = { setup: out.value.setup, company: out.value.company, provenance: out.provenance };
        ok = true;
      } catch (error) {
        logger.warn('ai setup: a section could not be generated', { section: kind, error: errorFields(error) });
        failed.push(kind);
      }
      finished += 1;
      emit({ stage: 'section', section: kind, ok, progress: generationProgress(finished, total) });
    }),
  );
  return { selection, fills, failed: inSectionOrder(failed, AI_SETUP_SECTIONS) };
}

/** What a template holds that assisted setup reads and changes. */
export interface SetupTarget {
  sections?: readonly string[] | undefined;
  setup?: unknown;
  company_answers?: unknown;
  ai_setup?: unknown;
  generated_by_ai?: unknown;
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? { ...(v as Record<string, unknown>) } : {};

/** Set up by the employer: something saved that is not an AI suggestion still waiting for review. Never filled over. */
export function setUpByHand(t: SetupTarget, kind: SectionKind): boolean {
  const saved = record(t.setup)[kind] !== undefined || record(t.company_answers)[kind] !== undefined;
  return saved && !isPendingReview(t, kind);
}

export function handMadeSections(t: SetupTarget): Set<SectionKind> {
  return new Set(AI_SETUP_SECTIONS.filter((k) => setUpByHand(t, k)));
}

/**
 * The template fields after a run: the AI's sections plus the ones the employer chose outside what the AI sets up,
 * or already set up by hand (never dropped); each generated section stored with its provenance, marked
 * generated_by_ai and Pending Review (spec part 1 §3, §4).
 */
export function aiSetupFields(t: SetupTarget, generated: GeneratedSetup, at: string) {
  const handMade = handMadeSections(t);
  const current = (t.sections ?? []).filter((k): k is SectionKind => (SECTION_KINDS as readonly string[]).includes(k));
  const stay = current.filter((k) => !isAiSetupSection(k) || handMade.has(k));
  const sections = inSectionOrder([...generated.selection.sections, ...stay], SECTION_KINDS);
  const setup = record(t.setup);
  const company = record(t.company_answers);
  const ai: Record<string, AiSectionSetup> = aiSetupOf(t);
  const flags = generatedByAiOf(t);
  const filled: AiSetupSection[] = [];
  for (const kind of generated.selection.sections) {
    const fill = generated.fills[kind];
    if (!fill || handMade.has(kind)) continue;
    setup[kind] = fill.setup;
    company[kind] = fill.company;
    ai[kind] = { pending_review: true, provenance: fill.provenance, review: null };
    flags[kind] = true;
    filled.push(kind);
  }
  const { sections: picked, ...how } = generated.selection;
  return {
    fields: {
      sections,
      setup,
      company_answers: company,
      ai_setup: ai,
      generated_by_ai: flags,
      ai_selection: { ...how, sections: picked, at },
    },
    summary: {
      sections,
      selection: { fallback: how.fallback, reason: how.reason, provenance: how.provenance },
      filled,
      failed: generated.failed.filter((k) => !handMade.has(k)),
      kept: picked.filter((k) => handMade.has(k)),
    } satisfies AiSetupSummary,
  };
}

/** The inputs of a run for a user: organisation type as words, the company's core values, the output language. */
export function setupInputs(
  user: UserItem,
  t: { role?: string | undefined; type_of_org?: string | undefined; objective?: Objective | undefined },
): {
  inputs: AiSetupInputs;
  language: AiOutputLanguage;
  scope: string;
} {
  const orgType = t.type_of_org || user.typeOfOrg || '';
  return {
    inputs: {
      company: user.companyName ?? '',
      orgType: orgType ? optionLabel(ORGANIZATION_TYPE_OPTIONS, orgType, 'en') : '',
      role: t.role ?? '',
      coreValues: user.coreValues ?? [],
      missionAndVision: user.missionAndVision ?? '',
      purpose: t.objective ?? 'hiring',
    },
    // AI output languages are English and Thai (spec part 2 §1).
    language: user.lang === 'th' ? 'th' : 'en',
    scope: `user:${emailKey(user.email)}`,
  };
}

/** After every result: stored (90), reviewed state ready (95), done (100) — spec part 1 §4. */
export function finalProgress(step: 1 | 2 | 3): AiSetupProgress {
  return { stage: step === 3 ? 'done' : 'stored', progress: AI_FINAL_PROGRESS_STEPS[step - 1] as number };
}
