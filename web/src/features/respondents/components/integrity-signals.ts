import {
  MAX_FOCUS_AWAY_MS,
  MAX_SIGNALS_PER_SAVE,
  MAX_SIGNALS_PER_SECTION,
  answeredTooFast,
  type IntegritySignal,
} from '@shared/respondents/integrity';
import type { KeyValueStore } from './unsent-answers';
import { afterNextPaint } from '../../../lib/after-paint';

/**
 * Integrity signals noticed on this device (docs/integrity.md), kept in the device's storage until a save has taken
 * them to the server, like unsent answers: an offline spell or a reload loses none. They are evidence for the
 * employer, shown with how common each is; the candidate is told before starting which ones are noted.
 */

const keyOf = (token: string, section: string) => `cf.signals.${token.slice(0, 12)}.${section}`;
const DEVICE_KEY = 'cf.device';

type NewSignal = IntegritySignal extends infer S ? (S extends IntegritySignal ? Omit<S, 'id' | 'at'> : never) : never;

const randomId = (bytes: number) => {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
};

export function readSignals(store: KeyValueStore, token: string, section: string): IntegritySignal[] {
  try {
    const raw = store.getItem(keyOf(token, section));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as IntegritySignal[]) : [];
  } catch {
    return [];
  }
}

/** Note a signal; past the section's cap nothing more is kept (the server would keep no more either). */
export function recordSignal(store: KeyValueStore, token: string, section: string, signal: NewSignal, at: Date): void {
  const kept = readSignals(store, token, section);
  if (kept.length >= MAX_SIGNALS_PER_SECTION) return;
  const next = [...kept, { ...signal, id: `s${randomId(8)}`, at: at.toISOString() } as IntegritySignal];
  try {
    store.setItem(keyOf(token, section), JSON.stringify(next));
  } catch {
    // Storage full or disabled: the signal is lost, the answers are not.
  }
}

/** The signals the next save carries: the oldest ones, as many as one save may. */
export function signalsToSend(store: KeyValueStore, token: string, section: string): IntegritySignal[] {
  return readSignals(store, token, section).slice(0, MAX_SIGNALS_PER_SAVE);
}

/** Forget the signals a save has stored; ones noted meanwhile stay for the next save. */
export function forgetSignals(store: KeyValueStore, token: string, section: string, sent: readonly IntegritySignal[]) {
  const ids = new Set(sent.map((s) => s.id));
  const rest = readSignals(store, token, section).filter((s) => !ids.has(s.id));
  try {
    if (rest.length) store.setItem(keyOf(token, section), JSON.stringify(rest));
    else store.removeItem(keyOf(token, section));
  } catch {
    // ignore
  }
}

