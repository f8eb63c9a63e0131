import { DomainError } from '@shared/errors';
import { storedSummaries } from '@shared/sections/by-section';
import type { Locale } from '@shared/i18n/locale';
import {
  analysisBasis,
  checkInterviewQuestions,
  parseRecommendation,
  type AnalysisBasis,
} from '@shared/results/analysis';
import {
  ownItemRatings,
  promptOwnItemLines,
  promptScoreLines,
  type OwnItemRating,
} from '@shared/results/analysis-prompt';
import type { RespondentAnalysis } from '@shared/routes';
import type { AiOutputLanguage } from '@shared/toolbox/prompt-codes';
import type { AiProvider } from '../../adapters/ai';
import { generateText } from '../../common/ai/generate-text';
import { spendAiRun } from '../../credits';
import type { StreamWriter } from '../../http/stream-handler';
import { offlineQuestions, offlineSummary } from './offline-analysis';
import { companyNameOf, readAnalysis, saveGenerated, toAnalysis, type AnalysisTarget } from './repo';
import { announceWebhookEvent } from '../../teams';

/** The two parts of an analysis, streamed in this order under these names (StreamEvent.part). */
export const ANALYSIS_PARTS = ['summary', 'questions'] as const;

/** AI output is English or Thai (spec part 2 §1): Thai for an employer working in Thai, else English. */
export function analysisLanguage(locale: Locale): AiOutputLanguage {
  return locale === 'th' ? 'th' : 'en';
}

/** The placeholders of PROMPT_EXECUTIVE_SUMMARY and PROMPT_INTERVIEW_QUESTIONS (lambdas/src/common/ai/prompt-pack.ts). */
export function analysisPromptVars(
  basis: AnalysisBasis,
  context: { company: string; orgType: string; role: string; ownItems?: readonly OwnItemRating[] },
): Record<string, string> {
  const { indicators: i } = basis;
  return {
    company: context.company || 'the company',
    orgType: context.orgType || 'not given',
    role: context.role,
    scores: promptScoreLines(basis.scores),
    ownItems: promptOwnItemLines(context.ownItems ?? []),
    culturalAlignment: String(i.cultural_alignment),
    skillMatch: i.skill_match === null ? 'not measured (no skill section in this assessment)' : `${i.skill_match}%`,
    riskLevel: i.risk_level,
  };
}

export interface GenerateAnalysisOptions {
  target: AnalysisTarget;
  regenerate: boolean;
  locale: Locale;
  out: StreamWriter;
  now: Date;
  /** Tests pass a provider; otherwise the stack's default (the offline stand-in locally). */
  provider?: AiProvider;
  /** The client address, for the address's AI budget. */
  sourceIp?: string;
}

/**
 * The AI analysis of a completed respondent (spec part 1 §1 "Results"): the indicators computed from the stored
 * scores, then the executive summary and the interview questions written by the model and streamed as they are
 * written (part 1 §4 loading, streaming, locked, finished), then stored. The stored analysis is returned as it is
 * unless `regenerate`; a regeneration replaces the AI part and keeps the decisions. No credit is spent: the
 * analysis is part of the result the completion paid for.
 */
export async function generateAnalysis({
  target,
  regenerate,
  locale,
  out,
  now,
  provider,
  sourceIp,
}: GenerateAnalysisOptions): Promise<RespondentAnalysis> {
  const { template, candidate } = target;
  if (candidate.status !== 'COMPLETED') throw new DomainError('ANALYSIS_NOT_READY');
  const existing = await readAnalysis(target);
  if (existing && !regenerate) return toAnalysis(existing, target);
  // The first analysis comes with the completion its credit paid for; a regeneration is free, so it is counted
  // against the AI's daily budgets before any model is called (docs/abuse.md "AI").
  if (existing) await spendAiRun('analysis', { email: target.user.email, sourceIp: sourceIp ?? '' }, now);

  const basis = analysisBasis(storedSummaries(candidate.summaries));
  const language = analysisLanguage(locale);
  const company = await companyNameOf(template.team_id);
  // The company's own values, traits and behaviours with both ratings (spec part 1 §3 `*_custom_fields`).
  const ownItems = ownItemRatings(
    template.setup as Record<string, unknown>,
    template.company_answers as Record<string, unknown>,
    candidate.answers as Record<string, unknown>,
  );
  const vars = analysisPromptVars(basis, {
    company,
    orgType: template.type_of_org ?? '',
    role: template.role || template.form_name,
    ownItems,
  });
  const generation = (existing?.generation ?? 0) + 1;
  // The answer cache is per respondent, attempt and generation: a retry after a failure reuses what was written,
  // a regeneration writes anew.
  const scope = `team:${template.team_id}#analysis:${target.ref}:${target.attempt}:${generation}`;
  const common = { vars, language, scope, now, ...(provider ? { provider } : {}) };

  const summary = await generateText({
    ...common,
    code: 'PROMPT_EXECUTIVE_SUMMARY',
    offline: () => offlineSummary(basis, company, language, ownItems),
    accept: parseRecommendation,
    onDelta: (text) => out.delta(text, 'summary'),
    onReset: () => out.reset('summary'),
  });
  const questions = await generateText({
    ...common,
    code: 'PROMPT_INTERVIEW_QUESTIONS',
    offline: () => offlineQuestions(basis, language, ownItems),
    accept: checkInterviewQuestions,
    onDelta: (text) => out.delta(text, 'questions'),
    onReset: () => out.reset('questions'),
  });

  const saved = await saveGenerated(
    target,
    {
      basis,
      summary: summary.text,
      questions: questions.text,
      aiRecommendation: summary.value,
      language,
      provenance: { summary: summary.provenance, questions: questions.provenance },
      generation,
    },
    now,
  );
  // Webhooks (docs/webhooks.md): a notice naming the respondent; the analysis itself stays in the app.
  await announceWebhookEvent(
    template.team_id,
    'analysis.ready',
    {
      form_id: template.id,
      candidate_id: target.ref,
      attempt: target.attempt,
      ai_recommendation: saved.ai_recommendation,
      created_at: now.toISOString(),
    },
    now,
  );
  return toAnalysis(saved, target);
}
