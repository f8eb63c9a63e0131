import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, signUpEmployer } from './browser';

/**
 * AI-assisted setup in Chromium against the local stack (offline stand-in provider): sign-up with the first
 * assessment asked for shows My Assessments' "generating your first assessment" card, then the generated assessment
 * (spec part 1 §2 My Assessments, part 2 §4 Onboarding); in the wizard, Set up with AI picks and pre-fills sections
 * as Pending Review, and one is accepted (part 1 §2 section setup "pending review state after AI setup", §4).
 */

const webUrl = inject('webUrl');
let browser: Browser;
let page: Page;
const stamp = Date.now();
const email = `ai.setup.${stamp}@example.com`;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('AI-assisted setup', () => {
  it('signing up with the first assessment asked for: My Assessments shows the generating card, then the generated assessment', async () => {
    // The generation request is held until the card has been seen: the offline stand-in answers faster than a person looks.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/me/onboarding', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });

    await signUpEmployer(page, webUrl, email, 'Spark Labs', { autoGenerate: true });

    const card = page.getByTestId('first-assessment');
    await card.getByRole('heading', { name: 'Generating your first assessment' }).waitFor();
    await card.getByText('Our AI is building a first assessment for your organization type (Startup).').waitFor();
    // While it runs, the empty state's "Create First Assessment" is not offered.
    expect(await page.getByRole('link', { name: 'Create First Assessment' }).count()).toBe(0);
    release();

    await page.getByRole('link', { name: 'Startup culture fit' }).waitFor();
    await card.waitFor({ state: 'detached' });
    await page.unroute('**/me/onboarding');
  });

  it('in the wizard, Set up with AI picks the sections and pre-fills them as Pending Review; one is accepted', async () => {
    await page.getByRole('link', { name: '+ New Assessment' }).click();
    await page.waitForURL(/\/assessments\/create\/name/);
    await page.getByLabel('Assessment name').fill(`Data engineer ${stamp}`);
    await page.getByLabel('Role').fill('Data engineer');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/assessments\/create\/sections/);

    await page.getByRole('button', { name: /Set up with AI/ }).click();
    await page.waitForURL(/\/assessments\/create\/answers/);
    await page.getByText('AI suggestions are waiting for your review').waitFor();
    const rows = page.locator('.setup-row');
    await expect.poll(() => rows.count()).toBe(3);
    for (const name of ['Values and traits', 'Culture profile', 'Acceptable behaviors']) {
      await rows.filter({ hasText: name }).getByText('Pending review').waitFor();
    }

    // Not past the list while suggestions wait.
    await page.getByRole('button', { name: 'Save and review' }).click();
    await page
      .getByText('Review the AI suggestions before publishing: accept or edit each section marked Pending review.')
      .waitFor();

    await rows.filter({ hasText: 'Values and traits' }).getByRole('link', { name: 'Review' }).click();
    const banner = page.getByTestId('ai-review');
    await banner.getByText('AI suggestion — review').waitFor();
    // Made by the local stack's offline stand-in, and labelled so.
    await banner.getByTestId('ai-offline').waitFor();
    await banner.getByRole('button', { name: 'Accept suggestion' }).click();

    await page.waitForURL(/\/assessments\/create\/answers\?id=[^&]+$/);
    await rows.filter({ hasText: 'Values and traits' }).getByText('Completed').waitFor();
    await rows.filter({ hasText: 'Culture profile' }).getByText('Pending review').waitFor();
  });
});
