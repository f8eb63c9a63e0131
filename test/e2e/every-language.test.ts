import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { answerValuesAndPublish, CHROMIUM_ARGS, signUpEmployer } from './browser';
import { expectAccessible } from './a11y';

/**
 * The candidate's own screens in a respondent language beyond en, th and es (issue 27 §1): a browser that prefers
 * Korean opens a link that offers every language and reads the registration in Korean; choosing Swedish on the page
 * turns it into Swedish, and the person registers and meets the test's first screen in Swedish. Each language's
 * strings are a chunk of their own, fetched when chosen (web/src/lib/i18n/respondent/load.ts).
 */

const webUrl = inject('webUrl');
const stamp = Date.now();

let browser: Browser;
let publicLink = '';

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

describe('a candidate reads their own screens in their language', () => {
  it('the employer publishes an assessment that offers every language', async () => {
    const employer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signUpEmployer(employer, webUrl, `languages.${stamp}@example.com`, 'Polyglot Co');
    await employer.getByRole('link', { name: /New Assessment/ }).click();
    await employer.getByLabel('Assessment name').fill(`Languages ${stamp}`);
    await employer.getByRole('button', { name: 'Continue' }).click();
    await employer.waitForURL(/\/assessments\/create\/sections\?id=/);
    await answerValuesAndPublish(employer);
    publicLink = await employer.getByRole('textbox', { name: 'Public link' }).inputValue();
    expect(publicLink).toContain('/assessment-test/');
  });

  it('Korean from the browser, then Swedish by choice, up to the test itself', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, locale: 'ko-KR' });
    const page = await context.newPage();
    try {
      await page.goto(publicLink);
      await page.getByRole('heading', { name: '환영합니다' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
      await page.getByRole('button', { name: '평가 시작' }).waitFor();
      await expectAccessible(page, 'the registration in Korean');

      await page.getByRole('combobox', { name: '언어' }).selectOption('sv');
      await page.getByRole('heading', { name: 'Välkommen' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
      await page.getByLabel('Förnamn').fill('Astrid');
      await page.getByLabel('Efternamn').fill('Lind');
      await page.getByLabel('E-post (valfritt)').fill(`astrid.${stamp}@example.com`);
      await page.getByRole('button', { name: 'Starta bedömningen' }).click();
      await page.getByRole('button', { name: 'Starta', exact: true }).waitFor();
      await expectAccessible(page, 'the first screen of the test in Swedish');
    } finally {
      await context.close();
    }
  });
});
