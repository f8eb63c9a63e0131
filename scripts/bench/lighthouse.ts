/**
 * The candidate's pages on a mid-tier and a low-tier phone (`npm run bench`; issue 27 §3). Prints; asserts nothing.
 *
 * Lighthouse's CPU slowdown is relative to the machine it runs on, so the bench calibrates it first, as Chrome
 * DevTools does: it reads Lighthouse's benchmark index on this machine and sets the slowdown to index ÷ 1,000 for a
 * mid-tier phone (a Pixel 5 scores about 1,000) and index ÷ 264 for a low-tier phone (a Moto G Power 2022), never
 * below 1.
 *
 * Pages (scripts/bench/candidate-pages.ts: the production build served as CloudFront would, the local API behind
 * it): the public link's first screen, and a running section's question screen for Values and traits (20 items) and
 * the 120-item Big Five. Each is measured beside its floor, in the same run and served the same way: the same screen
 * as static HTML with no script (the page's own DOM once it has rendered, scripts removed, so it carries the link's
 * data in its HTML and the same style sheet).
 *
 * Budgets (issue 27), as ratios to the floor because absolute times differ between machines:
 * - mid-tier: performance ≥ 98, LCP ≤ 1.5× the floor's;
 * - low-tier: performance ≥ 95, TBT ≤ 200 ms, LCP ≤ 2× the floor's, INP ≤ 100 ms while answering;
 * - accessibility 100 (Lighthouse's audits; axe in the e2e journeys goes further).
 * INP: Chromium at the low tier's slowdown (DevTools protocol), an Event Timing observer, Playwright answering 20
 * items by touch (answer-by-touch.ts: bare touches, the page quiet before each); the worst interaction (fewer than 50
 * interactions, so INP is the worst one), the median of LIGHTHOUSE_RUNS loads. The same taps on the floor give its INP:
 * what the browser's own work after a tap (hit tests, style, layout, paint) costs with none of the page's script.
 * LIGHTHOUSE_RUNS (default 3) runs per page and tier, and loads per INP figure; the median is printed.
 * LIGHTHOUSE_SCREENS (a comma-separated list of screen names, e.g. `values and traits,Big Five 120`) measures only
 * those screens; the calibration still runs on the first screen's floor. LIGHTHOUSE_INDEX fixes the benchmark index
 * instead of measuring it: on a machine others are loading, the measured index swings with their work, so comparing
 * two builds needs the same slowdown.
 */
import './quiet-handlers';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Browser, Page } from 'playwright-core';
import { answerByTouch } from './answer-by-touch';
import {
  BROWSER_ARGS,
  CHROMIUM,
  floorHtmlOf,
  launchChromium,
  startCandidatePages,
  type CandidatePages,
} from './candidate-pages';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.LIGHTHOUSE_SCREENS?.split(',').map((name) => name.trim());
const MID_TIER_INDEX = 1000;
const LOW_TIER_INDEX = 264;
const CHROME_FLAGS = ['--headless=new', '--disable-quic', '--no-first-run', ...BROWSER_ARGS];

