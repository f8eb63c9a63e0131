import type { EntityItem } from 'electrodb';
import { storedSummaries } from '@shared/sections/by-section';
import { DomainError } from '@shared/errors';
import { analysisBasis, scoresChanged, type AnalysisBasis, type HiringRecommendation } from '@shared/results/analysis';
import {
  ZAnalysisProvenance,
  ZAnalysisIndicators,
  ZScoreUsed,
  type AnalysisDecision,
  type RespondentAnalysis,
} from '@shared/routes/analysis-schemas';
import type { AiOutputLanguage } from '@shared/toolbox/prompt-codes';
import * as z from '@shared/zod-mini';
import { auditItem, type AuditRequest } from '../../db/audit';
import { db } from '../../db/service';
import { transactWrite } from '../../db/transact';
import type { RespondentAnalysisEntity } from '../../db/entities/candidate-analysis';
import type { AiProvenance } from '../../common/ai/generate-text';
import { RACE_LOST, isConditionFailure, nextUpdatedAt, retryOnRace } from '../../common/conditional';
import type { UserItem } from '../../accounts';
import { loadVisibleAssessment, type AssessmentItem } from '../../assessments';
import type { RespondentItem } from '../../db/entities/candidate';
import { loadRespondentOf } from '../repo';

type AnalysisItem = EntityItem<typeof RespondentAnalysisEntity>;

/** The respondent an analysis is about, loaded exactly as getCandidateResult loads it (a stranger gets 404). */
export interface AnalysisTarget {
  user: UserItem;
  template: AssessmentItem;
  candidate: RespondentItem;
  /** Attempts cleared before this one (reset-candidate.ts keeps them): the analysis key. */
  attempt: number;
  /** The respondent's opaque id on the wire. */
  ref: string;
}

export async function loadAnalysisTarget(
  user: UserItem,
  params: { id: string; candidateId: string },
): Promise<AnalysisTarget> {
  const assessment = await loadVisibleAssessment(params.id, user);
  const respondent = await loadRespondentOf(assessment, params.candidateId);
  // A held result shows no scores until a credit pays for it, so nothing is written or shown about them either.
  if (respondent.credit_held) throw new DomainError('RESULT_HELD');
  const attempt = ((respondent.attempts as unknown[] | undefined) ?? []).length;
  return { user, template: assessment, candidate: respondent, attempt, ref: respondent.ref ?? respondent.id };
}

const keyOf = (t: AnalysisTarget) => ({
  form_id: t.candidate.form_id,
  emailKey: t.candidate.emailKey,
  attempt: t.attempt,
});

export async function readAnalysis(t: AnalysisTarget): Promise<AnalysisItem | null> {
  const { data } = await db().entities.candidateAnalysis.get(keyOf(t)).go({ consistent: true });
  return data ?? null;
}

/** Whether the scores the analysis rested on are still the respondent's (a rescore after an edit changes them). */
function isStale(item: AnalysisItem, respondent: RespondentItem): boolean {
  let now: AnalysisBasis['scores'];
  try {
    now = analysisBasis(storedSummaries(respondent.summaries)).scores;
  } catch {
    return true;
  }
  return scoresChanged(z.array(ZScoreUsed).parse(item.scores), now);
}

/** The wire shape; stored JSON is checked on the way out (a malformed record is a logged 500, never shown). */
export function toAnalysis(item: AnalysisItem, t: AnalysisTarget): RespondentAnalysis {
  return {
    candidate_id: t.ref,
    attempt: item.attempt,
    indicators: ZAnalysisIndicators.parse(item.indicators),
    scores: z.array(ZScoreUsed).parse(item.scores),
    summary: item.summary,
    questions: item.questions,
    ai_recommendation: item.ai_recommendation,
    provenance: z.object({ summary: ZAnalysisProvenance, questions: ZAnalysisProvenance }).parse(item.provenance),
    decisions: (item.decisions ?? []).map((d) => ({
      recommendation: d.recommendation,
      reason: d.reason,
      by: d.by,
      at: d.at,
    })),
    language: item.language,
    stale: isStale(item, t.candidate),
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

export interface GeneratedAnalysis {
  basis: AnalysisBasis;
  summary: string;
  questions: string;
  aiRecommendation: HiringRecommendation;
  language: AiOutputLanguage;
  provenance: { summary: AiProvenance; questions: AiProvenance };
  generation: number;
}

/**
 * Store newly written AI text. The first analysis of an attempt is created (condition: none yet); a regeneration,
 * or a create that lost a race, replaces the AI part only: the decisions list is never written here.
 */
export async function saveGenerated(t: AnalysisTarget, g: GeneratedAnalysis, now: Date): Promise<AnalysisItem> {
  const at = now.toISOString();
  const ai = {
    ref: t.ref,
    generation: g.generation,
    indicators: g.basis.indicators,
    scores: g.basis.scores,
    summary: g.summary,
    questions: g.questions,
    ai_recommendation: g.aiRecommendation,
    language: g.language,
    provenance: g.provenance,
  };
  try {
    await db()
      .entities.candidateAnalysis.create({
        ...keyOf(t),
        ...ai,
        decisions: [],
        created_by: t.user.email,
        created_at: at,
        updated_at: at,
      })
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await readAnalysis(t);
    await db()
      .entities.candidateAnalysis.patch(keyOf(t))
      .set({ ...ai, updated_at: nextUpdatedAt(current?.updated_at ?? at, now) })
      .go();
  }
  const saved = await readAnalysis(t);
  if (!saved) throw new DomainError('INTERNAL');
  return saved;
}

/**
 * Append a person's decision beside the AI recommendation. Decisions are a list only ever appended to, guarded by
 * `updated_at` so two decisions at once both land; the same decision sent twice in a row (a double click, a retry)
 * is kept once.
 */
export async function appendDecision(
  t: AnalysisTarget,
  decision: Omit<AnalysisDecision, 'at'>,
  request: AuditRequest,
  now: Date,
): Promise<AnalysisItem> {
  return retryOnRace(async () => {
    const current = await readAnalysis(t);
    if (!current) throw new DomainError('ANALYSIS_MISSING');
    const last = current.decisions?.at(-1);
    if (
      last &&
      last.recommendation === decision.recommendation &&
      last.reason === decision.reason &&
      last.by === decision.by
    )
      return current;
    const at = nextUpdatedAt(current.updated_at, now);
    // The decision and its audit event in one transaction (the reason stays on the analysis, never in the log).
    const outcome = await transactWrite(() =>
      db()
        .transaction.write((entities) => [
          entities.candidateAnalysis
            .patch(keyOf(t))
            .append({ decisions: [{ ...decision, at }] })
            .set({ updated_at: at })
            .where((a, op) => op.eq(a.updated_at, current.updated_at))
            .commit(),
          auditItem({
            teamId: t.template.team_id,
            action: 'analysis_overridden',
            actor: t.user.sub,
            target: { type: 'respondent', id: t.ref },
            formId: t.template.id,
            ref: t.ref,
            detail: decision.recommendation,
            request,
            now,
          })(entities),
        ])
        .go(),
    );
    if (outcome !== 'written') return RACE_LOST;
    return (await readAnalysis(t)) ?? RACE_LOST;
  });
}

/** The company name the workspace's team record holds ('' when none): the analysis prompt names the employer by it. */
export async function companyNameOf(teamId: string): Promise<string> {
  const { data: team } = await db().entities.team.get({ teamId }).go();
  return team?.companyName ?? '';
}
