import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import EN_ERROR_TEXTS from '@shared/errors/texts/en';
import de from '../../web/src/lib/i18n/respondent/de';
import { englishLeft } from '../support/english-left';
import { answerValuesAndPublish, CHROMIUM_ARGS, signUpEmployer } from './browser';
import { englishDetector } from './english-left';

/**
 * Issue 27 §1, the candidate's error messages in their language: a German candidate whose registration the server
 * refuses (an address longer than any allowed, which the browser's pattern lets through), then whose network drops as
 * they register, reads both failures in German; no English text of the error catalogue or of the respondent's
 * screens is left on the page. With the network back, the same form registers them.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const company = 'Fehlerfrei GmbH';

let browser: Browser;
let publicLink = '';

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

const catalogueEnglish = Object.values(EN_ERROR_TEXTS);

/** The catalogue's English sentences on the page (whole page text, the alert included). */
const errorEnglishOn = async (page: Page) => englishLeft(await page.locator('body').innerText(), catalogueEnglish);

describe('a German candidate reads the failures of their registration in German', () => {
  it('the employer publishes an assessment that offers every language', async () => {
    const employer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signUpEmployer(employer, webUrl, `resperr.${stamp}@example.com`, company);
    await employer.getByRole('link', { name: /New Assessment/ }).click();
    await employer.getByLabel('Assessment name').fill(`Fehlertexte ${stamp}`);
    await employer.getByRole('button', { name: 'Continue' }).click();
    await answerValuesAndPublish(employer);
    publicLink = await employer.getByRole('textbox', { name: 'Public link' }).inputValue();
    expect(publicLink).toContain('/assessment-test/');
  });

  it('a refused address and a dropped network each read in German, and the form then registers', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    const detector = await englishDetector('de');
    // 259 characters: the pattern the browser checks accepts it, the server's limit of 254 does not.
    const tooLong = `${'a'.repeat(64)}@${`${'b'.repeat(60)}.`.repeat(3)}example.com`;
    const email = `lena.${stamp}@example.com`;
    const typed = [company, `Fehlertexte ${stamp}`, 'Lena', 'Weber', tooLong, email];
    try {
      await page.goto(publicLink);
      await page.getByLabel(de.messages['test.firstName']!).fill('Lena');
      await page.getByLabel(de.messages['test.lastName']!).fill('Weber');
      await page.getByLabel(de.messages['test.email']!).fill(tooLong);
      await page.getByRole('button', { name: de.messages['test.register.submit'] }).click();
      await expect.poll(() => page.getByRole('alert').innerText()).toBe(de.errors.INVALID_EMAIL_ADDRESS);
      expect(await errorEnglishOn(page)).toEqual([]);
      expect(await detector.find(page, typed)).toEqual({ strings: [], words: [] });

      // The network drops as they send the form again.
      await page.getByLabel(de.messages['test.email']!).fill(email);
      await context.setOffline(true);
      await page.getByRole('button', { name: de.messages['test.register.submit'] }).click();
      await expect.poll(() => page.getByRole('alert').innerText()).toBe(de.errors.NETWORK_ERROR);
      expect(await errorEnglishOn(page)).toEqual([]);
      await context.setOffline(false);
      expect(await detector.find(page, typed)).toEqual({ strings: [], words: [] });

      await page.getByRole('button', { name: de.messages['test.register.submit'] }).click();
      await page.getByRole('button', { name: de.messages['test.intro.start'], exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
