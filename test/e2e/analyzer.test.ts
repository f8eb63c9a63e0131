import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './browser';

/**
 * The core values analyzer in Chromium against the whole local stack (spec part 1 §1, §2: public
 * /core-values-analyzer, /core-values redirecting to it keeping the query; part 2 §9.3): a visitor enters three
 * values, analyzes, watches the progress reach 100 while the local Step Functions runs the workflow, and the report
 * shows five sections per value, labelled as the offline stand-in's, and downloads as a PDF.
 */

const webUrl = inject('webUrl');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('a visitor analyzes three core values', () => {
  let reportUrl = '';

  it('/core-values opens the analyzer with the tags query prefilled; values are added with Enter or Add, a repeat is refused', async () => {
    await page.goto(`${webUrl}/core-values?tags=Integrity`);
    await page.waitForURL(/\/core-values-analyzer\?tags=Integrity$/);
    const chips = page.getByRole('list', { name: 'Core values' });
    await chips.getByText('Integrity').waitFor();
    const input = page.getByLabel('Add a value');
    await input.fill('Customer obsession');
    await input.press('Enter');
    await input.fill('Courage');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await input.fill('integrity');
    await input.press('Enter');
    await page.getByText('Each value can be added only once.').waitFor();
    await input.fill('');
    expect((await chips.getByRole('listitem').allInnerTexts()).map((t) => t.replace('×', '').trim())).toEqual([
      'Integrity',
      'Customer obsession',
      'Courage',
    ]);
    expect(await page.getByLabel('Output language').inputValue()).toBe('en');
  });

  it('Analyze opens the report, whose progress reaches 100 with 3 values × 5 sections written', async () => {
    await page.getByRole('button', { name: 'Analyze' }).click();
    await page.waitForURL(/\/core-values-analyzer\/report\/[A-Za-z0-9]{43}$/);
    reportUrl = page.url();
    const bar = page.getByRole('progressbar', { name: 'Analysis progress' });
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 60_000, interval: 250 }).toBe('100');
    await page.getByText('Your analysis is ready.').waitFor();
    expect(await page.getByTestId('analyzer-value').count()).toBe(3);
    expect(await page.locator('[data-testid="analyzer-section"][data-status="finished"]').count()).toBe(15);
    for (const value of ['Integrity', 'Customer obsession', 'Courage'])
      await page.getByRole('heading', { name: value, level: 2 }).waitFor();
    const integrity = page.getByRole('article', { name: 'Integrity' });
    for (const section of ['What it means', 'Culture audit', 'Skills guidance', 'Survey questions', 'Microlearning'])
      await integrity.getByRole('region', { name: `Integrity: ${section}` }).waitFor();
    await integrity
      .getByRole('region', { name: 'Integrity: Culture audit' })
      .getByRole('heading', { name: 'Culture audit' })
      .waitFor();
    // Written by the offline stand-in on the local stack: labelled so, never passed off as AI.
    expect(await page.getByTestId('ai-offline').count()).toBe(15);
  });

  it('Download PDF produces a PDF file', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('core-values-integrity-customer-obsession-courage.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
  });

  it('the report opens again from its address (the run id is its key)', async () => {
    const other = await (await browser.newContext()).newPage();
    await other.goto(reportUrl);
    await other.getByText('Your analysis is ready.').waitFor();
    expect(await other.locator('[data-testid="analyzer-section"][data-status="finished"]').count()).toBe(15);
    await other.close();
  });

  it('the /th address preselects Thai output', async () => {
    await page.goto(`${webUrl}/th/core-values-analyzer`);
    await page.getByRole('heading', { name: 'เครื่องมือวิเคราะห์ค่านิยมหลัก' }).waitFor();
    expect(await page.getByLabel('ภาษาของผลลัพธ์').inputValue()).toBe('th');
  });
});
