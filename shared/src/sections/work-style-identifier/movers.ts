import { isObj, num, type Obj, type ScoreMover } from '../movers';
import { round2 } from '../score-math';

/** Work style: per style, the gap in percentage points; the similarity is 100 − Σ|gap| / 2. */
export function workStyleMovers(s: Obj): ScoreMover[] {
  if (!isObj(s.company_mix)) return [];
  const mix = s.company_mix;
  return ['people', 'process', 'product'].map((style) => {
    const c = (num(mix[style]) ?? 0) * 100;
    const r = (num(s[style]) ?? 0) * 100;
    return { id: style, company: round2(c), candidate: round2(r), gap: round2(r - c), impact: Math.abs(r - c) / 2 };
  });
}