/** This browser's random id, made once and kept: the same id on two respondents of one assessment means one device. */
export function deviceId(store: KeyValueStore): string | undefined {
  try {
    const kept = store.getItem(DEVICE_KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const made = randomId(16);
    store.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return undefined;
  }
}

/** Fired on an element with `content-visibility: auto` as it starts or stops skipping its contents (`skipped`). */
const NEAR_SCREEN_EVENT = 'contentvisibilityautostatechange';

/** Milliseconds away, as the server takes them. */
export const awayMs = (from: number, to: number) => Math.min(MAX_FOCUS_AWAY_MS, Math.max(0, Math.round(to - from)));

/**
 * Watch the page while a section runs: focus leaving and coming back, full screen left, text pasted into a written
 * answer, and another tab of the same test open while answering (BroadcastChannel). `note` is told each signal.
 * Returns what stops watching, and `answered`, to call when an answer is given.
 */
export function watchPage(
  token: string,
  note: (signal: NewSignal) => void,
  /** Full screen left is noted only where the assessment asked for full screen. */
  options: { fullscreen?: boolean } = {},
): { stop: () => void; answered: () => void } {
  let awaySince: number | null = document.hidden ? Date.now() : null;
  const leave = () => {
    awaySince ??= Date.now();
  };
  const back = () => {
    if (awaySince === null) return;
    note({ kind: 'focus_lost', ms: awayMs(awaySince, Date.now()) });
    awaySince = null;
  };
  const onVisibility = () => (document.hidden ? leave() : back());
  const onFullscreen = () => {
    if (!document.fullscreenElement) note({ kind: 'fullscreen_exit' });
  };
  const onPaste = (e: ClipboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (!target || !(target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement)) return;
    note({ kind: 'paste', chars: Math.min(100_000, e.clipboardData?.getData('text').length ?? 0) });
  };
  // Tabs of the same test say they are open; an answer given while another one spoke within the last minute is noted
  // once a minute at most.
  const me = randomId(6);
  let otherSeenAt = 0;
  let notedAt = 0;
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`cf-test-${token.slice(0, 12)}`);
  const say = () => channel?.postMessage({ tab: me });
  if (channel)
    channel.onmessage = (e: MessageEvent<{ tab?: string; reply?: boolean }>) => {
      if (!e.data?.tab || e.data.tab === me) return;
      otherSeenAt = Date.now();
      if (!e.data.reply) channel.postMessage({ tab: me, reply: true });
    };
  say();
  const beat = setInterval(say, 20_000);
  // Time per item: when each question (a group of choices) was first half on screen, and its first answer's delay.
  // A question already answered (data-answered) is being changed, not read: it is not timed again.
  // Each group is watched until it has been on screen once, and only groups new to the page are looked for: on a slow
  // phone, the Big Five's 120 groups watched for the whole section cost every frame, and every change to the page
  // (a timer tick, an answer) would look through them all again.
  const shownAt = new WeakMap<Element, number>();
  const timed = new WeakSet<Element>();
  const visible =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const e of entries)
              if (e.isIntersecting && !shownAt.has(e.target)) {
                shownAt.set(e.target, Date.now());
                visible?.unobserve(e.target);
              }
          },
          { threshold: 0.5 },
        );
  const GROUP = '[role="radiogroup"]';
  const observeIn = (root: ParentNode) => root.querySelectorAll(GROUP).forEach((g) => visible?.observe(g));
  const added =
    visible && typeof MutationObserver !== 'undefined'
      ? new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof Element) {
                if (node.matches(GROUP)) visible.observe(node);
                observeIn(node);
              }
        })
      : null;
  observeIn(document);
  added?.observe(document.body, { childList: true, subtree: true });
  // A long list's rows skip rendering while far from the screen (`content-visibility: auto`, index.css), and the browser
  // says when each comes near the screen or goes far from it again: only the questions near it are watched. The Big
  // Five's 120 watched for their first half-screen each would be looked at after every frame (every tap, every timer
  // tick) on a slow phone; near the screen, a row is watched before it can be half on it, so its time is still taken.
  const nearScreen = (e: Event) => {
    if (!visible || !(e.target instanceof Element)) return;
    const far = (e as Event & { skipped?: boolean }).skipped === true;
    const groups = e.target.matches(GROUP) ? [e.target] : e.target.querySelectorAll(GROUP);
    for (const group of groups) {
      if (shownAt.has(group)) continue;
      if (far) visible.unobserve(group);
      else visible.observe(group);
    }
  };
  document.addEventListener(NEAR_SCREEN_EVENT, nearScreen, true);
  // The tap itself only takes the time: weighing it against the item's text and keeping the signal on the device wait
  // until the answer is on screen (a slow phone shows it a frame sooner), or until the page leaves, whichever is first.
  let later: (() => void)[] = [];
  const runLater = () => {
    const due = later;
    later = [];
    for (const run of due) run();
  };
  const afterPaint = (run: () => void) => {
    if (later.push(run) === 1) afterNextPaint(runLater);
  };
  const onChoice = (e: Event) => {
    const group = e.target instanceof Element ? e.target.closest('[role="radiogroup"]') : null;
    if (!group || timed.has(group)) return;
    timed.add(group);
    const since = shownAt.get(group);
    if (since === undefined || group.getAttribute('data-answered') === 'true') return;
    const ms = Math.max(0, Date.now() - since);
    afterPaint(() => {
      const label = document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
      const fast = answeredTooFast(label, ms);
      if (fast) note({ kind: 'fast_answer', ms, min_ms: fast.min_ms });
    });
  };
  document.addEventListener('change', onChoice, true);
  window.addEventListener('blur', leave);
  window.addEventListener('focus', back);
  document.addEventListener('visibilitychange', onVisibility);
  if (options.fullscreen) document.addEventListener('fullscreenchange', onFullscreen);
  document.addEventListener('paste', onPaste, true);
  window.addEventListener('pagehide', runLater);
  return {
    answered: () => {
      const now = Date.now();
      if (now - otherSeenAt < 60_000 && now - notedAt >= 60_000) {
        notedAt = now;
        note({ kind: 'other_tab' });
      }
    },
    stop: () => {
      runLater();
      back();
      clearInterval(beat);
      channel?.close();
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('fullscreenchange', onFullscreen);
      document.removeEventListener('paste', onPaste, true);
      document.removeEventListener('change', onChoice, true);
      document.removeEventListener(NEAR_SCREEN_EVENT, nearScreen, true);
      window.removeEventListener('pagehide', runLater);
      visible?.disconnect();
      added?.disconnect();
    },
  };
}
