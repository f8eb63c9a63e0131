import * as z from 'zod';

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

export const SIGNAL_KINDS = ['focus_lost', 'fullscreen_exit', 'paste', 'other_tab'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

const base = {
  /** Made by the device once per signal: the same signal sent again (a retried save) is kept once. */
  id: z.string().regex(/^[A-Za-z0-9_-]{6,40}$/),
  at: z.iso.datetime(),
};

export const ZIntegritySignal = z.discriminatedUnion('kind', [
  /** The page lost focus (another window or tab), for `ms` milliseconds. */
  z.object({ ...base, kind: z.literal('focus_lost'), ms: z.number().int().min(0).max(MAX_FOCUS_AWAY_MS) }),
  /** Full screen was left, where the employer asked for it. */
  z.object({ ...base, kind: z.literal('fullscreen_exit') }),
  /** Text was pasted into a written answer: how many characters. */
  z.object({ ...base, kind: z.literal('paste'), chars: z.number().int().min(0).max(100_000) }),
  /** Answers were given while another tab of the same test was open. */
  z.object({ ...base, kind: z.literal('other_tab') }),
]);
export type IntegritySignal = z.infer<typeof ZIntegritySignal>;

export const ZSignalBatch = z.array(ZIntegritySignal).max(MAX_SIGNALS_PER_SAVE);
/** A random id the browser keeps for itself (localStorage): the same one on two respondents means one device. */
export const ZDeviceId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

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

/** What the record holds for a section, with anything that does not read as signals left out. */
export function readStoredSignals(stored: unknown): StoredSignals {
  if (!stored || typeof stored !== 'object') return { events: [] };
  const { events, capped } = stored as { events?: unknown; capped?: unknown };
  const list = Array.isArray(events) ? events : [];
  const parsed = list.flatMap((e) => {
    const r = ZIntegritySignal.safeParse(e);
    return r.success ? [r.data] : [];
  });
  return capped === true ? { events: parsed, capped: true } : { events: parsed };
}

/** What one respondent's signals add up to, over every section. */
export interface SignalTotals {
  focus_lost: { count: number; ms: number };
  fullscreen_exit: { count: number };
  paste: { count: number; chars: number };
  other_tab: { count: number };
  /** Some section kept only its first signals. */
  capped: boolean;
}

export function signalTotals(integrity: unknown, options: { hideFocus?: boolean } = {}): SignalTotals {
  const totals: SignalTotals = {
    focus_lost: { count: 0, ms: 0 },
    fullscreen_exit: { count: 0 },
    paste: { count: 0, chars: 0 },
    other_tab: { count: 0 },
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
