import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { RESPONDENT_LOCALES, RESPONDENT_LOCALE_NAMES } from '@shared/i18n/respondent-locale';
import de from '../../web/src/lib/i18n/respondent/de';
import ar from '../../web/src/lib/i18n/respondent/ar';
import type { RespondentCatalogue, RespondentKey } from '../../web/src/lib/i18n/respondent/keys';
import { answerValuesAndPublish, CHROMIUM_ARGS, signUpEmployer } from './browser';
import { expectAccessible } from './a11y';
import { englishDetector, type EnglishDetector } from './english-left';
import { publishEverySection, type CustomSurveyTexts } from './every-section';

/**
 * Issue 27 "Done means", in Chromium on the local stack: a German and an Arabic candidate take all eight sections, from
 * the registration to the thank-you page, and no screen shows English (english-left.ts: the English catalogues and
 * section content, whole texts and stray words). The Arabic screens run right to left and pass axe. The link of an
 * assessment that does not restrict languages offers every one, each in its own name; one restricted to Thai and
 * German offers those two only.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const company = 'Nordlicht Kollektiv';
const formName = `Kulturcheck ${stamp}`;
const survey: CustomSurveyTexts = {
  open: 'What would you change in your first month?',
  choice: 'Can you work on site two days a week?',
  options: ['Yes', 'No'],
};

let browser: Browser;
let employer: Page;
let everyLanguageLink = '';

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  employer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

const label = (catalogue: RespondentCatalogue, key: RespondentKey) => catalogue.messages[key] ?? key;

interface Candidate {
  catalogue: RespondentCatalogue;
  browserLocale: string;
  firstName: string;
  lastName: string;
  answer: string;
  /** Checks a screen beyond its English: the Arabic candidate's direction and axe. */
  check?: (page: Page, screen: string) => Promise<void>;
}

/**
 * A candidate walks the whole test in their browser's language; returns the English found, by screen (a screen with
 * none is left out).
 */
async function walk(
  who: Candidate,
  detector: EnglishDetector,
): Promise<Record<string, { strings: string[]; words: string[] }>> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: who.browserLocale });
  const page = await context.newPage();
  const email = `${who.firstName.length}.${stamp}.${who.browserLocale}@example.com`;
  const typed = [company, formName, survey.open, survey.choice, ...survey.options, who.firstName, who.lastName];
  typed.push(email, who.answer);
  const found: Record<string, { strings: string[]; words: string[] }> = {};
  const look = async (screen: string) => {
    const english = await detector.find(page, typed);
    if (english.strings.length + english.words.length > 0) found[screen] = english;
    await who.check?.(page, screen);
  };
  const t = (key: RespondentKey) => label(who.catalogue, key);
  const saved = () =>
    page
      .getByRole('status')
      .filter({ hasText: t('common.saved') })
      .waitFor();
  let n = 0;
  /** The section's intro, then its questions once started. */
  const start = async () => {
    n += 1;
    await page.getByRole('button', { name: t('test.intro.start'), exact: true }).waitFor();
    await look(`${n}: intro`);
    await page.getByRole('button', { name: t('test.intro.start'), exact: true }).click();
    await page.getByRole('timer').waitFor();
  };
  const complete = async () => {
    await saved();
    await look(`${n}: questions`);
    await page.getByRole('button', { name: t('test.complete') }).click();
  };
  try {
    await page.goto(everyLanguageLink);
    await page.getByLabel(t('test.firstName')).waitFor();
    // Every respondent language offered, each in its own name.
    expect(await page.locator('.lang-switcher option').allInnerTexts()).toEqual(
      RESPONDENT_LOCALES.map((l) => RESPONDENT_LOCALE_NAMES[l]),
    );
    await look('registration');
    await page.getByLabel(t('test.firstName')).fill(who.firstName);
    await page.getByLabel(t('test.lastName')).fill(who.lastName);
    await page.getByLabel(t('test.email')).fill(email);
    await page.getByRole('button', { name: t('test.register.submit') }).click();

    await start(); // values and traits
    const vt = page.getByRole('radiogroup');
    await expect.poll(() => vt.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await vt.count()); i += 1) await vt.nth(i).getByRole('radio').nth(3).click();
    await complete();

    await start(); // culture profile
    const dimensions = page.getByRole('group');
    await expect.poll(() => dimensions.count()).toBe(6);
    for (let d = 0; d < 6; d += 1)
      for (let i = 0; i < 4; i += 1)
        await dimensions
          .nth(d)
          .getByRole('spinbutton')
          .nth(i)
          .fill(String([40, 30, 20, 10][i]));
    await complete();

    await start(); // acceptable behaviours
    const behaviours = page.getByRole('radiogroup');
    await expect.poll(() => behaviours.count()).toBe(3);
    for (let i = 0; i < 3; i += 1) await behaviours.nth(i).getByRole('radio').nth(i).click();
    await complete();

    await start(); // work style
    const styles = page.getByRole('radiogroup');
    await expect.poll(() => styles.count()).toBe(9);
    for (let i = 0; i < 9; i += 1) await styles.nth(i).getByRole('radio').first().click();
    await complete();

    await start(); // logic test: the last question left open, to meet the warning
    const logic = page.getByRole('radiogroup');
    await expect.poll(() => logic.count()).toBeGreaterThan(1);
    const questions = await logic.count();
    for (let i = 0; i < questions - 1; i += 1) await logic.nth(i).getByRole('radio').first().click();
    await saved();
    await look(`${n}: questions`);
    await page.getByRole('button', { name: t('test.complete') }).click();
    await page.getByRole('alertdialog').waitFor();
    await look(`${n}: one question without an answer`);
    await page.getByRole('button', { name: t('test.unanswered.complete') }).click();

    await start(); // custom survey
    await page.getByLabel(survey.open).fill(who.answer);
    await page.getByRole('radiogroup').getByRole('radio', { name: survey.options[0] }).click();
    await complete();

    await start(); // human skills
    await page.getByRole('textbox').first().fill(`${who.answer} `.repeat(12));
    await complete();

    await start(); // Big Five
    const items = page.getByRole('radiogroup');
    await expect.poll(() => items.count()).toBe(50);
    for (let i = 0; i < 50; i += 1)
      await items
        .nth(i)
        .getByRole('radio')
        .nth(i % 5)
        .click();
    await saved();
    await look(`${n}: questions`);
    await page.getByRole('button', { name: t('test.finish') }).click();
    await page.getByRole('heading', { name: t('test.thanks.title') }).waitFor();
    await look('thank-you');
  } finally {
    await context.close();
  }
  return found;
}

