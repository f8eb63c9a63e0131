/**
 * Web bundle budget (`npm run bench`, issue budget "candidate pages"): builds the SPA into a temporary folder,
 * serves it, opens each page in headless Chromium and prints the JavaScript it loads before its first screen,
 * gzipped, as the browser would receive it from CloudFront. Prints figures; asserts nothing.
 * Budget (issue 27): a candidate route's first load, /assessment-test/{code} (registration) and the test itself, at
 * most 50 KB of gzipped JavaScript.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { siteObjects } from '../../infra/local/site-objects';
import { inlineScripts } from '../../infra/lib/inline-scripts';
import { withAppConfig } from '../../shared/src/config/app-config-html';

const CANDIDATE_BUDGET_KB = 50;
// The candidate's registration page, and the test itself (a personal link: its page before the first section starts).
const PAGES = [
  '/login',
  '/assessments',
  '/assessment-test/BENCHCODE',
  '/assessment-test/BENCHCODE#t=benchtoken',
  '/job-post-generator',
  '/core-values-analyzer',
];

const out = mkdtempSync(join(tmpdir(), 'culturefit-web-bench-'));
try {
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'web/vite.config.ts', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
    { stdio: 'inherit' },
  );
  // An API nobody answers: the first screen's code still loads, its data calls fail fast.
  const config = JSON.stringify({
    apiUrl: 'http://127.0.0.1:9',
    region: 'us-east-1',
    userPoolId: 'us-east-1_bench0001',
    userPoolClientId: 'benchclient',
    stage: 'bench',
  });
  // The page as the deploy writes it: the configuration in it (and in /config.json).
  const page = withAppConfig(readFileSync(join(out, 'index.html'), 'utf8'), config);
  // The scripts written into the page (the boot script) are on every first load.
  const inPage = inlineScripts(page).map((text) => gzipSync(text, { level: 9 }).length);
  const objectFor = siteObjects(out);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(config);
      return;
    }
    // The object CloudFront asks the bucket for (the site's viewer-request function); the bucket refuses a missing one.
    const object = objectFor(path);
    if (object.kind === 'missing') {
      res.writeHead(403);
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': object.kind === 'page' ? 'text/html' : object.type });
    res.end(object.kind === 'page' ? page : readFileSync(object.file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  console.log(
    `\nJavaScript loaded before the first screen (gzip -9 of each script the page requested, and of the ${inPage.length} ` +
      `written into the page, ${(inPage.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB):`,
  );
  for (const page of PAGES) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const scripts = new Map<string, number>();
    tab.on('response', async (response) => {
      if (!response.url().startsWith(base) || !response.url().endsWith('.js')) return;
      try {
        scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // A response the page dropped while navigating.
      }
    });
    await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
    const kb = [...scripts.values(), ...inPage].reduce((a, b) => a + b, 0) / 1024;
    const budget = page.startsWith('/assessment-test/')
      ? `  (budget ${CANDIDATE_BUDGET_KB} KB: ${kb <= CANDIDATE_BUDGET_KB ? 'within' : 'OVER'})`
      : '';
    console.log(
      `  ${page.padEnd(32)} ${kb.toFixed(1).padStart(7)} KB in ${scripts.size} + ${inPage.length} scripts${budget}`,
    );
    await context.close();
  }
  await browser.close();
  server.close();
} finally {
  rmSync(out, { recursive: true, force: true });
}
