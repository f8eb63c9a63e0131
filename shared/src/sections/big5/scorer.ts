import { DomainError } from '../../errors';
import { round2 } from '../score-math';
import { DOMAIN_NORMS, FACET_NORMS, NORMS_VERSION, type Norm } from './norms';
import {
  BIG5_DOMAIN_KEYS,
  BIG5_DOMAIN_NAMES,
  BIG5_EXCLUDED_FACETS,
  BIG5_FACET_NUMBERS,
  ITEMS_PER_DOMAIN,
  ITEMS_PER_FACET,
  type Big5Answers,
  type Big5DomainKey,
  type Big5DomainName,
  type Big5FacetCode,
  type Big5Form,
  type Big5ItemKey,
} from './schema';
import { bandFromT, percentileFromT, tScore, type Big5Band } from './stats';

export interface Big5ScaleScore {
  /** Sum of the answered items after reversing minus-keyed ones (6 − answer). */
  raw: number;
  answered: number;
  /** Items of this scale on the form, after exclusions. */
  items: number;
  /** true when raw was scaled to the normed length before norming (missing answers, O6 left out, 50 form). */
  prorated: boolean;
  t: number;
  percentile: number;
  band: Big5Band;
}

export interface Big5DomainSummary {
  score?: number;
  t?: number;
  band?: Big5Band;
}

export type Big5Score = {
  form: Big5Form;
  norms_version: string;
  /** Match with the company's profile, 100 − mean |percentile gap|; null without a company profile. */
  overall: number | null;
  domains: Partial<Record<Big5DomainKey, Big5ScaleScore>>;
  /** 120 form only; never O6. */
  facets: Partial<Record<Big5FacetCode, Big5ScaleScore>>;
} & Record<Big5DomainName, Big5DomainSummary>;

export interface ScoreBig5Input {
  form: Big5Form;
  items: readonly Big5ItemKey[];
  candidate: Big5Answers;
  /** The company's own answers, when it gave a target profile. */
  company?: Big5Answers | undefined;
}

interface Tally {
  raw: number;
  answered: number;
  items: number;
}

/**
 * A scale is normed only when at least half its items are answered; the sum is then scaled to the normed length
 * (mean item × length), so a skipped item or the O6 exclusion does not read as a low score.
 */
function scaleScore(tally: Tally, normedLength: number, norm: Norm): Big5ScaleScore | null {
  if (tally.items === 0 || tally.answered * 2 < tally.items) return null;
  const prorated = tally.answered !== normedLength;
  const scaled = (tally.raw / tally.answered) * normedLength;
  const t = tScore(scaled, norm.mean, norm.sd);
  return {
    raw: tally.raw,
    answered: tally.answered,
    items: tally.items,
    prorated,
    t: round2(t),
    percentile: percentileFromT(t),
    band: bandFromT(t),
  };
}

/** An item list prepared once per list (cached by identity): O6 dropped, facet codes built, duplicates refused. */
interface PreparedItem {
  id: string;
  domainIndex: number;
  facetIndex: number;
  minus: boolean;
}
const prepared = new WeakMap<readonly Big5ItemKey[], PreparedItem[]>();

function prepareItems(items: readonly Big5ItemKey[]): PreparedItem[] {
  const cached = prepared.get(items);
  if (cached) return cached;
  const ids = new Set<string>();
  const list: PreparedItem[] = [];
  for (const item of items) {
    if (ids.has(item.id))
      throw new DomainError('VALIDATION_FAILED', {}, { section: 'big5', reason: 'duplicate item', id: item.id });
    ids.add(item.id);
    const code = `${item.domain}${item.facet}` as Big5FacetCode;
    if (BIG5_EXCLUDED_FACETS.includes(code)) continue;
    const domainIndex = BIG5_DOMAIN_KEYS.indexOf(item.domain);
    list.push({
      id: item.id,
      domainIndex,
      facetIndex: domainIndex * 6 + item.facet - 1,
      minus: item.keyed === 'minus',
    });
  }
  prepared.set(items, list);
  return list;
}

function assertAnswers(answers: Big5Answers, who: string): void {
  for (const id in answers) {
    const value = answers[id];
    if (value === undefined || !Number.isInteger(value) || value < 1 || value > 5) {
      throw new DomainError('VALIDATION_FAILED', {}, { section: 'big5', who, reason: 'answer out of 1..5', id });
    }
  }
}

const FACET_CODES: readonly Big5FacetCode[] = BIG5_DOMAIN_KEYS.flatMap((d) =>
  BIG5_FACET_NUMBERS.map((f) => `${d}${f}` as Big5FacetCode),
);

