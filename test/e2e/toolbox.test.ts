import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, completeSignUpDetails, openCreditLine, pinFor, signUpEmployer } from './browser';

/**
 * The toolbox generators in Chromium against the whole local stack (spec part 1 §1 "Toolbox generators", §2 route
 * guard and top bar, §4 generation states; part 2 §1 and §9.1: 1 credit per run): a visitor is sent to sign up with
 * the tool named; Tia signs up, opens the job post generator from My Toolbox, fills it in and presses Generate; the
 * text streams in and finishes, labelled as the offline stand-in (the local stack has no model); the credit line
 * drops from 5 to 4; Download PDF saves a PDF; the run is in her history after a reload.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const tia = `tia.toolbox.${stamp}@example.com`;
const TITLE = `Customer Support Lead ${stamp}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('the toolbox generators', () => {
  it('a visitor opening /job-post-generator lands on /signup?tool=job-post-generator', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${webUrl}/job-post-generator`);
    await visitor.waitForURL(/\/signup\?tool=job-post-generator$/);
    await visitor.getByLabel('Work e-mail').waitFor();
    await visitor.context().close();
  });

  it('a new employer opens the job post generator from My Toolbox, grouped Hiring, Onboarding and People management', async () => {
    await signUpEmployer(page, webUrl, tia, 'Tia Co');
    const line = await openCreditLine(page);
    await expect.poll(() => line.innerText()).toMatch(/\b5 remaining$/);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'My Toolbox' }).click();
    const menu = page.getByRole('menu', { name: 'My Toolbox' });
    for (const group of ['Hiring', 'Onboarding', 'People management'])
      await menu.getByRole('group', { name: group }).waitFor();
    await menu
      .getByRole('group', { name: 'People management' })
      .getByRole('menuitem', { name: 'Core values analyzer' })
      .waitFor();
    await menu.getByRole('group', { name: 'Hiring' }).getByRole('menuitem', { name: 'Job post generator' }).click();
    await page.waitForURL(/\/job-post-generator$/);
    await page.getByRole('heading', { name: 'Job post generator', level: 1 }).waitFor();
  });

  it('Generate: the text streams in and finishes with the Offline stand-in badge; the credit line drops by 1', async () => {
    // The company comes from the workspace; the output language follows the interface (English).
    await expect.poll(() => page.getByLabel('Company', { exact: true }).inputValue()).toBe('Tia Co');
    expect(await page.getByLabel('Output language').inputValue()).toBe('en');
    await page.getByLabel('Job title').fill(TITLE);
    await page.getByLabel('Employment type').selectOption({ label: 'Full-time' });
    await page.getByLabel('Location and work mode').fill('Bangkok, hybrid');
    await page.getByRole('button', { name: 'Generate' }).click();

    // Seen while text is still arriving, then finished.
    const text = page.getByTestId('toolbox-text');
    await page.locator('[data-testid="toolbox-text"][data-phase="streaming"]').waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="toolbox-text"][data-phase="finished"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => text.innerText()).toContain(`Tia Co is hiring a ${TITLE}`);
    expect(await text.innerText()).toContain('How to apply');
    expect(await page.getByTestId('ai-offline').innerText()).toBe('Offline stand-in');
    await page.screenshot({ path: '/tmp/e2e-toolbox-job-post.png', fullPage: true });

    const line = await openCreditLine(page);
    await expect.poll(() => line.innerText(), { timeout: 15_000 }).toMatch(/\b4 remaining$/);
    await page.keyboard.press('Escape');
  });

  it('Download PDF saves a PDF of the text', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^job-post-generator-customer-support-lead-\d+\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2_000);
  });

  it('the run is in the history, also after a reload, and opens again', async () => {
    const history = page.getByTestId('toolbox-history');
    await expect.poll(() => history.innerText()).toContain(TITLE);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('toolbox-history').innerText(), { timeout: 15_000 })
      .toMatch(new RegExp(`${TITLE}[\\s\\S]*English · Done`));
    await page.getByRole('button', { name: `Open: ${TITLE}` }).click();
    await page.locator('[data-testid="toolbox-text"][data-phase="finished"]').waitFor();
    expect(await page.getByTestId('toolbox-text').innerText()).toContain(`Tia Co is hiring a ${TITLE}`);
    expect(await page.getByLabel('Job title').inputValue()).toBe(TITLE);
    // Opening a past run costs nothing.
    const line = await openCreditLine(page);
    await expect.poll(() => line.innerText()).toMatch(/\b4 remaining$/);
  });
});

describe('/signup?tool= brings the user back to the tool (spec part 1 §2 route guard)', () => {
  it('a visitor sent to sign up from a generator lands on that generator after the sign-up steps', async () => {
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const email = `tool.signup.${stamp}@example.com`;
    await visitor.goto(`${webUrl}/interview-guide`);
    await visitor.waitForURL(/\/signup\?tool=interview-guide$/);
    await visitor.getByLabel('Work e-mail').fill(email);
    await visitor.getByRole('button', { name: 'Sign up' }).click();
    await visitor.waitForURL(/\/signup\/verify\?email=/);
    await visitor.getByLabel('Verification code').fill(await pinFor(visitor, webUrl, email));
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await completeSignUpDetails(visitor, { firstName: 'Tom', lastName: 'Tool', company: 'Tool Co', tour: 'keep' });
    await visitor.waitForURL(/\/interview-guide$/);
    await visitor.getByRole('heading', { name: 'Interview guide', level: 1 }).waitFor();
    await visitor.context().close();
  });

  it('someone who already has an account follows "Log in" from there and lands on the tool after the PIN', async () => {
    const returning = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await returning.goto(`${webUrl}/th/okr-generator`);
    await returning.waitForURL(/\/th\/signup\?tool=okr-generator$/);
    await returning.getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
    await returning.waitForURL(/\/login\?tool=okr-generator$/);
    await returning.locator('input[type="email"]').fill(tia);
    await returning.locator('form button[type="submit"]').click();
    await returning.waitForURL(/\/pincode\?email=/);
    await returning.locator('input[autocomplete="one-time-code"]').fill(await pinFor(returning, webUrl, tia));
    await returning.locator('form button[type="submit"]').click();
    await returning.waitForURL(/\/th\/okr-generator$/);
    await returning.context().close();
  });
});
