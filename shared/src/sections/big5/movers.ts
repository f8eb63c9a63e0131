import { isObj, num, type Obj, type ScoreMover } from '../movers';

/** Big Five with a target profile: per domain the percentile gap; the match is 100 − mean |gap|. */
export function big5Movers(s: Obj): ScoreMover[] {
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
