import { isObj, num, type Obj, type ScoreMover } from '../movers';

/** Acceptable behaviours: each scenario that is not a match (or near match) costs 100 / compared. */
export function acceptableBehaviorsMovers(s: Obj): ScoreMover[] {
  const scenarios = Array.isArray(s.scenarios) ? s.scenarios.filter(isObj) : [];
  if (scenarios.length === 0) return [];
  return scenarios.map((x) => {
    const company = num(x.company);
    const respondent = num(x.candidate);
    return {
      id: String(x.scenario),
      company,
      candidate: respondent,
      gap: company === null || respondent === null ? null : respondent - company,
      impact: x.match === 'none' ? 100 / scenarios.length : 0,
    };
  });
}
