import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expectAccessible } from './a11y';
import { CHROMIUM_ARGS, signUpEmployer } from './browser';

/**
 * Every path of the spec's route table (part 1 §2) opened in Chromium, by a visitor and by a signed-in employer:
 * each renders a page (a level-1 heading, never the router's error screen) at the address the spec's guard
 * sends it to: signed-in pages send visitors to /login, toolbox pages send them to the language's /signup with
 * the tool named, /core-values opens the analyzer, / opens My Assessments for a signed-in user, an unknown short
 * code and any unknown address read 'Page not found'. axe-core finds nothing serious or critical on any of them.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const NOT_FOUND = 'Page not found';
const GENERATORS = [
  'job-role-generator',
  'job-post-generator',
  'interview-guide',
  'career-path-tracker',
  'okr-generator',
  'performance-improvement',
  'day-plan',
];

type Row = [path: string, lands: RegExp, notFound?: boolean];

const SIGNED_IN_ONLY = [
  '/assessments',
  '/signup/info',
  '/signup/branding',
  '/assessments/assessments?id=x',
  '/assessments/candidate?as_id=x&u_id=y',
  '/assessments/create/name',
  '/guest/assessments/create/name',
  '/assessment/create/set-up/values-and-traits?id=x',
  '/assessment/create/set-up/acceptable-behaviors?id=x',
  '/assessment/create/set-up/OAIC-archetypes?id=x',
  '/assessment/create/set-up/custom-surveys?id=x',
  '/assessment/edit/x',
  '/respondents',
  '/account',
  '/account/plan-billing',
  '/account/plan-billing/success',
  '/account/my-team/x',
  '/account/refer-a-friend',
  '/assessment-group-analytics?id=x',
  '/component-showcase',
  '/component-showcase-simple',
  '/test',
];

const VISITOR: Row[] = [
  ['/', /\/login$/],
  ...SIGNED_IN_ONLY.map((path): Row => [path, /\/login$/]),
  ['/login', /\/login$/],
  ['/th/login', /\/th\/login$/],
  ['/en/login', /\/en\/login$/],
  ['/signup', /\/signup$/],
  ['/th/signup', /\/th\/signup$/],
  ['/signup/verify?email=someone%40example.com', /\/signup\/verify\?email=/],
  ['/account/verify?email=someone%40example.com', /\/account\/verify\?email=/],
  ['/pincode?email=someone%40example.com', /\/pincode/],
  ['/confirm-canditate?r=x&c=y', /\/confirm-canditate/],
  ['/assessment-test', /\/assessment-test$/],
  ['/assessment-test/NOSUCHCODE', /\/assessment-test\/NOSUCHCODE$/],
  // The spec's path form opens the test and becomes the fragment form, so a reload never sends the token.
  ['/assessment-test/NOSUCHCODE/notatoken', /\/assessment-test\/NOSUCHCODE#t=notatoken$/],
  ['/assessment-results?token=x', /\/assessment-results/],
  ['/th/assessment-results?token=x', /\/th\/assessment-results/],
  ['/en/assessment-results?token=x', /\/en\/assessment-results/],
  // A group results link (spec: the group page is public); the signed-in page stays at ?id=.
  ['/assessment-group-analytics/shared?share=x', /\/assessment-group-analytics\/shared\?share=x$/],
  ['/th/assessment-group-analytics/shared?share=x', /\/th\/assessment-group-analytics\/shared\?share=x$/],
  ['/core-values-analyzer', /\/core-values-analyzer$/],
  ['/en/core-values-analyzer', /\/en\/core-values-analyzer$/],
  ['/th/core-values-analyzer', /\/th\/core-values-analyzer$/],
  ['/core-values?tags=Trust,Care', /\/core-values-analyzer\?tags=Trust,Care$/],
  ...GENERATORS.flatMap((tool): Row[] => [
    [`/${tool}`, new RegExp(`/signup\\?tool=${tool}$`)],
    [`/th/${tool}`, new RegExp(`/th/signup\\?tool=${tool}$`)],
    [`/en/${tool}`, new RegExp(`/signup\\?tool=${tool}$`)],
  ]),
  ['/terms', /\/terms$/],
  ['/th/privacy', /\/th\/privacy$/],
  ['/l/NOSUCHREF', /\/l\/NOSUCHREF$/],
  ['/join?NOSUCHREF', /\/join/],
  ['/no-permission', /\/no-permission$/],
  ['/docs-for-dev', /\/docs-for-dev$/],
  ['/404', /\/404$/, true],
  ['/NOSUCHSHORTCODE', /\/NOSUCHSHORTCODE$/, true],
  ['/NOSUCHSHORTCODE/value', /\/NOSUCHSHORTCODE\/value$/, true],
  ['/a/b/c/d', /\/a\/b\/c\/d$/, true],
];

const SIGNED_IN: Row[] = [
  ['/', /\/assessments$/],
  ['/assessments', /\/assessments$/],
  ['/assessments/create/name', /\/assessments\/create\/name$/],
  ['/respondents', /\/respondents$/],
  ['/account', /\/account$/],
  ['/account/plan-billing', /\/account\/plan-billing$/],
  ['/account/refer-a-friend', /\/account\/refer-a-friend$/],
  ['/assessment-group-analytics?id=x', /\/assessment-group-analytics\?id=x$/],
  ['/assessments/sample-report', /\/assessments\/sample-report$/],
  ['/component-showcase', /\/component-showcase$/],
  ['/component-showcase-simple', /\/component-showcase-simple$/],
  ['/test', /\/test$/],
  [
    '/assessment/create/set-up/values-and-traits?id=x',
    /\/assessments\/create\/answers\?id=x&section=values_and_traits$/,
  ],
  ['/assessment/edit/x', /\/assessments\/create\/name\?id=x$/],
  ['/core-values', /\/core-values-analyzer$/],
  ...GENERATORS.map((tool): Row => [`/${tool}`, new RegExp(`/${tool}$`)]),
  ['/NOSUCHSHORTCODE', /\/NOSUCHSHORTCODE$/, true],
  // Last: a language prefix keeps the language chosen for the pages after it.
  ['/th/job-post-generator', /\/th\/job-post-generator$/],
];

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

async function visit(page: Page, [path, lands, notFound]: Row): Promise<void> {
  await page.goto(`${webUrl}${path}`);
  await expect.poll(() => page.url(), { timeout: 10_000, message: `${path} lands on ${lands}` }).toMatch(lands);
  const heading = page.locator('h1').first();
  await heading.waitFor({ timeout: 10_000 }).catch(async () => {
    await page.screenshot({ path: `/tmp/route-fail-${path.replace(/\W+/g, '_')}.png` });
    throw new Error(`${path} (at ${page.url()}) shows no page heading`);
  });
  const text = (await heading.textContent()) ?? '';
  expect(text, `${path}: ${text}`).not.toMatch(/Unexpected Application Error/);
  if (notFound) expect(text, path).toBe(NOT_FOUND);
  else expect(text, `${path} is a page of its own`).not.toBe(NOT_FOUND);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, path);
}

describe('every route of the spec renders its page or redirects as the spec says', () => {
  it(`for a visitor (${VISITOR.length} paths)`, async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    // Each address starts in English (a /th/ page before it would otherwise keep Thai).
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    for (const row of VISITOR) await visit(page, row);
    await context.close();
  }, 900_000);

  it(`for a signed-in employer (${SIGNED_IN.length} paths)`, async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await signUpEmployer(page, webUrl, `routes.${stamp}@example.com`, `Routes Co ${stamp}`);
    for (const row of SIGNED_IN) await visit(page, row);
    await context.close();
  }, 900_000);

  it("the no-permission page says the spec's message (part 1 §6)", async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${webUrl}/no-permission`);
    await page.getByText('You do not have permission to access the requested page.').waitFor();
    await context.close();
  });

  it('a page whose code cannot be loaded asks for a reload; moving to another address shows that page again', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    // The no-permission page's module (the dev server serves each page's source on its own) does not arrive.
    await page.route(/no-permission\.tsx/, (route) => route.abort());
    await page.goto(`${webUrl}/no-permission`);
    const failed = page.locator('[data-error-code="CHUNK_LOAD_FAILED"]');
    await failed.waitFor();
    await expect.poll(() => failed.getByRole('button').textContent()).toMatch(/reload/i);
    // A move inside the app (no reload) leaves the error behind.
    await page.evaluate(() => {
      history.pushState({}, '', '/terms');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('h1').filter({ hasText: /terms/i }).waitFor();
    expect(await failed.count()).toBe(0);
    await context.close();
  });

  it("the strings beyond a respondent's page that fail to load show the reload message there; the next address loads them", async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    // A respondent's page loads only its own catalogues; the others (parts/other-pages.en) do not arrive at first.
    let blocked = true;
    await page.route(/other-pages\.en/, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto(`${webUrl}/assessment-test/NOSUCHLINK`);
    await page.locator('h1').first().waitFor();
    const move = (path: string) =>
      page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await move('/terms');
    const failed = page.locator('[data-error-code="CHUNK_LOAD_FAILED"]');
    await failed.waitFor();
    blocked = false;
    await move('/privacy');
    await page
      .locator('h1')
      .filter({ hasText: /privacy/i })
      .waitFor();
    expect(await failed.count()).toBe(0);
    await context.close();
  });

  it('a bare /assessment-test asks for the code at the end of a shared link and opens that link', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${webUrl}/assessment-test`);
    await page.getByRole('heading', { name: 'Assessment link', level: 1 }).waitFor();
    const field = page.getByLabel('Assessment code');
    await field.fill('not a code');
    await page.getByRole('button', { name: 'Open the assessment' }).click();
    await page.getByText('Enter the code as it appears at the end of the link, for example abc-def-ghi.').waitFor();
    await field.fill(' ABC-DEF-GHI ');
    await page.getByRole('button', { name: 'Open the assessment' }).click();
    await page.waitForURL(/\/assessment-test\/abc-def-ghi$/);
    // No such link here: the public link page says so.
    await page.getByText('This link is not valid or has expired.').waitFor();
    await context.close();
  });
});
