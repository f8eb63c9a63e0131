/**
 * Where a candidate screen's simulated LCP goes (issue 27 §3): one Lighthouse run at the low tier, then every node of
 * Lantern's optimistic and pessimistic LCP graphs with its simulated start and end. Lighthouse's LCP is the mean of
 * the two graphs' last end times; each graph holds every request that ended before the LCP paint of the real
 * (unthrottled) load, and the CPU work of the scripts among them, so a request made before that paint counts even
 * when the screen does not need it. A diagnostic beside `lighthouse.ts`; prints, asserts nothing.
 *
 * LCP_SCREEN: `first`, `vt` (Values and traits) or `big5`; LIGHTHOUSE_INDEX: the benchmark index (default 2177, this
 * machine's when quiet); LCP_TIER: `low` (default) or `mid`; LCP_FLOOR=1 measures the screen's floor instead.
 */
import './quiet-handlers';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { BROWSER_ARGS, CHROMIUM, floorHtmlOf, launchChromium, startCandidatePages } from './candidate-pages';

process.env.LANTERN_DEBUG = 'true';
const SCREEN = process.env.LCP_SCREEN ?? 'vt';
const INDEX = Number(process.env.LIGHTHOUSE_INDEX ?? 2177);
const SLOWDOWN = Math.max(1, INDEX / (process.env.LCP_TIER === 'mid' ? 1000 : 264));

interface NodeTiming {
  startTime: number;
  endTime: number;
}
interface GraphNode {
  type: string;
  id: string;
  request?: {
    url: string;
    transferSize: number;
    priority: string;
    protocol: string;
    networkRequestTime: number;
    responseHeadersEndTime: number;
  };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
}

const pages = await startCandidatePages();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--disable-quic', '--no-first-run', ...BROWSER_ARGS],
});
try {
  let url =
    SCREEN === 'first'
      ? pages.firstScreen
      : await pages.questionScreen(SCREEN === 'big5' ? 'big5' : 'values_and_traits');
  if (process.env.LCP_FLOOR) {
    const browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(url);
    await page
      .getByRole(SCREEN === 'first' ? 'button' : 'radio')
      .first()
      .waitFor({ timeout: 60_000 });
    url = pages.addFloor(SCREEN, await floorHtmlOf(page));
    await browser.close();
  }
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: 'simulate',
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: SLOWDOWN },
  });
  const lcp = result?.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
  console.log(`${SCREEN}${process.env.LCP_FLOOR ? ' floor' : ''}: LCP ${lcp.toFixed(0)} ms at ${SLOWDOWN.toFixed(2)}×`);
  const all = (Lantern.Simulation.Simulator as unknown as { allNodeTimings: Map<string, Map<GraphNode, NodeTiming>> })
    .allNodeTimings;
  for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
    const timings = all.get(label);
    if (!timings) continue;
    const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    console.log(`\n${label}: ends ${Math.max(...rows.map(([, t]) => t.endTime)).toFixed(0)} ms`);
    for (const [node, t] of rows) {
      const what = node.request
        ? `${node.request.url.replace(pages.webUrl, '').slice(0, 90)} ${(node.request.transferSize / 1024).toFixed(1)} KB ${node.request.priority} ${node.request.protocol} observed TTFB ${(node.request.responseHeadersEndTime - node.request.networkRequestTime).toFixed(0)} ms`
        : `cpu ${[...new Set((node.childEvents ?? []).map((e) => e.args?.data?.url?.replace(pages.webUrl, '') ?? e.name))].slice(0, 6).join(' ')}`;
      console.log(`  ${t.startTime.toFixed(0).padStart(6)} → ${t.endTime.toFixed(0).padStart(6)}  ${what}`);
    }
  }
} finally {
  await chrome.kill();
  await pages.stop();
}
