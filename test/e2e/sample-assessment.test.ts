import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, signUpEmployer } from './browser';
import { expectAccessible } from './a11y';

/**
 * The sample assessment in the browser (spec part 1 §3 hasSampleData, is_sample_data): a new employer finds it on
 * My Assessments, labelled Sample data, beside the first-visit steps, opens it and one of its sample respondents' results.
 * (Seeding once, and nothing billed or counted, is in test/integration/sample-assessment.test.ts.)
 */

const webUrl = inject('webUrl');
const email = `sample.e2e.${Date.now()}@example.com`;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('the sample assessment', () => {
  it('a new employer sees it on My Assessments, labelled Sample data, and opens a sample respondent’s result', async () => {
    await signUpEmployer(page, webUrl, email, 'Sample Labs');
    // The first-visit steps still show while the sample is the only assessment.
    await page.getByRole('link', { name: 'Create First Assessment' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Customer Success Lead' });
    await row.getByText('Sample data', { exact: true }).waitFor();
    await expectAccessible(page, 'My Assessments with the sample');
    await row.getByRole('link', { name: 'Customer Success Lead' }).click();
    await page.waitForURL(/\/assessments\/assessments\?id=/);
    await page.getByText(/A sample assessment with made-up respondents/).waitFor();
    const respondents = page.getByRole('row').filter({ hasText: /Sample candidate \d/ });
    await respondents.first().waitFor();
    expect(await respondents.count()).toBe(4);
    await expectAccessible(page, 'the sample assessment');
    await page.getByRole('link', { name: 'Sample candidate 1' }).click();
    await page.waitForURL(/\/assessments\/candidate\?/);
    await page.getByRole('heading', { name: 'Sample candidate 1' }).waitFor();
    await page.getByText('Sample data', { exact: true }).first().waitFor();
    await expectAccessible(page, 'a sample respondent’s result');
  });
});
