import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, signUpEmployer } from './browser';

/**
 * The company's Values and traits answers by keyboard (spec part 1 §5): every value and trait rated 1–5 is one
 * digit typed on its row, the focus moving on to the next row, instead of Tab and arrow keys per row.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

/** The rating every row gets: 1 to 5 in turn, so every digit is typed and every category is used. */
const ratingOf = (row: number) => (row % 5) + 1;

/** Each row's radio group (values, then traits) and the rating chosen in each, 0 where none. */
function rows(p: Page): Locator {
  return p.locator('.rating-row [role="radiogroup"]');
}
async function chosen(p: Page): Promise<number[]> {
  return rows(p).evaluateAll((groups) =>
    groups.map((g) => Number(g.querySelector<HTMLInputElement>('input:checked')?.value ?? 0)),
  );
}

describe('the company rates values and traits with the keyboard', () => {
  it('one digit a row rates all of them, in fewer key presses than Tab and arrows, and they are saved', async () => {
    await signUpEmployer(page, webUrl, `kit.keys.${stamp}@example.com`, `Keys Co ${stamp}`);
    await page.getByRole('link', { name: /New Assessment/ }).click();
    await page.getByLabel('Assessment name').fill(`Keyboard role ${stamp}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/assessments\/create\/sections\?id=/);
    await page.getByRole('button', { name: 'Save and answer as the company' }).click();
    await page.getByRole('link', { name: 'Set up' }).click();
    await page.getByText('go to a row and type 1 to 5').waitFor();
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(60);

    // Without digits a row takes a Tab into its group, then Space for 1 or an arrow key per step up to the rating.
    let before = 0;
    for (let i = 0; i < count; i += 1) before += 1 + Math.max(1, ratingOf(i) - 1);

    // With them: the first row reached (one Tab's worth), then one digit a row.
    await rows(page).first().locator('input').first().focus();
    let presses = 1;
    for (let i = 0; i < count; i += 1) {
      await page.keyboard.press(String(ratingOf(i)));
      presses += 1;
    }
    console.log(`Values and traits as the company, ${count} rows: ${before} key presses before, ${presses} now`);
    expect(presses).toBeLessThan(before);
    const expected = Array.from({ length: count }, (_, i) => ratingOf(i));
    expect(await chosen(page)).toEqual(expected);
    // The focus went down the rows with the digits: it is on the last row now.
    expect(
      await rows(page)
        .last()
        .evaluate((g) => g.contains(document.activeElement)),
    ).toBe(true);

    await page.getByRole('button', { name: 'Save section' }).click();
    await page.getByText('Completed').waitFor();

    // Saved: the section opened again shows every rating.
    await page.reload();
    await page
      .locator('.setup-row')
      .filter({ hasText: 'Values and traits' })
      .getByRole('link', { name: 'Edit' })
      .click();
    await rows(page).first().waitFor();
    expect(await chosen(page)).toEqual(expected);
  });
});