interface Tier {
  name: 'mid' | 'low';
  slowdown: number;
}
interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  index: number;
}
interface Screen {
  name: string;
  /** A fresh URL of the app's screen for each load (a running section's clock must not close it between runs). */
  url: () => Promise<string>;
  /** How to tell the screen has rendered (for the floor's snapshot and the INP run). */
  ready: (page: Page) => Promise<void>;
  floor?: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main() {
  const pages = await startCandidatePages();
  const browser = await launchChromium();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const all = candidateScreens(pages);
    const calibration = all[0] as Screen;
    const screens = all.filter((s) => !ONLY || ONLY.includes(s.name));
    calibration.floor = pages.addFloor(calibration.name, await floorOf(browser, calibration));
    for (const screen of screens)
      if (!screen.floor) screen.floor = pages.addFloor(screen.name, await floorOf(browser, screen));

    // Calibration: Lighthouse's benchmark index on this machine, read from a few default runs of a floor page.
    const fixed = Number(process.env.LIGHTHOUSE_INDEX ?? 0);
    const indexes: number[] = [];
    for (let i = 0; i < (fixed ? 0 : 3); i++) indexes.push((await audit(chrome.port, calibration.floor, 4)).index);
    const index = fixed || median(indexes);
    const tiers: Tier[] = [
      { name: 'mid', slowdown: Math.max(1, index / MID_TIER_INDEX) },
      { name: 'low', slowdown: Math.max(1, index / LOW_TIER_INDEX) },
    ];
    console.log(
      `\nCandidate pages on phones (Lighthouse mobile, simulated throttling; median of ${RUNS}). Benchmark index on this ` +
        `machine: ${index.toFixed(0)}${fixed ? ' (fixed by LIGHTHOUSE_INDEX)' : ` (runs ${indexes.map((i) => i.toFixed(0)).join(', ')})`}; CPU slowdown: mid-tier ` +
        `${tiers[0]?.slowdown.toFixed(2)}× (index ÷ ${MID_TIER_INDEX}), low-tier ${tiers[1]?.slowdown.toFixed(2)}× ` +
        `(index ÷ ${LOW_TIER_INDEX}).`,
    );
    console.log(
      '  Budgets: mid-tier performance ≥ 98 and LCP ≤ 1.5× the floor; low-tier performance ≥ 95, TBT ≤ 200 ms, ' +
        'LCP ≤ 2× the floor, INP ≤ 100 ms.',
    );
    const head = ['screen', 'tier', 'perf', 'a11y', 'LCP', 'floor LCP', '× floor', 'TBT', 'floor TBT', 'index'];
    console.log(`  ${head.map((h, i) => (i < 2 ? h.padEnd(i ? 5 : 20) : h.padStart(10))).join(' ')}`);
    for (const screen of screens)
      for (const tier of tiers) {
        const app: Figures[] = [];
        const floor: Figures[] = [];
        // Alternating app and floor runs, so a busy machine slows both alike.
        for (let i = 0; i < RUNS; i++) {
          app.push(await audit(chrome.port, await screen.url(), tier.slowdown));
          floor.push(await audit(chrome.port, screen.floor as string, tier.slowdown));
        }
        const m = (xs: Figures[], k: keyof Figures) => median(xs.map((x) => x[k]));
        const ratio = m(app, 'lcp') / m(floor, 'lcp');
        const over =
          tier.name === 'mid'
            ? [m(app, 'performance') < 98 && 'perf', ratio > 1.5 && 'LCP', m(app, 'accessibility') < 100 && 'a11y']
            : [m(app, 'performance') < 95 && 'perf', ratio > 2 && 'LCP', m(app, 'tbt') > 200 && 'TBT'];
        const cells = [
          String(m(app, 'performance')),
          String(m(app, 'accessibility')),
          `${(m(app, 'lcp') / 1000).toFixed(2)} s`,
          `${(m(floor, 'lcp') / 1000).toFixed(2)} s`,
          ratio.toFixed(2),
          `${m(app, 'tbt').toFixed(0)} ms`,
          `${m(floor, 'tbt').toFixed(0)} ms`,
          m(app, 'index').toFixed(0),
        ];
        const flags = over.filter(Boolean);
        console.log(
          `  ${screen.name.padEnd(20)} ${tier.name.padEnd(5)} ${cells.map((c) => c.padStart(10)).join(' ')}${flags.length ? `  over: ${flags.join(', ')}` : ''}`,
        );
      }

    const low = tiers[1]?.slowdown ?? 1;
    console.log(
      `\n  INP while answering 20 items at the low tier (CPU ${low.toFixed(2)}× slower), median of ${RUNS} loads, ` +
        'budget ≤ 100 ms:',
    );
    for (const screen of screens.filter((s) => s.name !== 'first screen')) {
      // Each load's INP is its slowest of 20 taps, which swings by tens of ms from load to load: the median of RUNS
      // loads, as for LCP, with every load's figure printed. App and floor alternate, so a busy moment slows both.
      const app: number[] = [];
      const floor: number[] = [];
      let interactions = Infinity;
      const floorErrors: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await answeringInp(browser, await screen.url(), screen.ready, low);
        app.push(run.inp);
        interactions = Math.min(interactions, run.interactions);
        // The floor is its whole screen as static HTML: every question is there once it has loaded. Its INP is a
        // reference, not a budget: a tap Playwright cannot make on it is printed, not fatal.
        await answeringInp(browser, screen.floor as string, async () => {}, low).then(
          (f) => floor.push(f.inp),
          (e: unknown) => floorErrors.push((e instanceof Error ? e.message : String(e)).split('\n')[0] ?? ''),
        );
      }
      const floorText =
        (floor.length
          ? `floor INP ${median(floor).toFixed(0)} ms (${floor.map((x) => x.toFixed(0)).join(', ')})`
          : 'floor INP not measured') +
        (floorErrors.length ? `; ${floorErrors.length} floor loads failed: ${floorErrors[0]}` : '');
      console.log(
        `  ${screen.name.padEnd(20)} INP ${median(app).toFixed(0)} ms (${app.map((x) => x.toFixed(0)).join(', ')}; ` +
          `at least ${interactions} interactions of 16 ms or more a load); ${floorText}${median(app) > 100 ? '  over: INP' : ''}`,
      );
    }
  } finally {
    await chrome.kill();
    await browser.close();
    await pages.stop();
  }
}

