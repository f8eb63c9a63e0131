import { BEHAVIOR_LEVEL_LABELS, type BehaviorLevel } from '../sections/acceptable-behaviors/schema';
import { SECTION_REGISTRY } from '../sections/registry';
import type { ScoreUsed } from './analysis';

/**
 * The scores as the prompt lists them, one per line ("- Values and traits (culture): 72"). Apart from analysis.ts,
 * which the web app reads: the prompt names are in the section modules, which the web app does not load.
 */
export function promptScoreLines(scores: readonly ScoreUsed[]): string {
  return scores
    .map((s) => `- ${SECTION_REGISTRY[s.section].promptName} (${s.dimension}): ${Math.round(s.score)}`)
    .join('\n');
}

/** One of the company's own items (spec part 1 §3 `*_custom_fields`) with the candidate's and the company's rating. */
export interface OwnItemRating {
  kind: 'value' | 'trait' | 'behaviour';
  /** As the company wrote it, on one line. */
  text: string;
  /** 1-5 for a value or trait, 0-4 (Acceptable … Zero Tolerance Policy) for a behaviour; null when not rated. */
  candidate: number | null;
  company: number | null;
}

type Loose = Record<string, unknown> | undefined;
const record = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
const items = (x: unknown): { id: string; text: string }[] =>
  Array.isArray(x) ? x.filter((i): i is { id: string; text: string } => typeof i?.id === 'string') : [];
/** A value or trait rated 0 was left unrated (spec part 1 §5: choosing a rating again resets it to 0). */
const rating = (x: unknown, kind: OwnItemRating['kind']): number | null =>
  typeof x === 'number' && Number.isFinite(x) && (kind === 'behaviour' || x > 0) ? x : null;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/"/g, "'").trim();

/**
 * The company's own values, traits and behaviours an assessment asked, with the candidate's and the company's
 * ratings, from the stored setup and answers (by section kind), in the order the sections list them.
 */
export function ownItemRatings(setup: Loose, company: Loose, candidate: Loose): OwnItemRating[] {
  const of = (source: Loose, kind: string, part?: string) => {
    const section = record(record(source)[kind]);
    return part ? record(section[part]) : section;
  };
  const values = record(record(setup).values_and_traits);
  const behaviours = record(record(setup).acceptable_behaviors);
  const rated = (kind: OwnItemRating['kind'], list: unknown, section: string, part?: string): OwnItemRating[] =>
    items(list).map((item) => ({
      kind,
      text: oneLine(item.text),
      candidate: rating(of(candidate, section, part)[item.id], kind),
      company: rating(of(company, section, part)[item.id], kind),
    }));
  return [
    ...rated('value', values.custom_values, 'values_and_traits', 'defining_your_values'),
    ...rated('trait', values.custom_traits, 'values_and_traits', 'identifying_key_traits'),
    ...rated('behaviour', behaviours.custom_scenarios, 'acceptable_behaviors'),
  ];
}

/** How the prompt shows one rating: "4/5" for a value or trait, the level's name for a behaviour. */
function ratingText(kind: OwnItemRating['kind'], value: number | null): string {
  if (value === null) return 'not rated';
  return kind === 'behaviour' ? (BEHAVIOR_LEVEL_LABELS[value as BehaviorLevel]?.en ?? String(value)) : `${value}/5`;
}

/** The own items as the analysis prompts list them, one per line, or a line saying there are none. */
export function promptOwnItemLines(own: readonly OwnItemRating[]): string {
  if (own.length === 0) return '- none (this assessment asked only the standard items)';
  return own
    .map(
      (o) =>
        `- Own ${o.kind} "${o.text}": candidate ${ratingText(o.kind, o.candidate)}, company ${ratingText(o.kind, o.company)}`,
    )
    .join('\n');
}
