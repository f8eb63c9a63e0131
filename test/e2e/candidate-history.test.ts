import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { runJourney } from '../../scripts/smoke/journey';
import { CHROMIUM_ARGS, registerAndStart } from './browser';
import { mailboxPinReader } from '../../scripts/smoke/pin-readers';

/**
 * The candidate's own flow in Chromium against the whole local stack (spec part 1 §2 respondent test screens, §4
 * timed sections): browser Back during a running section keeps the candidate in the test, and a candidate back after
 * the timer closed a section is told which section closed and how many answers it kept.
 */

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const stamp = Date.now();

let browser: Browser;
let code = '';

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  // An employer with a published values-and-traits assessment, over HTTP (the smoke journey).
  code = (await runJourney({ webUrl, email: `history.${stamp}@example.com`, readPin: mailboxPinReader(webUrl) }))
    .publicCode;
});

afterAll(async () => {
  await browser?.close();
});

async function register(page: Page, first: string): Promise<void> {
  await page.goto(`${webUrl}/assessment-test/${code}`);
  await page.getByRole('heading', { name: 'Welcome' }).waitFor();
  await registerAndStart(page, { first, last: 'Candidate', email: `${first.toLowerCase()}.${stamp}@example.com` });
}

describe("the test stays in charge of the candidate's history", () => {
  it('Back during a running section keeps the section on screen with the answers, and says how to go on', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1000, height: 900 } })).newPage();
    await register(page, 'Bea');
    const url = page.url();
    const first = page.getByRole('radiogroup').first();
    await first.getByRole('radio', { name: /^5 / }).click();
    await page.goBack();
    await page.getByText('The test keeps your place: use the buttons on this page to go on.').waitFor();
    expect(page.url()).toBe(url);
    expect(await page.getByLabel('First name').count()).toBe(0);
    expect(await first.getByRole('radio', { name: /^5 / }).isChecked()).toBe(true);
    // Again: still here.
    await page.goBack();
    await page.getByRole('timer').waitFor();
    expect(page.url()).toBe(url);
    await page.context().close();
  });

  it('a candidate back after the timer closed the section is told which section closed and how many answers it kept', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1000, height: 900 } })).newPage();
    await register(page, 'Cy');
    await page.getByRole('radiogroup').first().getByRole('radio', { name: /^5 / }).click();
    await page.getByRole('radiogroup').nth(1).getByRole('radio', { name: /^4 / }).click();
    await page.getByText('Saved').first().waitFor();
    // The section's minutes pass while the candidate is away: the server answers with the section closed by its
    // timer (the integration test respondent-journey proves the server's side; the clock here is not the server's).
    await page.route(
      (url) => url.href.startsWith(`${apiUrl}/respondent/`),
      async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const body = (await response.json()) as { section_states: Record<string, Record<string, unknown>> };
        body.section_states.values_and_traits = {
          ...body.section_states.values_and_traits,
          status: 'completed',
          remaining_seconds: 0,
          timed_out: true,
          answers_kept: 2,
        };
        await route.fulfill({ response, json: body });
      },
    );
    await page.reload();
    await page
      .getByText('No time remaining: “Values and traits” closed when its time ran out. Answers kept: 2.')
      .waitFor();
    // The page may still be polling: a request caught mid-way must not outlive the closed context.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });

  it("a link's page asks for the link's details once: the call the boot script started before the app's script is the one the page uses (issue 27 §3)", async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/config.json') asked.push('config');
      if (request.method() !== 'GET' || !request.url().startsWith(apiUrl)) return;
      // The route's path: the API is at /api of the site.
      const route = request.url().slice(apiUrl.length).split('?')[0] ?? '';
      if (/^\/public\/links\/[^/]+$/.test(route)) asked.push('link');
      if (/^\/respondent\/[^/]+$/.test(route)) asked.push('test');
    });
    // The public link's registration page: its details, once, at the API address written into the page (no
    // /config.json first).
    await page.goto(`${webUrl}/assessment-test/${code}`);
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(asked).toEqual(['link']);
    await registerAndStart(page, { first: 'Dee', last: 'Candidate', email: `dee.${stamp}@example.com` });
    // A running section opened afresh (a reload, the e-mailed link): the respondent's test, once, and its questions.
    asked.length = 0;
    await page.reload();
    await page.getByRole('timer').waitFor();
    await page.getByRole('radiogroup').first().waitFor();
    expect(asked).toEqual(['test']);
    await context.close();
  });
});
