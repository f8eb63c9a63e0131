/**
 * The candidate's pages as a phone meets them, for the Lighthouse bench (scripts/bench/lighthouse.ts): the production
 * build served as CloudFront would (hashed assets cached for a year, everything gzipped, the SPA fallback), the local
 * API behind it (the real respondents handlers in this process, DynamoDB Local in memory), and one published
 * assessment with Values and traits and the 120-item Big Five.
 *
 * `firstScreen` is the public link's registration page; `questionScreen(kind)` registers a fresh respondent and
 * starts that section through the API, so each load opens a running section with its whole allowance (a section's
 * clock would close it between runs otherwise). Its address is the one the test page is at while it shows the section
 * (`#t=…&s=<kind>`, take-test.tsx), as a reload or a tab the phone's browser restores loads it; the e-mailed link,
 * opened again mid-section, has no section in it (`BENCH_LINK_AS_MAILED=1` measures that one; docs/phone-speed.md).
 */
import './quiet-handlers';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { generate as selfSignedCertificate } from 'selfsigned';
import { inlineScriptHashes, scriptSrc } from '../../infra/lib/inline-scripts';
import { startDynamoDbLocal } from '../../infra/local/dynamodb';
import { siteApiProxy } from '../../infra/local/site-api-proxy';
import { siteObjects } from '../../infra/local/site-objects';
import { SITE_API_PREFIX } from '../../shared/src/config/site-api';
import { freePort } from '../../infra/local/ports';
import { LOCAL_REGION, LOCAL_TABLE_NAME, localHandlerEnv } from '../../infra/local/stack';
import { withAppConfig } from '../../shared/src/config/app-config-html';
import { testFragment } from '../../shared/src/respondents/test-link';

const SECTION_ORDER = ['values_and_traits', 'big5'] as const;
export type QuestionKind = (typeof SECTION_ORDER)[number];

export interface CandidatePages {
  webUrl: string;
  /** /assessment-test/{code}: the registration page. */
  firstScreen: string;
  /** A fresh respondent's running section of that kind (/assessment-test/{code}#t={token}). */
  questionScreen(kind: QuestionKind): Promise<string>;
  /** Serves `html` (a floor page) at /floor/{name}, gzipped like every other page; returns its URL. */
  addFloor(name: string, html: string): string;
  stop(): Promise<void>;
}

const HTML = 'text/html; charset=utf-8';
/**
 * `BENCH_HTTP1=1` serves the pages over plain HTTP/1.1, as the bench did before 28 Nov: Lighthouse's simulation then
 * opens a connection of its own for each of the first requests after the page (docs/phone-speed.md).
 */
const HTTP1 = process.env.BENCH_HTTP1 === '1';
type Response = ServerResponse | Http2ServerResponse;

