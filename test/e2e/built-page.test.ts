import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { siteObjects } from '../../infra/local/site-objects';
import { inlineScriptHashes, scriptSrc } from '../../infra/lib/inline-scripts';
import { runJourney } from '../../scripts/smoke/journey';
import { mailboxPinReader } from '../../scripts/smoke/pin-readers';
import { withAppConfig } from '../../shared/src/config/app-config-html';
import { CHROMIUM_ARGS } from './browser';

/**
 * The production build as the deploy serves it (issue 27 §3): index.html with the configuration written in
 * (`withAppConfig`, as WebSiteContent writes it) and the site's script rule (`script-src 'self'` and the hashes of
 * the scripts written into the page, as the web stack's CSP names them). The boot script in the page runs under that
 * rule and asks for the link's details at once, from the address in the page: no /config.json, one call, no CSP
 * violation. The local API answers; its CORS names the local web server, so the answers are passed on to this origin.
 */

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const stamp = Date.now();

let browser: Browser;
let server: Server;
let out = '';
let siteUrl = '';
let code = '';

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'culturefit-built-page-'));
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--outDir', out, '--logLevel', 'error'], {
    stdio: 'inherit',
  });
  const config = JSON.parse(await (await fetch(`${webUrl}/config.json`)).text()) as Record<string, unknown>;
  const page = withAppConfig(readFileSync(join(out, 'index.html'), 'utf8'), JSON.stringify(config));
  const csp = scriptSrc(inlineScriptHashes(page));
  const objectFor = siteObjects(out);
  server = createServer((req, res) => {
    // The object CloudFront asks the bucket for (the site's viewer-request function); the bucket refuses a missing one.
    const object = objectFor(new URL(req.url ?? '/', 'http://x').pathname);
    if (object.kind === 'page') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp });
      res.end(page);
      return;
    }
    if (object.kind === 'missing') {
      res.writeHead(403);
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': object.type });
    res.end(readFileSync(object.file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  code = (await runJourney({ webUrl, email: `built.${stamp}@example.com`, readPin: mailboxPinReader(webUrl) }))
    .publicCode;
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  if (out) rmSync(out, { recursive: true, force: true });
});

describe("the built page under the site's CSP", () => {
  it("runs the boot script written into the page, which asks for the link's details once at the address in the page", async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const asked: string[] = [];
    // The local API's CORS answers for the local web server's origin; the same answer, for this one.
    await context.route(`${apiUrl}/**`, async (route) => {
      const answer = await route.fetch({ headers: { ...route.request().headers(), origin: webUrl } });
      await route.fulfill({
        response: answer,
        headers: { ...answer.headers(), 'access-control-allow-origin': siteUrl },
      });
    });
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/config.json') asked.push('config');
      const route = request.url().startsWith(apiUrl) ? request.url().slice(apiUrl.length).split('?')[0] : '';
      if (route && /^\/public\/links\/[^/]+$/.test(route)) asked.push('link');
    });
    await tab.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await tab.goto(`${siteUrl}/assessment-test/${code}`);
    await tab.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(await tab.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(asked).toEqual(['link']);
    // Asked for while the page was parsed, so by the boot script: the app's script (a module) runs only after that.
    const timing = await tab.evaluate((code) => {
      const link = performance.getEntriesByType('resource').find((e) => e.name.includes(`/public/links/${code}`));
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { asked: link?.startTime ?? Infinity, parsed: nav.domInteractive };
    }, code);
    expect(timing.asked).toBeLessThan(timing.parsed);
    await context.close();
  });
});
