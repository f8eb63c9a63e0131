import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, signUpEmployer } from './browser';

/**
 * A company's own values in the browser (spec part 1 §3 `values_and_traits_custom_fields`): My account's core values
 * start the values and traits setup, one more is typed in, both are rated and saved with the section, and the
 * respondent is asked them as the company wrote them.
 */

const webUrl = inject('webUrl');
let browser: Browser;
let page: Page;
const stamp = Date.now();

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe("a company's own values, prefilled from My account's core values", () => {
  it('core values saved in My account are added to a new values and traits setup, rated Most Important', async () => {
    await signUpEmployer(page, webUrl, `own.values.${stamp}@example.com`, 'Kaizen Works');
    await page.goto(`${webUrl}/account/core-values`);
    await page.getByLabel('Add a value').fill('Kaizen every day');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();

    await page.goto(`${webUrl}/assessments`);
    await page.getByRole('link', { name: /New Assessment/ }).click();
    await page.getByLabel('Assessment name').fill(`Own values ${stamp}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/assessments\/create\/sections\?id=/);
    await page.getByRole('button', { name: 'Save and answer as the company' }).click();
    await page.getByRole('link', { name: 'Set up' }).click();

    const own = page.getByRole('group', { name: 'Your own values' });
    await own.getByRole('listitem').filter({ hasText: 'Kaizen every day' }).waitFor();
    await page.getByText('Your core values from My account were added').waitFor();
    const values = page.getByRole('region', { name: 'Values' }).getByRole('radiogroup');
    await expect.poll(() => values.first().getByRole('radio', { name: /^5 / }).isChecked()).toBe(true);
  });

  it('a value typed in joins them; both are rated, placed and saved, and come back on Edit', async () => {
    const own = page.getByRole('group', { name: 'Your own values' });
    await own.getByRole('textbox').fill('kaizen EVERY day');
    await own.getByRole('button', { name: 'Add', exact: true }).click();
    await own.getByRole('alert').filter({ hasText: 'This item is already in the list.' }).waitFor();
    await own.getByRole('textbox').fill('ลูกค้ามาก่อน');
    await own.getByRole('button', { name: 'Add', exact: true }).click();
    await own.getByRole('listitem').filter({ hasText: 'ลูกค้ามาก่อน' }).waitFor();

    const values = page.getByRole('region', { name: 'Values' }).getByRole('radiogroup');
    await values.nth(1).getByRole('radio', { name: /^4 / }).click();
    for (let i = 2; i < 5; i += 1) await values.nth(i).getByRole('radio', { name: /^5 / }).click();
    await values.nth(5).getByRole('radio', { name: /^2 / }).click();
    const traits = page.getByRole('region', { name: 'Traits' }).getByRole('radiogroup');
    for (let i = 0; i < 3; i += 1) await traits.nth(i).getByRole('radio', { name: /^4 / }).click();
    const categories = page.getByRole('region', { name: 'How important is each value to you?' });
    await expect.poll(() => categories.getByLabel('Kaizen every day').inputValue()).toBe('core_values');
    await expect.poll(() => categories.getByLabel('ลูกค้ามาก่อน').inputValue()).toBe('permission_to_play');
    await page.getByRole('button', { name: 'Save section' }).click();
    await page.getByText('Completed').waitFor();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    const own2 = page.getByRole('group', { name: 'Your own values' });
    for (const text of ['Kaizen every day', 'ลูกค้ามาก่อน'])
      await own2.getByRole('listitem').filter({ hasText: text }).waitFor();
    await expect(page.getByText('Your core values from My account were added').count()).resolves.toBe(0);
  });
});
