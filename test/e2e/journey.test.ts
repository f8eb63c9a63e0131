import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, pinFor as pinFromMailbox } from './browser';

/**
 * The first journey, in Chromium against the whole local stack: an employer signs up with an e-mailed
 * PIN, finishes sign-up, builds and publishes a values and traits assessment; a candidate takes it
 * through the public link; the employer sees the completion and the score.
 */

const webUrl = inject('webUrl');
const pinFor = (page: Page, to: string, previous?: string) => pinFromMailbox(page, webUrl, to, previous);

let browser: Browser;
let employerContext: BrowserContext;
let employer: Page;
const stamp = Date.now();
const employerEmail = `people.lead.${stamp}@example.com`;
const respondentEmail = `grace.${stamp}@example.com`;
const assessmentName = `Product Designer ${stamp}`;
let publicLink = '';

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  employerContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  employer = await employerContext.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('first journey: sign up, build, publish, candidate completes, employer sees the score', () => {
  it('a new user signs up with the e-mailed PIN; a wrong PIN reads "Invalid email or OTP"', async () => {
    await employer.goto(`${webUrl}/signup`);
    await employer.getByLabel('Work e-mail').fill(employerEmail);
    await expect.poll(() => employer.getByRole('checkbox', { name: /terms and conditions/ }).isChecked()).toBe(true);
    await employer.getByRole('button', { name: 'Sign up' }).click();
    await employer.waitForURL(/\/signup\/verify\?email=/);
    // The PIN field has the focus after the move from sign-up, and a letter typed into it never shows.
    const pinField = employer.getByLabel('Verification code');
    await expect.poll(() => pinField.evaluate((el) => el === document.activeElement)).toBe(true);
    await employer.keyboard.type('12a');
    expect(await pinField.inputValue()).toBe('12');

    await employer.getByLabel('Verification code').fill('000000');
    await employer.getByRole('button', { name: 'Verify' }).click();
    await employer.getByRole('alert').filter({ hasText: 'Invalid email or OTP' }).waitFor();

    // The details step shows at once with the profile the sign-in read: any later read of it is held back, and
    // reading it again delays nothing. The sign-in's own read (the first) passes.
    let releaseProfile = () => {};
    const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
    const profileRead = /\/me$/;
    let reads = 0;
    // Every held read is let through before the route is removed (continuing one after is an unhandled rejection).
    const pending: Promise<void>[] = [];
    await employer.route(profileRead, (route) => {
      const later = route.request().method() === 'GET' && (reads += 1) > 1;
      const passed = (later ? profileHeld : Promise.resolve()).then(() => route.continue());
      pending.push(passed);
      return passed;
    });
    await employer.getByLabel('Verification code').fill(await pinFor(employer, employerEmail));
    await employer.getByRole('button', { name: 'Verify' }).click();
    await employer.getByText('You are signed in').waitFor();
    await employer.waitForURL(/\/signup\/info$/);
    await expect
      .poll(() => employer.getByLabel('First name').evaluate((el) => el === document.activeElement))
      .toBe(true);
    releaseProfile();
    await Promise.all(pending);
    await employer.unroute(profileRead);
  });

  it('fills in sign-up info and branding, then lands on the empty My Assessments screen', async () => {
    await employer.getByLabel('First name').fill('Ada');
    await employer.getByLabel('Last name').fill('Lovelace');
    await employer.getByLabel('Company').fill('Analytical Engines');
    await employer.getByLabel('Job title').fill('Head of People');
    await employer.getByLabel('Employee count').selectOption('11-50');
    await employer.getByLabel('Organization type').selectOption({ label: 'Startup' });
    await employer.getByRole('button', { name: 'Continue' }).click();

    await employer.waitForURL(/\/signup\/branding$/);
    await employer.getByLabel('Colour code').fill('#0E7C66');
    await employer.getByRole('button', { name: 'Finish' }).click();

    await employer.waitForURL(/\/assessments$/);
    await employer.getByRole('heading', { name: 'My Assessments' }).waitFor();
    for (const step of ['Account Created', 'Build Your Assessment', 'Start Evaluating'])
      await employer.getByRole('heading', { name: step }).waitFor();
    await employer.getByRole('button', { name: 'Account menu' }).filter({ hasText: 'Ada Lovelace' }).waitFor();
  });

  it('creates an assessment with the values and traits section, answers as the company and publishes', async () => {
    await employer.getByRole('link', { name: /New Assessment/ }).click();
    // The name field has the focus; the only language ticked cannot be unticked (the box stays ticked).
    await expect
      .poll(() => employer.getByLabel('Assessment name').evaluate((el) => el === document.activeElement))
      .toBe(true);
    const languages = employer.getByRole('group', { name: /language/i }).getByRole('checkbox', { checked: true });
    expect(await languages.count()).toBe(1);
    await languages.first().click();
    expect(
      await employer
        .getByRole('group', { name: /language/i })
        .getByRole('checkbox', { checked: true })
        .count(),
    ).toBe(1);
    await employer.getByLabel('Assessment name').fill(assessmentName);
    await employer.getByLabel('Role').fill('Product designer');
    await employer.getByRole('button', { name: 'Continue' }).click();

    await employer.waitForURL(/\/assessments\/create\/sections\?id=/);
    await expect.poll(() => employer.getByRole('checkbox', { name: /Values and traits/ }).isChecked()).toBe(true);
    // The minutes shown are the ones the timer gives (spec part 2 §9.5: 300 s).
    await employer
      .getByRole('checkbox', { name: /Values and traits/ })
      .locator('..')
      .getByText('5 min')
      .waitFor();
    await employer.getByRole('button', { name: 'Save and answer as the company' }).click();

    await employer.waitForURL(/\/assessments\/create\/answers\?id=/);
    await employer.getByText('Setup required').waitFor();
    await employer.getByRole('link', { name: 'Set up' }).click();
    const values = employer.getByRole('region', { name: 'Values' }).getByRole('radiogroup');
    await values.first().waitFor();
    for (let i = 0; i < 6; i += 1) await values.nth(i).getByRole('radio', { name: /^5 / }).click();
    // Choosing the same rating again clears it (spec part 1 §5), then it is set again.
    const first = values.first().getByRole('radio', { name: /^5 / });
    await first.click();
    await expect.poll(() => first.isChecked()).toBe(false);
    await first.click();
    await expect.poll(() => first.isChecked()).toBe(true);
    await values.nth(6).getByRole('radio', { name: /^3 / }).click();
    const traits = employer.getByRole('region', { name: 'Traits' }).getByRole('radiogroup');
    for (let i = 0; i < 4; i += 1) await traits.nth(i).getByRole('radio', { name: /^4 / }).click();
    await employer.getByText('7 of').waitFor();
    // Every rated value gets a category; at least one must be non-essential (spec part 1 §5).
    await employer.getByRole('button', { name: 'Save section' }).click();
    await employer.getByRole('alert').filter({ hasText: 'Choose at least one non-essential value.' }).waitFor();
    const categories = employer
      .getByRole('region', { name: 'How important is each value to you?' })
      .getByRole('combobox');
    await categories.last().selectOption({ label: 'Non-essential' });
    await employer.getByRole('button', { name: 'Save section' }).click();

    await employer.getByText('Completed').waitFor();
    await employer.getByRole('button', { name: 'Save and review' }).click();
    await employer.waitForURL(/\/assessments\/create\/review\?id=/);
    await employer.getByText('Candidates get 5 minutes in all for 1 sections.').waitFor();
    await employer.getByRole('button', { name: 'Publish' }).click();

    await employer.waitForURL(/\/assessments\/assessments\?id=/);
    await employer.getByRole('heading', { name: assessmentName }).waitFor();
    publicLink = await employer.getByRole('textbox', { name: 'Public link' }).inputValue();
    expect(publicLink).toMatch(new RegExp(`^${webUrl}/assessment-test/[\\w-]+$`));
    await employer.getByRole('button', { name: 'Copy link' }).click();
    await employer.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await employer.evaluate(() => navigator.clipboard.readText())).toBe(publicLink);
    // Under its own invite tabs, the empty list points at them (not at "an assessment").
    await employer.getByText('No respondents yet. Share the public link or invite people by e-mail above.').waitFor();
    // The assessment was made from the create tour, so the invite tour follows; the employer reads it through.
    await employer.getByRole('dialog', { name: 'Share the public link' }).getByRole('button', { name: 'Next' }).click();
    const last = employer.getByRole('dialog', { name: 'Or invite people by e-mail' });
    await Promise.all([
      employer.waitForResponse((r) => r.url().endsWith('/me/guided-tour') && r.ok()),
      last.getByRole('button', { name: 'Done' }).click(),
    ]);
  });

  it('a candidate registers on the public link, answers (autosaved across a refresh), finishes and sees the thank-you page', async () => {
    const respondentContext = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const respondent = await respondentContext.newPage();
    try {
      // The link's details are asked for once, while the page's code loads (preloaded), not again by the page.
      const linkReads: string[] = [];
      respondent.on('request', (r) => {
        if (r.method() === 'GET' && /\/public\/links\//.test(r.url())) linkReads.push(r.url());
      });
      await respondent.goto(publicLink);
      await respondent.getByText(`Analytical Engines invites you to take “${assessmentName}”`).waitFor();
      expect(linkReads).toHaveLength(1);
      await respondent.getByLabel('First name').fill('Grace');
      await respondent.getByLabel('Last name').fill('Hopper');
      await respondent.getByLabel('E-mail').fill(respondentEmail);
      await respondent.getByRole('button', { name: 'Start the assessment' }).click();
      await respondent.waitForURL(/\/assessment-test\/[\w-]+#t=[\w-]+(&s=values_and_traits)?$/);

      await respondent.getByRole('heading', { name: 'Values and traits' }).waitFor();
      // The address names the section shown, so a reload fetches its screen with the page's own files (boot.ts).
      await respondent.waitForURL(/#t=[\w-]+&s=values_and_traits$/);
      // Before the first section: how many sections and how long each takes.
      await respondent.getByRole('heading', { name: '1 sections, about 5 minutes' }).waitFor();
      await respondent.getByRole('button', { name: 'Start', exact: true }).click();
      await respondent.getByRole('timer').waitFor();

      // Only what the company rated is put to the candidate: 7 values and 4 traits.
      const groups = respondent.getByRole('radiogroup');
      await expect.poll(() => groups.count()).toBe(11);
      for (let i = 0; i < 11; i += 1)
        await groups
          .nth(i)
          .getByRole('radio', { name: i % 3 === 0 ? /^4 / : /^5 / })
          .click();
      await respondent.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();

      await respondent.reload();
      await respondent.getByRole('timer').waitFor();
      await expect.poll(() => respondent.getByRole('radio', { checked: true }).count()).toBe(11);

      await respondent.getByRole('button', { name: 'Finish' }).click();
      await respondent.getByRole('heading', { name: 'Thank you!' }).waitFor();
      await respondent.getByText('Your answers have been sent to Analytical Engines.').waitFor();
    } finally {
      await respondentContext.close();
    }
  });

  it('back as the employer: candidates 1, progress 100, and the values and traits score is visible', async () => {
    await employer.reload();
    await employer.getByRole('heading', { name: assessmentName }).waitFor();
    // The count labelled "Candidates" (the candidates table region shares the name, so pick the number).
    await expect
      .poll(() => employer.getByLabel('Candidates', { exact: true }).and(employer.getByText(/^\d+$/)).textContent())
      .toBe('1');
    await expect
      .poll(() => employer.getByRole('progressbar', { name: 'Progress', exact: true }).getAttribute('aria-valuenow'))
      .toBe('100');
    const row = employer.getByRole('row').filter({ hasText: respondentEmail });
    await row.getByText('Completed').waitFor();

    await employer.goto(`${webUrl}/assessments`);
    const listRow = employer.getByRole('row').filter({ hasText: assessmentName });
    await listRow.waitFor();
    expect(await listRow.getByRole('cell').nth(1).textContent()).toBe('1');
    await expect.poll(() => listRow.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    await listRow.getByRole('link', { name: assessmentName }).click();
    await employer.getByRole('link', { name: 'Grace Hopper' }).click();
    await employer.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
    const overall = employer.getByRole('img', { name: /^Overall score: \d+(\.\d)?%$/ });
    await overall.waitFor();
    const vt = employer.getByRole('img', { name: /^Values and traits: \d+%$/ });
    const score = Number(/(\d+)%$/.exec((await vt.getAttribute('aria-label')) ?? '')?.[1]);
    expect(score).toBeGreaterThan(0);
    expect(score).toBeLessThanOrEqual(100);
    // The breakdown: company vs candidate per value and per trait.
    await employer.getByRole('figure', { name: /^Defining your values/ }).waitFor();
    await employer.getByRole('figure', { name: /^Identifying key traits/ }).waitFor();
  });

  it('logging out from the account menu lands on /login, and signed-in pages then send visitors there', async () => {
    await employer.getByRole('button', { name: 'Account menu' }).click();
    await employer.getByRole('menuitem', { name: 'Log out' }).click();
    await employer.waitForURL(/\/login$/);
    await employer.goto(`${webUrl}/assessments`);
    await employer.waitForURL(/\/login$/);
    await employer.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });

  it('the PIN page opened in a new tab takes no PIN it cannot check: it sends a new code there, which signs in', async () => {
    await employer.getByLabel('Work e-mail').fill(employerEmail);
    await employer.getByRole('button', { name: 'Send code' }).click();
    await employer.waitForURL(/\/pincode\?email=/);
    const firstPin = await pinFor(employer, employerEmail);

    // The pending Cognito challenge lives in the first tab only (web/src/features/accounts/api/pin-challenge.ts).
    const newTab = await employerContext.newPage();
    try {
      await newTab.goto(employer.url());
      await newTab.getByText(`This tab has no code waiting for ${employerEmail}`).waitFor();
      expect(await newTab.getByLabel('Verification code').count()).toBe(0);
      await newTab.getByRole('button', { name: 'Send a new code' }).click();
      await newTab.getByText('A new code is on its way.').waitFor();
      await newTab.getByLabel('Verification code').fill(await pinFor(newTab, employerEmail, firstPin));
      await newTab.getByRole('button', { name: 'Verify' }).click();
      await newTab.getByText('You are signed in').waitFor();
      await newTab.waitForURL(/\/assessments$/);
    } finally {
      await newTab.close();
    }
  });
});
