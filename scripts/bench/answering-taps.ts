/**
 * What makes a tap on a question screen slow on a low-tier phone (issue 27 §3): the production build unminified,
 * Chromium's CPU slowed down by PROFILE_SLOWDOWN (default 8.25, the low tier at benchmark index 2177), Playwright
 * answering 20 items by tapping as the Lighthouse bench does, on the app's screen and on its static floor (the same DOM
 * with no script). For each tap, from the Event Timing entries of its interaction: its duration split into input delay
 * (the page busy when the tap came), processing (the event listeners) and presentation (the browser's rendering of the
 * next frame), and the scripts of the long animation frames it overlaps (what ran just before and during it). Then the
 * worst tap, the median, and the taps over 100 ms. Asserts nothing.
 *
 *   npx tsx scripts/bench/answering-taps.ts [values_and_traits|big5] [runs]
 */
import './quiet-handlers';
import type { Browser } from 'playwright-core';
import { ANSWERED_ITEMS, answerByTouch, tappedChoice } from './answer-by-touch';
import { floorHtmlOf, launchChromium, startCandidatePages, type QuestionKind } from './candidate-pages';

const SLOWDOWN = Number(process.env.PROFILE_SLOWDOWN ?? 8.25);
const KIND = (process.argv[2] ?? 'big5') as QuestionKind;
const RUNS = Number(process.argv[3] ?? 1);
/** A style rule added to the app's page in a second run beside the first, to compare (e.g. `.choice-clear{display:none}`). */
const EXTRA_CSS = process.env.PROBE_CSS;
/** `BENCH_LOCATOR_TAPS=1`: the earlier taps, by `locator.tap()` back to back, to compare (answer-by-touch.ts). */
const LOCATOR_TAPS = process.env.BENCH_LOCATOR_TAPS === '1';
const READY: Record<QuestionKind, number> = { values_and_traits: 100, big5: 500 };

interface Tap {
  id: number;
  start: number;
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  events: string;
  frames: string[];
}

async function main() {
  const pages = await startCandidatePages({ minify: false });
  const browser = await launchChromium();
  try {
    // The floor: the screen's DOM once rendered, scripts removed, as the Lighthouse bench makes it.
    const snapshot = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await snapshot.goto(await pages.questionScreen(KIND));
    await snapshot
      .getByRole('radio')
      .nth(READY[KIND] - 1)
      .waitFor({ timeout: 60_000 });
    const floorUrl = pages.addFloor(KIND, await floorHtmlOf(snapshot));
    await snapshot.close();
    for (let run = 0; run < RUNS; run++) {
      report(`app, run ${run + 1}`, await taps(browser, await pages.questionScreen(KIND), true));
      if (EXTRA_CSS)
        report(
          `app with ${EXTRA_CSS}, run ${run + 1}`,
          await taps(browser, await pages.questionScreen(KIND), true, EXTRA_CSS),
        );
      report(`floor, run ${run + 1}`, await taps(browser, floorUrl, false));
    }
  } finally {
    await browser.close();
    await pages.stop();
  }
}

