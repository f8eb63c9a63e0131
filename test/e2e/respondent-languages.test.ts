import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { en } from '../../web/src/lib/i18n/messages/en';
import { respondentPagesEn } from '../../web/src/lib/i18n/parts/respondent-pages.en';
import { RESPONDENT_KEYS } from '../../web/src/lib/i18n/respondent/keys';
import de from '../../web/src/lib/i18n/respondent/de';
import ar from '../../web/src/lib/i18n/respondent/ar';
import { RESPONDENT_LOCALE_NAMES } from '@shared/i18n/respondent-locale';
import { CHROMIUM_ARGS, answerValuesAsCompany, signUpEmployer } from './browser';
import { expectAccessible } from './a11y';

/**
 * Issue 27 §1, the candidate's first screens in German and in Arabic: the link offers only the languages the employer
 * chose, each in its own name; the registration, the overview and the section's intro show none of the English
 * interface strings the candidate catalogue translates (checked against the English catalogue, not by eye); Arabic
 * runs right to left and passes axe. The review step showed the employer each section's translation state first.
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

type Catalogue = typeof de;

/**
 * English a candidate's screen must not show: the candidate keys a catalogue translates differently (fixed text with
 * words), and every sentence of four words or more of the English respondent pages, translated or not (so a string
 * the candidate catalogue forgot shows up here).
 */
function englishOf(catalogue: Catalogue): string[] {
  const english = en as Record<string, string>;
  const own = catalogue.messages as Record<string, string>;
  const keys = RESPONDENT_KEYS.map((key) => [english[key] ?? '', own[key]] as const)
    .filter(([text, mine]) => mine !== undefined && mine !== text && !text.includes('{') && /[A-Za-z]{3}/.test(text))
    .map(([text]) => text)
    .filter((text) => text.length >= 5);
  const sentences = Object.values(respondentPagesEn as Record<string, string>)
    .flatMap((text) => text.split(/\{[^}]*\}/))
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 4 && /[A-Za-z]{3}/.test(part));
  return [...new Set([...keys, ...sentences])];
}

const label = (catalogue: Catalogue, key: string) => (catalogue.messages as Record<string, string>)[key] ?? key;

async function englishOnScreen(page: Page, catalogue: Catalogue): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  // Whole words only: German "Starten" is not the English "Start".
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return englishOf(catalogue).filter((s) => new RegExp(`(^|[^\\p{L}])${escape(s)}($|[^\\p{L}])`, 'u').test(text));
}

describe('a German and an Arabic candidate', () => {
  it('the employer offers German and Arabic only, and sees each section’s translation state before publishing', async () => {
    const employer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signUpEmployer(employer, webUrl, `langs.${stamp}@example.com`, 'Polyglot Labs');
    await employer.getByRole('link', { name: /New Assessment/ }).click();
    await employer.getByLabel('Assessment name').fill(`Sprachen ${stamp}`);
    await employer.getByRole('checkbox', { name: 'Every language: respondents choose theirs' }).uncheck();
    await employer.getByRole('checkbox', { name: RESPONDENT_LOCALE_NAMES.de, exact: true }).check();
    await employer.getByRole('checkbox', { name: RESPONDENT_LOCALE_NAMES.ar, exact: true }).check();
    await employer.getByRole('checkbox', { name: RESPONDENT_LOCALE_NAMES.en, exact: true }).uncheck();
    await employer.getByRole('button', { name: 'Continue' }).click();
    await answerValuesAsCompany(employer);
    await employer.getByRole('button', { name: 'Save and review' }).click();
    const states = employer.getByRole('definition').filter({ hasText: 'Values and traits' });
    await expect.poll(() => states.count()).toBe(2);
    expect(await states.first().innerText()).toMatch(/Values and traits \((translated, not validated|validated)\)/);
    await employer.getByRole('button', { name: 'Publish' }).click();
    await employer.waitForURL(/\/assessments\/assessments\?id=/);
    publicLink = await employer.getByRole('textbox', { name: 'Public link' }).inputValue();
  });

  it('a German candidate: only the two languages offered, in their own names; no English on the first screens', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    try {
      await page.goto(publicLink);
      await page.getByLabel(label(de, 'test.firstName')).waitFor();
      const offered = await page.locator('.lang-switcher option').allInnerTexts();
      expect(offered).toEqual([RESPONDENT_LOCALE_NAMES.ar, RESPONDENT_LOCALE_NAMES.de]);
      const found: Record<string, string[]> = {};
      found.registration = await englishOnScreen(page, de);
      await page.getByLabel(label(de, 'test.firstName')).fill('Lena');
      await page.getByLabel(label(de, 'test.lastName')).fill('Weber');
      await page.getByLabel(label(de, 'test.email')).fill(`lena.${stamp}@example.com`);
      await page.getByRole('button', { name: label(de, 'test.register.submit') }).click();
      await page.getByRole('button', { name: label(de, 'test.intro.start'), exact: true }).waitFor();
      found.intro = await englishOnScreen(page, de);
      await page.getByRole('button', { name: label(de, 'test.intro.start'), exact: true }).click();
      await page.getByRole('timer').waitFor();
      found.questions = await englishOnScreen(page, de);
      expect(found).toEqual({ registration: [], intro: [], questions: [] });
    } finally {
      await context.close();
    }
  });

  it('an Arabic candidate: right to left, no English on the first screens, axe finds nothing serious', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'ar' });
    const page = await context.newPage();
    try {
      await page.goto(publicLink);
      await page.getByLabel(label(ar, 'test.firstName')).waitFor();
      expect(await page.evaluate(() => document.dir)).toBe('rtl');
      const found: Record<string, string[]> = {};
      found.registration = await englishOnScreen(page, ar);
      await expectAccessible(page, 'the registration in Arabic');
      await page.getByLabel(label(ar, 'test.firstName')).fill('ليلى');
      await page.getByLabel(label(ar, 'test.lastName')).fill('حداد');
      await page.getByLabel(label(ar, 'test.email')).fill(`layla.${stamp}@example.com`);
      await page.getByRole('button', { name: label(ar, 'test.register.submit') }).click();
      await page.getByRole('button', { name: label(ar, 'test.intro.start'), exact: true }).waitFor();
      expect(await page.evaluate(() => document.dir)).toBe('rtl');
      found.intro = await englishOnScreen(page, ar);
      await expectAccessible(page, 'the section intro in Arabic');
      await page.getByRole('button', { name: label(ar, 'test.intro.start'), exact: true }).click();
      await page.getByRole('timer').waitFor();
      found.questions = await englishOnScreen(page, ar);
      await expectAccessible(page, 'the questions in Arabic');
      expect(found).toEqual({ registration: [], intro: [], questions: [] });
    } finally {
      await context.close();
    }
  });
});
