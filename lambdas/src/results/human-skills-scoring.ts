import * as z from '@shared/zod-mini';
import { respondentLocaleOr } from '@shared/i18n/locale-schema';
import { interfaceLocaleOf } from '@shared/i18n/respondent-locale';
import { bySection, storedSummaries } from '@shared/sections/by-section';
import { summariseOverall, type SectionOveralls } from '@shared/results/overall';
import { HUMAN_SKILLS_PACK } from '@shared/sections/human-skills/content';
import { ZHumanSkillsAnswers, ZHumanSkillsSetup } from '@shared/sections/human-skills/schema';
import {
  HUMAN_SKILLS_PROMPT_VERSION,
  humanSkillsScoringPrompt,
  offlineHumanSkillsAnswer,
} from '@shared/sections/human-skills/scoring-prompt';
import { validateHumanSkillsScore } from '@shared/sections/human-skills/validate-score';
import { createHash } from 'node:crypto';
import { generateChecked, type AiProvider } from '../adapters/ai';
import type { AssessmentItem } from '../assessments';
import type { RespondentItem } from '../db/entities/candidate';

/** After this many failed scoring rounds the section reads 'failed' (still retried, hourly). */
export const HUMAN_SKILLS_FAILED_AFTER = 3;

export interface HumanSkillsOutcome {
  summaries: Record<string, unknown>;
  score: number | null;
  /** When to try again; null once scored. */
  retryAt: Date | null;
}

/**
 * Score a completed respondent's written answers with the AI against the rubric, and fold the result into the
 * summaries and the overall. A failed round keeps the answers and records the attempt; the summary says when.
 * Every stored score records provider, model, prompt version, a hash of its inputs and the time.
 */
export async function scoreWrittenAnswers(
  respondent: RespondentItem,
  assessment: AssessmentItem,
  provider: AiProvider,
  now: Date,
): Promise<HumanSkillsOutcome> {
  const summaries = { ...storedSummaries(respondent.summaries) };
  const pending = (summaries.human_skills ?? {}) as Record<string, unknown>;
  const setup = ZHumanSkillsSetup.parse(bySection(assessment.setup).human_skills);
  const answers = z.catch(ZHumanSkillsAnswers, {}).parse(bySection(respondent.answers).human_skills ?? {});
  const language = respondentLocaleOr(respondent.lang);
  const locale = interfaceLocaleOf(language);
  const { system, prompt } = humanSkillsScoringPrompt(setup, answers, locale, HUMAN_SKILLS_PACK, language);
  const rubrics = HUMAN_SKILLS_PACK.rubrics
    .filter((r) => setup.skills.includes(r.skill))
    .map((r) => ({ skill: r.skill, criteria: r.criteria.map((c) => ({ id: c.id, levels: [...c.levels] })) }));
  try {
    const { value, answer } = await generateChecked(
      provider,
      { system, prompt, maxTokens: 1500, offline: () => offlineHumanSkillsAnswer(setup, answers) },
      (a) => validateHumanSkillsScore(a.text, { skills: setup.skills, rubrics }),
    );
    summaries.human_skills = {
      ...value,
      status: 'scored',
      skills: setup.skills,
      provider: answer.provider,
      model: answer.model,
      offline: answer.offline,
      prompt_version: HUMAN_SKILLS_PROMPT_VERSION,
      inputs_hash: createHash('sha256').update(system).update('\n').update(prompt).digest('hex'),
      scored_at: now.toISOString(),
    };
    const overall = summariseOverall(summaries as SectionOveralls);
    return {
      summaries: { ...summaries, overall: overall.overall, overall_summary: overall },
      score: overall.overall,
      retryAt: null,
    };
  } catch (error) {
    const attempts = (typeof pending.attempts === 'number' ? pending.attempts : 0) + 1;
    const reason = error instanceof Error ? error.message : String(error);
    summaries.human_skills = {
      ...pending,
      status: attempts >= HUMAN_SKILLS_FAILED_AFTER ? 'failed' : 'scoring',
      attempts,
      last_error: reason.slice(0, 300),
      last_attempt_at: now.toISOString(),
    };
    // Backoff 2, 4, 8 … minutes, then hourly: a provider outage is waited out, never dropped.
    const retryAt = new Date(now.getTime() + Math.min(60, 2 ** attempts) * 60_000);
    return { summaries, score: typeof summaries.overall === 'number' ? summaries.overall : null, retryAt };
  }
}
