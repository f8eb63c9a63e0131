import { isObj, num, type Obj, type ScoreMover } from '../movers';

/** Culture profile: per culture type, the gap of the six-dimension means; the score is 100 − Σ|gap| / 2. */
export function oaicArchetypesMovers(s: Obj): ScoreMover[] {
  if (!isObj(s.company_avg) || !isObj(s.candidate_avg)) return [];
  const company = s.company_avg;
  const respondent = s.candidate_avg;
  return Object.keys(company).map((type) => {
    const c = num(company[type]) ?? 0;
    const r = num(respondent[type]) ?? 0;
    return { id: type, company: c, candidate: r, gap: r - c, impact: Math.abs(r - c) / 2 };
  });
}