/** Sums per domain (5) and per facet (30) in flat arrays: this runs once per respondent per item, keep it lean. */
function tallies(form: Big5Form, items: readonly PreparedItem[], answers: Big5Answers) {
  const domains = { raw: new Float64Array(5), answered: new Int32Array(5), items: new Int32Array(5) };
  const facets = { raw: new Float64Array(30), answered: new Int32Array(30), items: new Int32Array(30) };
  const withFacets = form === '120';
  for (const item of items) {
    const answer = Object.prototype.hasOwnProperty.call(answers, item.id) ? answers[item.id] : undefined;
    domains.items[item.domainIndex]!++;
    if (withFacets) facets.items[item.facetIndex]!++;
    if (answer === undefined) continue;
    const value = item.minus ? 6 - answer : answer;
    domains.raw[item.domainIndex]! += value;
    domains.answered[item.domainIndex]!++;
    if (withFacets) {
      facets.raw[item.facetIndex]! += value;
      facets.answered[item.facetIndex]!++;
    }
  }
  return { domains, facets };
}

function scoreProfile(form: Big5Form, items: readonly PreparedItem[], answers: Big5Answers) {
  const t = tallies(form, items, answers);
  const domains: Partial<Record<Big5DomainKey, Big5ScaleScore>> = {};
  const facets: Partial<Record<Big5FacetCode, Big5ScaleScore>> = {};
  // The 50 form is normed against the 120-form domain norms after scaling to 24 items: an approximation
  // (no published norms for this item set), flagged by `prorated` and documented in docs/scoring.md.
  BIG5_DOMAIN_KEYS.forEach((domain, i) => {
    const tally = { raw: t.domains.raw[i]!, answered: t.domains.answered[i]!, items: t.domains.items[i]! };
    const s = scaleScore(tally, ITEMS_PER_DOMAIN['120'], DOMAIN_NORMS[domain]);
    if (s) domains[domain] = s;
  });
  FACET_CODES.forEach((code, i) => {
    const tally = { raw: t.facets.raw[i]!, answered: t.facets.answered[i]!, items: t.facets.items[i]! };
    const s = scaleScore(tally, ITEMS_PER_FACET, FACET_NORMS[code]);
    if (s) facets[code] = s;
  });
  return { domains, facets };
}

/**
 * Big Five (spec part 2 §9.4; method from CONTENT.md): items 1..5, minus-keyed reversed; facet sums 4-20 and
 * domain sums 24-120 on the 120 form, domain only on the 50 form (10 items per domain); T from pooled norms;
 * percentile from T; bands low < 45 ≤ average ≤ 55 < high. O6 never enters any score.
 */
export function scoreBig5({ form, items, candidate, company }: ScoreBig5Input): Big5Score {
  const list = prepareItems(items);
  assertAnswers(candidate, 'candidate');
  if (company) assertAnswers(company, 'company');
  const mine = scoreProfile(form, list, candidate);

  let overall: number | null = null;
  if (company) {
    const theirs = scoreProfile(form, list, company).domains;
    const gaps: number[] = [];
    for (const d of BIG5_DOMAIN_KEYS) {
      const a = mine.domains[d];
      const b = theirs[d];
      if (a && b) gaps.push(Math.abs(a.percentile - b.percentile));
    }
    if (gaps.length > 0) overall = round2(100 - gaps.reduce((s, g) => s + g, 0) / gaps.length);
  }

  const summary = {} as Record<Big5DomainName, Big5DomainSummary>;
  for (const d of BIG5_DOMAIN_KEYS) {
    const s = mine.domains[d];
    summary[BIG5_DOMAIN_NAMES[d]] = s ? { score: s.percentile, t: s.t, band: s.band } : {};
  }
  return { form, norms_version: NORMS_VERSION, overall, domains: mine.domains, facets: mine.facets, ...summary };
}

export type EmployerBig5Key =
  'openness' | 'conscientiousness' | 'extraversion' | 'agreeableness' | 'emotional_stability';

export interface EmployerBig5Domain {
  key: EmployerBig5Key;
  t: number;
  percentile: number;
  band: Big5Band;
}

/**
 * What an employer sees (CONTENT.md): Neuroticism presented as Emotional stability, reversed (T → 100 − T,
 * percentile → 100 − percentile, low ↔ high), and no O6 (already absent from the scores).
 */
export function employerBig5View(score: Pick<Big5Score, 'domains'>): EmployerBig5Domain[] {
  const out: EmployerBig5Domain[] = [];
  for (const d of ['O', 'C', 'E', 'A', 'N'] as const) {
    const s = score.domains[d];
    if (!s) continue;
    if (d === 'N') {
      const t = round2(100 - s.t);
      out.push({ key: 'emotional_stability', t, percentile: 100 - s.percentile, band: bandFromT(t) });
    } else {
      out.push({ key: BIG5_DOMAIN_NAMES[d] as EmployerBig5Key, t: s.t, percentile: s.percentile, band: s.band });
    }
  }
  return out;
}