/** `minify: false` keeps the build's names readable, for a CPU profile (scripts/bench/profile-question-screen.ts). */
export async function startCandidatePages({ minify = true }: { minify?: boolean } = {}): Promise<CandidatePages> {
  const out = mkdtempSync(join(tmpdir(), 'culturefit-phone-'));
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'error',
      ...(minify ? [] : ['--minify', 'false']),
    ],
    { stdio: 'inherit' },
  );

  const dataDir = await mkdtemp(join(tmpdir(), 'culturefit-phone-data-'));
  const ddb = await startDynamoDbLocal({ port: await freePort(), inMemory: true });
  await ddb.ensureTable(LOCAL_TABLE_NAME);
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const webUrl = `${HTTP1 ? 'http' : 'https'}://127.0.0.1:${webPort}`;
  const originSecret = randomUUID();
  Object.assign(
    process.env,
    localHandlerEnv({
      originSecret,
      dynamodbEndpoint: ddb.endpoint,
      s3Endpoint: 'http://127.0.0.1:9',
      webUrl,
      mailboxDir: dataDir,
      forceDummyCredentials: true,
    }),
  );
  const { startApiServer, loadContextHandler } = await import('../../infra/local/api-server');
  const api = await startApiServer({
    port: apiPort,
    allowedOrigin: webUrl,
    loadHandler: loadContextHandler,
    log: () => {},
    logError: () => {},
  });

  const floors = new Map<string, string>();
  const config = JSON.stringify({
    // The API on the site's origin, as the deploy writes it (CloudFront's /api/* behaviour).
    apiUrl: `${webUrl}${SITE_API_PREFIX}`,
    region: LOCAL_REGION,
    userPoolId: `${LOCAL_REGION}_bench0001`,
    userPoolClientId: 'benchclient',
    federation: { google: false, microsoft: false },
    stage: 'bench',
  });
  // index.html as the deploy writes it (the configuration in it), under the CSP's script rule as the site sends it.
  const page = withAppConfig(readFileSync(join(out, 'index.html'), 'utf8'), config);
  const csp = scriptSrc(inlineScriptHashes(page));
  const objectFor = siteObjects(out);
  const apiProxy = siteApiProxy({ apiUrl: api.url, originSecret });
  const site = (req: IncomingMessage | Http2ServerRequest, res: Response) => {
    if (apiProxy(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/config.json') return send(res, 'application/json', config, false);
    // A floor's name as given (the screens' names have spaces, which reach here percent-encoded).
    const floor =
      url.pathname.startsWith('/floor/') && floors.get(decodeURIComponent(url.pathname.slice('/floor/'.length)));
    if (floor) return send(res, HTML, floor, false);
    // The object CloudFront asks the bucket for (the site's viewer-request function); the bucket refuses a missing one.
    const object = objectFor(url.pathname);
    if (object.kind === 'page') return send(res, HTML, page, false, csp);
    if (object.kind === 'missing') return notFound(res);
    send(res, object.type, readFileSync(object.file), object.immutable);
  };
  // CloudFront answers phones over HTTPS and HTTP/2: one connection for the page, its files and the /api calls.
  const server = HTTP1
    ? createServer(site)
    : createSecureServer({ ...(await benchCertificate()), allowHTTP1: true }, site);
  await new Promise<void>((r) => server.listen(webPort, '127.0.0.1', r));

  const code = await publishedAssessment();
  const { invoke } = await import('../../test/support/invoke');
  let respondents = 0;
  return {
    webUrl,
    firstScreen: `${webUrl}/assessment-test/${code}`,
    async questionScreen(kind) {
      respondents += 1;
      const registered = await invoke<{ token: string }>('registerRespondent', {
        params: { code },
        body: {
          firstname: 'Phone',
          lastname: `Bench ${respondents}`,
          email: `phone-${respondents}@bench.example.com`,
          registration_id: `phone-bench-registration-${respondents}`,
        },
      });
      if (!registered.body.token) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
      const token = registered.body.token;
      // Opening the test (as the page does) moves the respondent from invited to opened. Sections run in order: the
      // Big Five's screen comes after Values and traits is completed (left unanswered here).
      await invoke('getRespondentTest', { params: { token } });
      for (const section of SECTION_ORDER.slice(0, SECTION_ORDER.indexOf(kind) + 1)) {
        const started = await invoke('startSection', { params: { token, section } });
        if (started.status !== 200) throw new Error(`start ${section} failed: ${JSON.stringify(started.body)}`);
        if (section === kind) break;
        const done = await invoke('completeSection', {
          params: { token, section },
          body: { answers: { defining_your_values: {}, identifying_key_traits: {} } },
        });
        if (done.status !== 200) throw new Error(`complete ${section} failed: ${JSON.stringify(done.body)}`);
      }
      return `${webUrl}/assessment-test/${code}${testFragment(token, process.env.BENCH_LINK_AS_MAILED ? undefined : kind)}`;
    },
    addFloor(name, html) {
      floors.set(name, html);
      return `${webUrl}/floor/${encodeURIComponent(name)}`;
    },
    async stop() {
      await new Promise<void>((r) => server.close(() => r()));
      await api.stop();
      await ddb.stop();
      rmSync(out, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const VALUES = [
  'value_accountability',
  'value_agility',
  'value_autonomy',
  'value_collaboration',
  'value_continuous_learning',
  'value_courage',
  'value_creativity',
  'value_customer_focus',
  'value_data_driven',
  'value_discipline',
  'value_efficiency',
  'value_empathy',
];
const TRAITS = [
  'trait_accountable',
  'trait_adaptable',
  'trait_analytical',
  'trait_calm_under_pressure',
  'trait_collaborative',
  'trait_confident',
  'trait_creative',
  'trait_curious',
];

/** An employer's published assessment (Values and traits, then the 120-item Big Five) with credits to spare. */
async function publishedAssessment(): Promise<string> {
  const { invoke } = await import('../../test/support/invoke');
  const { grantCredits } = await import('../../lambdas/src/credits/ledger');
  const owner = { sub: 'phone-owner', email: 'phone-owner@bench.example.com' };
  await invoke('saveSignupInfo', {
    claims: owner,
    body: { firstName: 'Phone', lastName: 'Owner', companyName: 'Acme' },
  });
  await grantCredits({ email: owner.email, eventId: 'phone-pack', credits: 1000, type: 'purchase', now: new Date() });
  const created = await invoke<{ id: string }>('createTemplate', {
    claims: owner,
    body: { form_name: 'Product designer', sections: [...SECTION_ORDER], type_of_org: 'technology' },
  });
  const id = created.body.id;
  const saves = [
    {
      section: 'values_and_traits',
      body: {
        // 12 values and 8 traits: the respondent rates 20 items, as the INP measurement answers.
        company_answers: {
          defining_your_values: Object.fromEntries(VALUES.map((id, i) => [id, (i % 5) + 1])),
          identifying_key_traits: Object.fromEntries(TRAITS.map((id, i) => [id, (i % 5) + 1])),
        },
      },
    },
    { section: 'big5', body: { setup: { form: '120' } } },
  ];
  for (const { section, body } of saves) {
    const saved = await invoke('saveTemplateSection', { claims: owner, params: { id, section }, body });
    if (saved.status !== 200) throw new Error(`saving ${section} failed: ${JSON.stringify(saved.body)}`);
  }
  const published = await invoke<{ publicCode: string }>('publishTemplate', { claims: owner, params: { id } });
  if (!published.body.publicCode) throw new Error(`publish failed: ${JSON.stringify(published.body)}`);
  return published.body.publicCode;
}

/** A certificate for 127.0.0.1, made for this run; the browsers are told to accept it (`BROWSER_ARGS`). */
async function benchCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await selfSignedCertificate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

/** What the site answers for a file the bucket does not hold (origin access control without listing: 403). */
function notFound(res: Response) {
  res.writeHead(403, { 'Content-Type': 'text/plain' });
  res.end('Forbidden');
}

function send(res: Response, type: string, body: string | Buffer, immutable: boolean, csp?: string) {
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Encoding': 'gzip',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(csp ? { 'Content-Security-Policy': csp } : {}),
  });
  res.end(gzipSync(body));
}

/** The system's Chromium, which every phone bench drives (Playwright's and Lighthouse's launchers alike). */
export const CHROMIUM = '/usr/bin/chromium';

/** Flags for every browser the phone benches start: the bench site's certificate is its own (`benchCertificate`). */
export const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
}

/**
 * A rendered screen as its floor: the page's DOM as static HTML, without scripts or module preloads, with the same
 * style sheets (served with `addFloor`).
 */
export function floorHtmlOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const doc = document.documentElement.cloneNode(true) as HTMLElement;
    doc.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]').forEach((e) => {
      e.remove();
    });
    return `<!doctype html>\n${doc.outerHTML}`;
  });
}