async function taps(browser: Browser, url: string, app: boolean, css?: string): Promise<Tap[] | string> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { __events: unknown[]; __frames: unknown[] };
      w.__events = [];
      w.__frames = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
          w.__events.push({
            name: e.name,
            id: e.interactionId ?? 0,
            start: e.startTime,
            processingStart: e.processingStart,
            processingEnd: e.processingEnd,
            duration: e.duration,
          });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      new PerformanceObserver((list) => {
        for (const f of list.getEntries() as unknown as {
          startTime: number;
          duration: number;
          renderStart: number;
          styleAndLayoutStart: number;
          blockingDuration: number;
          scripts: {
            invoker: string;
            invokerType: string;
            startTime: number;
            duration: number;
            forcedStyleAndLayoutDuration: number;
            sourceFunctionName: string;
            sourceURL: string;
          }[];
        }[])
          w.__frames.push({
            start: f.startTime,
            duration: f.duration,
            renderStart: f.renderStart,
            styleAndLayoutStart: f.styleAndLayoutStart,
            scripts: f.scripts.map((s) => ({
              what: `${s.invokerType}:${s.invoker}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ''}`,
              start: s.startTime,
              duration: s.duration,
              forced: s.forcedStyleAndLayoutDuration,
            })),
          });
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    if (css)
      await page.addInitScript((rule) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = rule;
          document.head.append(style);
        });
      }, css);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.goto(url);
    if (app)
      await page
        .getByRole('radio')
        .nth(READY[KIND] - 1)
        .waitFor({ timeout: 60_000 });
    else await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    const mark = await page.evaluate(() => performance.now());
    try {
      if (LOCATOR_TAPS) {
        const radios = page.getByRole('radio');
        for (let item = 0; item < ANSWERED_ITEMS; item++) await radios.nth(tappedChoice(item)).tap({ timeout: 20_000 });
      } else await answerByTouch(page);
    } catch (e) {
      return (e instanceof Error ? e.message : String(e)).split('\n').slice(0, 6).join(' | ');
    }
    await page.waitForTimeout(1000);
    const { events, frames } = await page.evaluate(() => {
      const w = window as unknown as { __events: unknown[]; __frames: unknown[] };
      return { events: w.__events, frames: w.__frames };
    });
    type Ev = {
      name: string;
      id: number;
      start: number;
      processingStart: number;
      processingEnd: number;
      duration: number;
    };
    type Frame = {
      start: number;
      duration: number;
      renderStart: number;
      styleAndLayoutStart: number;
      scripts: { what: string; start: number; duration: number; forced: number }[];
    };
    const byId = new Map<number, Ev[]>();
    for (const e of events as Ev[]) if (e.id && e.start >= mark) byId.set(e.id, [...(byId.get(e.id) ?? []), e]);
    return [...byId.entries()].map(([id, evs]) => {
      const worst = evs.reduce((a, b) => (b.duration > a.duration ? b : a));
      const first = evs.reduce((a, b) => (b.start < a.start ? b : a));
      const lastEnd = Math.max(...evs.map((e) => e.processingEnd));
      const end = worst.start + worst.duration;
      const near = (frames as Frame[]).filter((f) => f.start < end && f.start + f.duration > first.start - 100);
      return {
        id,
        start: first.start - mark,
        duration: worst.duration,
        inputDelay: worst.processingStart - worst.start,
        processing: lastEnd - worst.processingStart,
        presentation: end - lastEnd,
        events: evs.map((e) => `${e.name} ${e.duration.toFixed(0)}`).join(', '),
        frames: near.map(
          (f) =>
            `frame ${(f.start - first.start).toFixed(0)}+${f.duration.toFixed(0)} ms (render at ${(f.renderStart - first.start).toFixed(0)}, ` +
            `style/layout at ${(f.styleAndLayoutStart - first.start).toFixed(0)}): ` +
            f.scripts
              .map(
                (s) =>
                  `${s.what} @${(s.start - first.start).toFixed(0)} ${s.duration.toFixed(0)} ms${s.forced ? ` (forced layout ${s.forced.toFixed(0)})` : ''}`,
              )
              .join('; '),
        ),
      };
    });
  } finally {
    await context.close();
  }
}

function report(title: string, result: Tap[] | string) {
  console.log(`\n== ${title} (CPU ${SLOWDOWN}× slower, ${KIND})`);
  if (typeof result === 'string') {
    console.log(`  taps not made: ${result}`);
    return;
  }
  const sorted = [...result].sort((a, b) => a.duration - b.duration);
  const median = sorted[Math.floor(sorted.length / 2)]?.duration ?? 0;
  console.log(
    `  interactions ${result.length}; INP (worst) ${sorted.at(-1)?.duration.toFixed(0) ?? '-'} ms; median ${median.toFixed(0)} ms; ` +
      `over 100 ms: ${result.filter((t) => t.duration > 100).length}`,
  );
  const mid = (k: 'inputDelay' | 'processing' | 'presentation') =>
    ([...result].map((t) => t[k]).sort((a, b) => a - b)[Math.floor(result.length / 2)] ?? 0).toFixed(0);
  console.log(
    `  medians: input delay ${mid('inputDelay')} ms, processing ${mid('processing')} ms, presentation ${mid('presentation')} ms`,
  );
  result.forEach((t, i) => {
    console.log(
      `  tap ${String(i + 1).padStart(2)} at ${t.start.toFixed(0).padStart(6)} ms: ${t.duration.toFixed(0).padStart(4)} ms = ` +
        `input delay ${t.inputDelay.toFixed(0)} + processing ${t.processing.toFixed(0)} + presentation ${t.presentation.toFixed(0)} [${t.events}]`,
    );
    if (t.duration > 80) for (const f of t.frames) console.log(`      ${f}`);
  });
}

await main();
