import { DomainError } from '../../errors';
import { clamp, round2 } from '../score-math';
import { HUMAN_SKILL_KEYS, type HumanSkillAiResult, type HumanSkillKey, type RubricContract } from './schema';

export const EXPLANATION_MAX_LENGTH = 4000;

export type HumanSkillsScore = {
  /** Mean of the assessed skills' scores, 2 decimals. */
  overall: number;
} & Partial<Record<HumanSkillKey, HumanSkillAiResult>>;

export interface ValidateHumanSkillsOptions {
  /** Skills that must be present; all four by default. */
  skills?: readonly HumanSkillKey[];
  /** When given, criterion ids must belong to the skill's rubric. */
  rubrics?: readonly RubricContract[];
}

function refuse(reason: string, skill?: string): never {
  throw new DomainError('AI_SERVICE_FAILED', {}, { section: 'human_skills', reason, ...(skill ? { skill } : {}) });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A number, or a string holding only a number; anything else is garbage. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

const toScore = (n: number) => Math.round(clamp(n, 0, 100));

function parseRaw(raw: unknown): Record<string, unknown> {
  if (typeof raw === 'string') {
    // Models often wrap JSON in a ```json fence; nothing else is unwrapped.
    const text = raw
      .trim()
      .replace(/^```(?:json)?\s*/i, '')
      .replace(/\s*```$/, '');
    try {
      raw = JSON.parse(text) as unknown;
    } catch {
      refuse('not JSON');
    }
  }
  if (!isRecord(raw)) refuse('not an object');
  return raw;
}

/**
 * Deterministic gate for what an AI scorer returns for human skills (spec part 2 §9.4 skills, part 1 §3 shape):
 * every required skill present; score a number 0..100 (clamped, rounded to an integer; derived from the
 * criterion scores when only those are given); full_explanation a non-empty string (trimmed, capped);
 * criterion scores clamped and, with rubrics, limited to the rubric's criteria. Anything else is refused with
 * AI_SERVICE_FAILED so the caller retries rather than storing garbage. Extra keys are dropped.
 */
export function validateHumanSkillsScore(raw: unknown, options: ValidateHumanSkillsOptions = {}): HumanSkillsScore {
  const skills = options.skills ?? HUMAN_SKILL_KEYS;
  if (skills.length === 0) refuse('no skills');
  const data = parseRaw(raw);
  const result: Partial<Record<HumanSkillKey, HumanSkillAiResult>> = {};
  let sum = 0;
  for (const skill of skills) {
    const entry = data[skill];
    if (!isRecord(entry)) refuse('skill missing', skill);

    let criteria: Record<string, number> | undefined;
    if (entry.criteria !== undefined) {
      if (!isRecord(entry.criteria)) refuse('criteria not an object', skill);
      const allowed = options.rubrics?.find((r) => r.skill === skill)?.criteria.map((c) => c.id);
      criteria = {};
      for (const [id, value] of Object.entries(entry.criteria)) {
        if (allowed && !allowed.includes(id)) refuse(`unknown criterion ${id}`, skill);
        const n = toNumber(value);
        if (n === null) refuse(`criterion ${id} score not a number`, skill);
        criteria[id] = toScore(n);
      }
    }

    let score = toNumber(entry.score);
    if (entry.score === undefined && criteria && Object.keys(criteria).length > 0) {
      const values = Object.values(criteria);
      score = values.reduce((s, v) => s + v, 0) / values.length;
    }
    if (score === null) refuse('score not a number', skill);

    const explanation = entry.full_explanation;
    if (typeof explanation !== 'string' || explanation.trim() === '') refuse('explanation empty', skill);

    const validated: HumanSkillAiResult = {
      score: toScore(score),
      full_explanation: explanation.trim().slice(0, EXPLANATION_MAX_LENGTH),
      ...(criteria ? { criteria } : {}),
    };
    result[skill] = validated;
    sum += validated.score;
  }
  return { overall: round2(sum / skills.length), ...result };
}

export interface ScoreHumanSkillsInput extends ValidateHumanSkillsOptions {
  /** What the AI scorer returned, as text or parsed JSON. */
  raw: unknown;
}

/** The human skills "scorer": the AI fills the rubric, this validates it into the section summary. */
export function scoreHumanSkills({ raw, ...options }: ScoreHumanSkillsInput): HumanSkillsScore {
  return validateHumanSkillsScore(raw, options);
}
