import { isObj, num, type Obj, type ScoreMover } from '../movers';

/** Values and traits: each item's lost weight over the total weight (the score is Σ contribution / Σ max). */
export function valuesAndTraitsMovers(s: Obj): ScoreMover[] {
  const items = Array.isArray(s.items) ? s.items.filter(isObj) : [];
  const total = items.reduce((sum, i) => sum + (num(i.max) ?? 0), 0);
  if (total <= 0) return [];
  return items.map((i) => {
    const company = num(i.company);
    const respondent = num(i.candidate);
    return {
      id: String(i.id),
      company,
      candidate: respondent === 0 ? null : respondent,
      gap: company === null || !respondent ? null : respondent - company,
      impact: (100 * ((num(i.max) ?? 0) - (num(i.contribution) ?? 0))) / total,
    };
  });
}