describe('a German and an Arabic candidate take every section in their language', () => {
  it('the employer publishes all eight sections, offering every language', async () => {
    await signUpEmployer(employer, webUrl, `walk.${stamp}@example.com`, company);
    await employer.getByRole('link', { name: /New Assessment/ }).click();
    await employer.getByLabel('Assessment name').fill(formName);
    everyLanguageLink = await publishEverySection(employer, survey);
    expect(everyLanguageLink).toContain('/assessment-test/');
  });

  it('a German candidate: every screen in German, from the registration to the thank-you page', async () => {
    const found = await walk(
      {
        catalogue: de,
        browserLocale: 'de-DE',
        firstName: 'Lena',
        lastName: 'Weber',
        answer: 'Ich höre zuerst zu und frage dann, wie ich helfen kann.',
      },
      await englishDetector('de'),
    );
    expect(found).toEqual({});
  });

  it('an Arabic candidate: every screen in Arabic, right to left, and axe finds nothing serious', async () => {
    const directions: Record<string, string> = {};
    const found = await walk(
      {
        catalogue: ar,
        browserLocale: 'ar',
        firstName: 'ليلى',
        lastName: 'حداد',
        answer: 'أستمع أولاً ثم أسأل كيف يمكنني المساعدة.',
        check: async (page, screen) => {
          const dir = await page.evaluate(() => document.documentElement.dir);
          if (dir !== 'rtl') directions[screen] = dir;
          await expectAccessible(page, `${screen} in Arabic`);
        },
      },
      await englishDetector('ar'),
    );
    expect(directions).toEqual({});
    expect(found).toEqual({});
  });

  it('an employer who allows only Thai and German has only those two offered, each in its own name', async () => {
    await employer.goto(`${webUrl}/assessments/create/name`);
    await employer.getByLabel('Assessment name').fill(`Thai und Deutsch ${stamp}`);
    await employer.getByRole('checkbox', { name: 'Every language: respondents choose theirs' }).uncheck();
    await employer.getByRole('checkbox', { name: RESPONDENT_LOCALE_NAMES.th, exact: true }).check();
    await employer.getByRole('checkbox', { name: RESPONDENT_LOCALE_NAMES.de, exact: true }).check();
    await employer.getByRole('checkbox', { name: RESPONDENT_LOCALE_NAMES.en, exact: true }).uncheck();
    await employer.getByRole('button', { name: 'Continue' }).click();
    await answerValuesAndPublish(employer);
    const link = await employer.getByRole('textbox', { name: 'Public link' }).inputValue();
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(link);
      // The control appears once the link has loaded (none shows while it loads).
      const offered = page.locator('.lang-switcher option');
      await offered.first().waitFor({ state: 'attached' });
      expect((await offered.allInnerTexts()).sort()).toEqual(
        [RESPONDENT_LOCALE_NAMES.th, RESPONDENT_LOCALE_NAMES.de].sort(),
      );
    } finally {
      await context.close();
    }
  });
});
