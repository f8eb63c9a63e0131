import type { SectionKind } from '../sections/kinds';
import { round2 } from '../sections/score-math';

/**
 * One answer that moved a match score: what the company gave, what the respondent gave, the signed gap
 * (respondent − company, in the section's own unit) and the impact (points of the section score it cost).
 */
export interface ScoreMover {
  id: string;
  company: number | null;
  candidate: number | null;
  gap: number | null;
  impact: number;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Values and traits: each item's lost weight over the total weight (the score is Σ contribution / Σ max). */
function valuesMovers(s: Obj): ScoreMover[] {
  const items = Array.isArray(s.items) ? s.items.filter(isObj) : [];
  const total = items.reduce((sum, i) => sum + (num(i.max) ?? 0), 0);
  if (total <= 0) return [];
  return items.map((i) => {
    const company = num(i.company);
    const candidate = num(i.candidate);
    return {
      id: String(i.id),
      company,
      candidate: candidate === 0 ? null : candidate,
      gap: company === null || !candidate ? null : candidate - company,
      impact: (100 * ((num(i.max) ?? 0) - (num(i.contribution) ?? 0))) / total,
    };
  });
}

/** Culture profile: per culture type, the gap of the six-dimension means; the score is 100 − Σ|gap| / 2. */
function cultureMovers(s: Obj): ScoreMover[] {
  if (!isObj(s.company_avg) || !isObj(s.candidate_avg)) return [];
  const company = s.company_avg;
  const candidate = s.candidate_avg;
  return Object.keys(company).map((type) => {
    const c = num(company[type]) ?? 0;
    const r = num(candidate[type]) ?? 0;
    return { id: type, company: c, candidate: r, gap: r - c, impact: Math.abs(r - c) / 2 };
  });
}

/** Acceptable behaviours: each scenario that is not a match (or near match) costs 100 / compared. */
function behaviourMovers(s: Obj): ScoreMover[] {
  const scenarios = Array.isArray(s.scenarios) ? s.scenarios.filter(isObj) : [];
  if (scenarios.length === 0) return [];
  return scenarios.map((x) => {
    const company = num(x.company);
    const candidate = num(x.candidate);
    return {
      id: String(x.scenario),
      company,
      candidate,
      gap: company === null || candidate === null ? null : candidate - company,
      impact: x.match === 'none' ? 100 / scenarios.length : 0,
    };
  });
}

/** Work style: per style, the gap in percentage points; the similarity is 100 − Σ|gap| / 2. */
function workStyleMovers(s: Obj): ScoreMover[] {
  if (!isObj(s.company_mix)) return [];
  const mix = s.company_mix;
  return ['people', 'process', 'product'].map((style) => {
    const c = (num(mix[style]) ?? 0) * 100;
    const r = (num(s[style]) ?? 0) * 100;
    return { id: style, company: round2(c), candidate: round2(r), gap: round2(r - c), impact: Math.abs(r - c) / 2 };
  });
}

/** Big Five with a target profile: per domain the percentile gap; the match is 100 − mean |gap|. */
function big5Movers(s: Obj): ScoreMover[] {
  if (!isObj(s.target_domains) || !isObj(s.domains)) return [];
  const target = s.target_domains;
  const mine = s.domains;
  const shared = Object.keys(target).filter((d) => isObj(mine[d]) && isObj(target[d]));
  return shared.map((d) => {
    const c = num((target[d] as Obj).percentile) ?? 0;
    const r = num((mine[d] as Obj).percentile) ?? 0;
    return { id: d, company: c, candidate: r, gap: r - c, impact: Math.abs(r - c) / shared.length };
  });
}

const MOVERS: Partial<Record<SectionKind, (s: Obj) => ScoreMover[]>> = {
  big5: big5Movers,
  values_and_traits: valuesMovers,
  oaic_archetypes: cultureMovers,
  acceptable_behaviors: behaviourMovers,
  work_style_identifier: workStyleMovers,
};

/**
 * Why a match score is what it is: the answers that cost it most, largest first, with signed gaps, so an
 * employer sees why a respondent scored 62 and not 80. Sections that are not a match against the company
 * (logic test, custom survey, human skills) have none. `limit` keeps the list short.
 */
export function scoreMovers(kind: SectionKind, summary: unknown, limit = 5): ScoreMover[] {
  const explain = MOVERS[kind];
  if (!explain || !isObj(summary)) return [];
  return explain(summary)
    .filter((m) => m.impact > 0)
    .sort((a, b) => b.impact - a.impact || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map((m) => ({ ...m, impact: round2(m.impact) }));
}
