/**
 * Test integrity signals (docs/integrity.md): what a candidate's screen noticed while a section ran. They are
 * evidence for the employer to read, never a verdict: no score reads them, and the candidate is told before starting
 * which ones are recorded. They travel with the autosave, so an offline spell keeps them like it keeps the answers.
 */

/** Signals one save may carry, and signals kept per section: a script cannot make the record grow without bound. */
export const MAX_SIGNALS_PER_SAVE = 50;
export const MAX_SIGNALS_PER_SECTION = 100;
/** Longest time away counted for one focus loss (a laptop left closed overnight is not a day away from a test). */
export const MAX_FOCUS_AWAY_MS = 6 * 3_600_000;

export const SIGNAL_KINDS = ['focus_lost', 'fullscreen_exit', 'paste', 'other_tab', 'fast_answer'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** One signal as a device noted it (its schema is ZIntegritySignal in ./integrity-schema; pages carry no zod). */
export type IntegritySignal =
  | { id: string; at: string; kind: 'focus_lost'; ms: number }
  | { id: string; at: string; kind: 'fullscreen_exit' }
  | { id: string; at: string; kind: 'paste'; chars: number }
  | { id: string; at: string; kind: 'other_tab' }
  /** An item answered `ms` after it was shown, well under `min_ms`, the time a fast reader takes to read it. */
  | { id: string; at: string; kind: 'fast_answer'; ms: number; min_ms: number };

/** One section's stored signals: at most MAX_SIGNALS_PER_SECTION, oldest first; `capped` once more were refused. */
export interface StoredSignals {
  events: IntegritySignal[];
  capped?: boolean;
}

/** The stored signals of a section with a save's laid over them: each id once, oldest first, at most the cap. */
export function mergeSignals(stored: unknown, incoming: readonly IntegritySignal[]): StoredSignals {
  const kept = readStoredSignals(stored);
  const seen = new Set(kept.events.map((e) => e.id));
  const fresh = incoming.filter((e) => !seen.has(e.id) && seen.add(e.id));
  const all = [...kept.events, ...fresh].sort((a, b) => a.at.localeCompare(b.at));
  const capped = kept.capped === true || all.length > MAX_SIGNALS_PER_SECTION;
  return capped ? { events: all.slice(0, MAX_SIGNALS_PER_SECTION), capped } : { events: all };
}

/** A stored signal as written (the save checked it with ZIntegritySignal): its kind and its numbers. */
function isSignal(e: unknown): e is IntegritySignal {
  if (!e || typeof e !== 'object') return false;
  const v = e as Record<string, unknown>;
  if (typeof v.id !== 'string' || typeof v.at !== 'string') return false;
  if (v.kind === 'focus_lost') return typeof v.ms === 'number';
  if (v.kind === 'paste') return typeof v.chars === 'number';
  if (v.kind === 'fast_answer') return typeof v.ms === 'number' && typeof v.min_ms === 'number';
  return v.kind === 'fullscreen_exit' || v.kind === 'other_tab';
}

/** What the record holds for a section, with anything that does not read as signals left out. */
export function readStoredSignals(stored: unknown): StoredSignals {
  if (!stored || typeof stored !== 'object') return { events: [] };
  const { events, capped } = stored as { events?: unknown; capped?: unknown };
  const list = Array.isArray(events) ? events : [];
  const parsed = list.filter(isSignal);
  return capped === true ? { events: parsed, capped: true } : { events: parsed };
}

/** What one respondent's signals add up to, over every section. */
export interface SignalTotals {
  focus_lost: { count: number; ms: number };
  fullscreen_exit: { count: number };
  paste: { count: number; chars: number };
  other_tab: { count: number };
  fast_answer: { count: number };
  /** Some section kept only its first signals. */
  capped: boolean;
}

export function signalTotals(integrity: unknown, options: { hideFocus?: boolean } = {}): SignalTotals {
  const totals: SignalTotals = {
    focus_lost: { count: 0, ms: 0 },
    fullscreen_exit: { count: 0 },
    paste: { count: 0, chars: 0 },
    other_tab: { count: 0 },
    fast_answer: { count: 0 },
    capped: false,
  };
  const sections = integrity && typeof integrity === 'object' ? Object.values(integrity) : [];
  for (const section of sections) {
    const { events, capped } = readStoredSignals(section);
    if (capped) totals.capped = true;
    for (const e of events) {
      if (e.kind === 'focus_lost') {
        totals.focus_lost.count += 1;
        totals.focus_lost.ms += e.ms;
      } else if (e.kind === 'paste') {
        totals.paste.count += 1;
        totals.paste.chars += e.chars;
      } else totals[e.kind].count += 1;
    }
  }
  if (options.hideFocus) totals.focus_lost = { count: 0, ms: 0 };
  return totals;
}

/**
 * Time per item far below reading time (docs/integrity.md "Answered faster than it can be read"). A fast reader takes
 * 120 ms a word in scripts that space their words (500 words a minute) and 60 ms a character in Thai, Chinese and
 * Japanese, which do not (1,000 characters a minute); an item answered sooner than that after it was shown is noted.
 */
export const FAST_READING_MS_PER_WORD = 120;
export const FAST_READING_MS_PER_CHARACTER = 60;
/** Items quicker than this to read are never noted: a two-word item answered in half a second is no evidence. */
export const MIN_NOTED_READING_MS = 1000;
const UNSPACED = /[\u0E00-\u0E7F\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/gu;

/** How long a fast reader takes to read `text`, in milliseconds. */
export function fastReadingMs(text: string): number {
  const unspaced = text.match(UNSPACED)?.length ?? 0;
  const words = text
    .replace(UNSPACED, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return words * FAST_READING_MS_PER_WORD + unspaced * FAST_READING_MS_PER_CHARACTER;
}

/** Whether an answer given `ms` after the item was shown is noted, for an item of this text. */
export function answeredTooFast(text: string, ms: number): { min_ms: number } | null {
  const min = fastReadingMs(text);
  return min >= MIN_NOTED_READING_MS && ms < min ? { min_ms: min } : null;
}