function candidateScreens(pages: CandidatePages): Screen[] {
  const radios = (count: number) => async (page: Page) => {
    await page
      .getByRole('radio')
      .nth(count - 1)
      .waitFor({ timeout: 60_000 });
  };
  return [
    {
      name: 'first screen',
      url: async () => pages.firstScreen,
      ready: async (page) => {
        await page.getByRole('button').first().waitFor({ timeout: 60_000 });
        await page.locator('input').first().waitFor({ timeout: 60_000 });
      },
    },
    { name: 'values and traits', url: () => pages.questionScreen('values_and_traits'), ready: radios(100) },
    { name: 'Big Five 120', url: () => pages.questionScreen('big5'), ready: radios(500) },
  ];
}

/** The screen as static HTML: its DOM once rendered, without scripts or module preloads; same style sheets. */
async function floorOf(browser: Browser, screen: Screen): Promise<string> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  try {
    await page.goto(await screen.url());
    await screen.ready(page);
    return await floorHtmlOf(page);
  } finally {
    await page.close();
  }
}

async function audit(port: number, url: string, slowdown: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    throttlingMethod: 'simulate',
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    index: lhr.environment.benchmarkIndex,
  };
}

/**
 * Chromium slowed down by `slowdown` (DevTools' CPU throttling), an Event Timing observer from the first script, and
 * Playwright tapping one answer on each of 20 items of the page at `url` (the app's screen, or its floor). INP with
 * fewer than 50 interactions is the slowest one.
 */
async function answeringInp(
  browser: Browser,
  url: string,
  ready: Screen['ready'],
  slowdown: number,
): Promise<{ inp: number; interactions: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const worst = new Map<number, number>();
      (window as unknown as { __interactions: Map<number, number> }).__interactions = worst;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
          if (e.interactionId) worst.set(e.interactionId, Math.max(worst.get(e.interactionId) ?? 0, e.duration));
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(url);
    await ready(page);
    // One answer on each of the first 20 items, by bare touches on a quiet page (answer-by-touch.ts); throws if a tap
    // missed its item. It waits after the last tap, so its frame is painted and reported.
    await answerByTouch(page);
    const durations = await page.evaluate(() => [
      ...(window as unknown as { __interactions: Map<number, number> }).__interactions.values(),
    ]);
    return { inp: durations.length ? Math.max(...durations) : 0, interactions: durations.length };
  } finally {
    await context.close();
  }
}

await main();
