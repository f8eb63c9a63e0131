/**
 * Where a question screen's time goes on a low-tier phone (issue 27 §3): the production build unminified, Chromium's
 * CPU slowed down by PROFILE_SLOWDOWN (default 5.8, the low tier on a machine of benchmark index about 1,500), a
 * performance trace of loading the screen, of answering 20 items by tapping, and of loading the screen's static floor
 * (its HTML without script, as the Lighthouse bench makes it). Prints the main thread's time by
 * trace event (script, style, layout, paint) and the functions with the most self time. Asserts nothing.
 *
 *   npx tsx scripts/bench/profile-question-screen.ts [values_and_traits|big5]
 */
import './quiet-handlers';
import type { CDPSession } from 'playwright-core';
import { launchChromium, startCandidatePages, type QuestionKind } from './candidate-pages';
import { ANSWERED_ITEMS, tappedChoice } from './answer-by-touch';

const SLOWDOWN = Number(process.env.PROFILE_SLOWDOWN ?? 5.8);
const KIND = (process.argv[2] ?? 'big5') as QuestionKind;
const READY: Record<QuestionKind, number> = { values_and_traits: 100, big5: 500 };

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { cpuProfile?: CpuProfile; timeDeltas?: number[]; startTime?: number } };
}
interface CpuNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
}
interface CpuProfile {
  nodes?: CpuNode[];
  samples?: number[];
}

async function main() {
  const pages = await startCandidatePages({ minify: false });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const url = await pages.questionScreen(KIND);
    // Warm the HTTP cache as a returning phone would not: the first load of the script is measured as it comes.
    let events = await traced(cdp, async () => {
      await page.goto(url);
      await page
        .locator('input[type=radio]')
        .nth(READY[KIND] - 1)
        .waitFor({ state: 'attached', timeout: 120_000 });
      await page.waitForTimeout(1500);
    });
    report('loading the screen', events);
    // Its floor, as the Lighthouse bench makes it: the rendered DOM without scripts, the same style sheet.
    const floorHtml = await page.evaluate(() => {
      const doc = document.documentElement.cloneNode(true) as HTMLElement;
      doc.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]').forEach((e) => {
        e.remove();
      });
      return `<!doctype html>\n${doc.outerHTML}`;
    });
    const radios = page.locator('input[type=radio]');
    events = await traced(cdp, async () => {
      for (let item = 0; item < ANSWERED_ITEMS; item++) await radios.nth(tappedChoice(item)).tap();
      await page.waitForTimeout(1000);
    });
    report('answering 20 items', events);
    // What the same screen costs with no script at all: parsing, style, layout and paint of its HTML.
    const floor = await context.newPage();
    const floorCdp = await context.newCDPSession(floor);
    await floorCdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const floorUrl = pages.addFloor(KIND, floorHtml);
    events = await traced(floorCdp, async () => {
      await floor.goto(floorUrl);
      await floor.waitForTimeout(1500);
    });
    report('loading the static floor (no script)', events);
  } finally {
    await browser.close();
    await pages.stop();
  }
}

async function traced(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
      ],
    },
  });
  await run();
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

function report(title: string, events: TraceEvent[]) {
  // The renderer's main thread: the thread of the most RunTask time.
  const byThread = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.dur)
      byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...byThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur).map((e) => (e.dur as number) / 1000);
  const long = tasks.filter((d) => d > 50);
  console.log(`\n== ${title} (CPU ${SLOWDOWN}× slower, ${KIND})`);
  console.log(
    `  tasks ${tasks.length}, busy ${sum(tasks).toFixed(0)} ms; long tasks ${long.length}: ` +
      `${long.map((d) => d.toFixed(0)).join(', ')} ms; blocking (over 50 ms) ${sum(long.map((d) => d - 50)).toFixed(0)} ms`,
  );
  const byName = new Map<string, number>();
  for (const e of mine)
    if (e.ph === 'X' && e.dur && e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask')
      byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
  console.log('  inclusive time by event (nested events counted in each):');
  for (const [name, ms] of [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 16))
    console.log(`    ${ms.toFixed(0).padStart(7)} ms  ${name}`);

  // The longest tasks, by what ran in them.
  const longest = mine
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 150_000)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 6);
  for (const task of longest) {
    const inside = new Map<string, number>();
    for (const e of mine)
      if (e !== task && e.ph === 'X' && e.dur && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0))
        inside.set(e.name, (inside.get(e.name) ?? 0) + e.dur / 1000);
    const top = [...inside.entries()].sort((a, b) => b[1] - a[1]).slice(0, 7);
    console.log(
      `  task ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${top.map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ')}`,
    );
  }

  // The sampled CPU profile: self time per function, and each sample's time (the chunks' deltas add up from the
  // profile's start) to tell what ran inside each long task.
  const nodes = new Map<number, CpuNode>();
  const self = new Map<number, number>();
  const timed: { at: number; id: number; ms: number }[] = [];
  let at = events.find((e) => e.name === 'Profile' && `${e.pid}` === main?.split(':')[0])?.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || `${e.pid}` !== main?.split(':')[0]) continue;
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((id, i) => {
      const ms = (deltas[i + 1] ?? deltas[i] ?? 0) / 1000;
      at += deltas[i] ?? 0;
      self.set(id, (self.get(id) ?? 0) + ms);
      timed.push({ at, id, ms });
    });
  }
  // Inside each long task: the page's named functions on the sampled stacks, with their total time.
  for (const task of longest) {
    const inTask = new Map<string, number>();
    for (const s of timed) {
      if (s.at < task.ts || s.at >= task.ts + (task.dur ?? 0)) continue;
      const seen = new Set<string>();
      for (let n = nodes.get(s.id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
        const f = n.callFrame;
        if (!f.url?.includes('/assets/') || !/^[a-zA-Z]{4,}/.test(f.functionName)) continue;
        const key = `${f.functionName} ${f.url.replace(/^.*\//, '')}:${(f.lineNumber ?? -1) + 1}`;
        if (!seen.has(key)) inTask.set(key, (inTask.get(key) ?? 0) + s.ms);
        seen.add(key);
      }
    }
    const top = [...inTask.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `  in task ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${top.map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ')}`,
    );
  }
  const byFunction = new Map<string, number>();
  for (const [id, ms] of self) {
    const f = nodes.get(id)?.callFrame;
    if (!f) continue;
    const key = `${f.functionName || '(anonymous)'} ${(f.url ?? '').replace(/^.*\//, '')}:${(f.lineNumber ?? -1) + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  // Total time (self and callees) of the page's own functions, by name: a component's render, an effect.
  const total = new Map<string, number>();
  for (const [id, ms] of self) {
    const seen = new Set<string>();
    for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
      const f = n.callFrame;
      if (!f.url?.includes('/assets/') || !/^[a-zA-Z]{4,}/.test(f.functionName)) continue;
      const key = `${f.functionName} ${f.url.replace(/^.*\//, '')}:${(f.lineNumber ?? -1) + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  }
  console.log("  total time of the page's named functions (sampled):");
  for (const [name, ms] of [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`    ${ms.toFixed(0).padStart(7)} ms  ${name}`);
  console.log('  self time by function (sampled):');
  for (const [name, ms] of [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`    ${ms.toFixed(0).padStart(7)} ms  ${name}`);
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

await main();
