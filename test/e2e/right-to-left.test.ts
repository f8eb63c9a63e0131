import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, registerAndStart, signUpEmployer } from './browser';
import { expectAccessible } from './a11y';

/**
 * Right to left (issue 27 §2): a candidate who reads the Big Five statements in Arabic gets the page mirrored —
 * `<html dir="rtl">`, the statements' scale running from the right, the header and the action bar swapped — and the
 * arrow keys follow what they see: Right moves to the option on the right, which in Arabic is the previous one.
 * Until then, in English, the page is left to right and fetches no font of another script.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();

let browser: Browser;
let employer: Page;
let publicLink = '';

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

/** The horizontal middle of an element on screen. */
async function centreX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.x + box.width / 2;
}

/** The index of the checked radio among a group's radios, or -1. */
async function checkedIndex(group: Locator): Promise<number> {
  return group.getByRole('radio').evaluateAll((radios) => radios.findIndex((r) => (r as HTMLInputElement).checked));
}

const documentDir = (page: Page) => page.evaluate(() => document.dir);

describe('an Arabic Big Five respondent reads right to left', () => {
  it('the employer publishes values and traits with the 50-statement Big Five', async () => {
    employer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signUpEmployer(employer, webUrl, `rtl.${stamp}@example.com`, 'Sahara Labs');
    await employer.getByRole('link', { name: /New Assessment/ }).click();
    await employer.getByLabel('Assessment name').fill(`Right to left ${stamp}`);
    await employer.getByRole('button', { name: 'Continue' }).click();
    await employer.getByRole('checkbox', { name: /Big Five personality/ }).check();
    await employer.getByRole('button', { name: 'Save and answer as the company' }).click();
    const row = (name: string) => employer.getByRole('listitem').filter({ hasText: name });
    await row('Values and traits').getByRole('link').click();
    const values = employer.getByRole('region', { name: 'Values' }).getByRole('radiogroup');
    await values.first().waitFor();
    for (let i = 0; i < 6; i += 1) await values.nth(i).getByRole('radio', { name: /^5 / }).click();
    await values.nth(6).getByRole('radio', { name: /^3 / }).click();
    const traits = employer.getByRole('region', { name: 'Traits' }).getByRole('radiogroup');
    for (let i = 0; i < 4; i += 1) await traits.nth(i).getByRole('radio', { name: /^4 / }).click();
    await employer
      .getByRole('region', { name: 'How important is each value to you?' })
      .getByRole('combobox')
      .last()
      .selectOption({ label: 'Non-essential' });
    await employer.getByRole('button', { name: 'Save section' }).click();
    await row('Values and traits').getByText('Completed').waitFor();
    await row('Big Five personality').getByRole('link').click();
    await employer.getByRole('radio', { name: /^50 statements/ }).click();
    await employer.getByRole('button', { name: 'Save section' }).click();
    await row('Big Five personality').getByText('Completed').waitFor();
    await employer.getByRole('button', { name: 'Save and review' }).click();
    await employer.getByRole('button', { name: 'Publish' }).click();
    await employer.waitForURL(/\/assessments\/assessments\?id=/);
    publicLink = await employer.getByRole('textbox', { name: 'Public link' }).inputValue();
  });

  it('in English the page runs left to right and fetches no font of another script; in Arabic it is mirrored', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf)(\?|$)/.test(request.url()))
        fonts.push(request.url());
    });
    try {
      await page.goto(publicLink);
      await registerAndStart(page, { first: 'Layla', last: 'Haddad', email: `layla.${stamp}@example.com` });
      expect(await documentDir(page)).toBe('ltr');
      const values = page.getByRole('radiogroup');
      await values.first().waitFor();
      const n = await values.count();
      for (let i = 0; i < n; i += 1) await values.nth(i).getByRole('radio', { name: /^4 / }).click();
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
      await page.getByRole('button', { name: 'Complete section' }).click();
      await page.getByRole('heading', { name: 'Big Five personality', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('timer').waitFor();
      expect(await documentDir(page)).toBe('ltr');
      // An English candidate's pages so far: no Arabic, Hebrew, Devanagari, Armenian, CJK, Cyrillic or Thai font.
      await page.waitForLoadState('networkidle');
      expect(
        fonts.filter((url) => /arabic|hebrew|devanagari|armenian|cyrillic|thai|jp|sc|kr|tc|hk|cjk/i.test(url)),
      ).toEqual([]);

      await page.getByLabel('Language of the statements').selectOption('ar');
      await page.locator('.question-list[lang="ar"]').waitFor();
      expect(await documentDir(page)).toBe('rtl');
      expect(await page.locator('.question-list').getAttribute('dir')).toBe('rtl');
      await page.screenshot({ path: '/tmp/rtl-big5-ar.png' });

      // Mirrored: the scale starts on the right; the brand is on the right of the header, the timer on its left;
      // the action bar's button is on the left of its status.
      const first = page.getByRole('radiogroup').first();
      // A radio's face is its label (the input itself is hidden under it).
      const faces = first.locator('label.choice');
      const xs = await Promise.all([0, 1, 2, 3].map((i) => centreX(faces.nth(i))));
      expect(xs).toEqual([...xs].sort((a, b) => b - a));
      expect(await centreX(page.locator('.test-header .brand'))).toBeGreaterThan(
        await centreX(page.getByRole('timer')),
      );
      expect(await centreX(page.locator('.sticky-actions [role="status"]'))).toBeGreaterThan(
        await centreX(page.getByRole('button', { name: 'Finish' })),
      );

      // The arrow keys follow the visual order: Right goes to the option on the right, Left to the one on the left.
      await faces.nth(2).click();
      const before = await centreX(faces.nth(2));
      await page.keyboard.press('ArrowRight');
      const right = await checkedIndex(first);
      expect(right).toBe(1);
      expect(await centreX(faces.nth(right))).toBeGreaterThan(before);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      const left = await checkedIndex(first);
      expect(left).toBe(3);
      expect(await centreX(faces.nth(left))).toBeLessThan(before);

      await expectAccessible(page, 'the Big Five in Arabic');

      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByRole('button', { name: 'Finish anyway' }).click();
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
      // The thank-you page speaks the interface's language (English): left to right again.
      expect(await documentDir(page)).toBe('ltr');
    } finally {
      await context.close();
    }
  });
  it('on a 412 px phone the page is no wider than the screen, and answering a value or a statement moves none below it', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // A statement's top in the page (not the screen: a tap scrolls its target into view).
    const top = (group: Locator) => group.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    try {
      await page.goto(publicLink);
      await registerAndStart(page, { first: 'Noor', last: 'Phone', email: `noor.${stamp}@example.com` });
      // A page wider than the phone scrolls sideways (the header's language control used to push it 17 px past).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(412);
      const values = page.getByRole('radiogroup');
      await values.first().waitFor();
      // Rating a value shows its Clear in the place kept for it, and the bar below counts and saves in lines of its
      // own: neither the next row nor the bar grows as the respondent answers.
      const bar = page.getByRole('status');
      const barHeight = () => bar.evaluate((el) => el.getBoundingClientRect().height);
      const nextRow = await top(values.nth(1));
      const barBefore = await barHeight();
      await values.first().getByRole('radio', { name: /^4 / }).tap();
      await values.first().getByRole('button', { name: 'Clear answer' }).waitFor();
      await bar.filter({ hasText: 'All changes saved' }).waitFor();
      expect(await top(values.nth(1))).toBe(nextRow);
      expect(await barHeight()).toBe(barBefore);
      // On a 320 px phone the row is too narrow for the scale and Clear on one line: Clear goes up beside the value's
      // name rather than onto a line of its own under the scale.
      await page.setViewportSize({ width: 320, height: 823 });
      const topOnScreen = (target: Locator) => target.evaluate((el) => el.getBoundingClientRect().top);
      expect(await topOnScreen(values.first().getByRole('button', { name: 'Clear answer' }))).toBeLessThan(
        await topOnScreen(values.first().getByRole('radio').first()),
      );
      await page.setViewportSize({ width: 412, height: 823 });
      // Rows arrive a screenful per task (use-progressive-count.ts), later on a busy machine: answer the rows there
      // are until both parts' counters read all rated.
      const allRated = page.getByText(/^(\d+) of \1 rated$/);
      for (let answered = 0; (await allRated.count()) < 2;) {
        const n = await values.count();
        for (; answered < n; answered += 1) await values.nth(answered).getByRole('radio', { name: /^4 / }).tap();
      }
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
      await page.getByRole('button', { name: 'Complete section' }).tap();
      await page.getByRole('button', { name: 'Start', exact: true }).tap();
      const statements = page.getByRole('radiogroup');
      await statements.nth(1).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(412);
      const first = statements.first();
      const next = await top(statements.nth(1));
      await first.getByRole('radio', { name: 'Neither accurate nor inaccurate' }).tap();
      await expect.poll(() => checkedIndex(first)).toBe(2);
      // The answered statement keeps its height: Clear was kept a place beside it, so the next one has not moved.
      expect(await top(statements.nth(1))).toBe(next);
      await first.getByRole('button', { name: 'Clear answer' }).tap();
      await expect.poll(() => checkedIndex(first)).toBe(-1);
      expect(await top(statements.nth(1))).toBe(next);
      // The Clear that had the focus is hidden now: the focus is on the statement's first choice, not the page's body.
      expect(
        await first
          .getByRole('radio')
          .first()
          .evaluate((el) => el === document.activeElement),
      ).toBe(true);
      // A tap's own frame draws the chosen face and its Clear, not the page: the count under the questions follows in
      // the next frame (use-section-session.ts `renderAfterPaint`), which on a slow phone keeps the tap's frame short.
      const frames = await statements.nth(2).evaluate(async (group) => {
        const left = () => document.querySelector('[role="status"] > span')?.textContent ?? '';
        const before = left();
        group.querySelector<HTMLInputElement>('input[type="radio"]')?.click();
        // A timeout queued now runs after the change's own render and before the frame's callbacks queue theirs.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const checked = group.querySelector<HTMLInputElement>('input:checked') !== null;
        const clearShown = !group.querySelector('.choice-clear')?.hasAttribute('data-idle');
        const inTap = left();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        return { before, checked, clearShown, inTap, after: left() };
      });
      expect(frames).toMatchObject({ checked: true, clearShown: true, inTap: frames.before });
      expect(frames.after).not.toBe(frames.before);
      await expectAccessible(page, 'the Big Five on a phone');
    } finally {
      await context.close();
    }
  });

  it("the report of a respondent with a Latin name fetches the PDF's Latin face only", async () => {
    const faces: string[] = [];
    // The face files the PDF fetches (the dev server also serves each `?url` import as a module, `?import&url`).
    employer.on('request', (request) => {
      if (/\.(woff2?|ttf|otf)$/.test(request.url())) faces.push(request.url());
    });
    await employer.reload();
    await employer.getByRole('link', { name: 'Layla Haddad' }).click();
    await employer.getByRole('heading', { name: 'Layla Haddad' }).waitFor();
    const [download] = await Promise.all([
      employer.waitForEvent('download'),
      employer.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect((await download.createReadStream()).readable).toBe(true);
    expect(faces.some((url) => /sarabun-latin-400/.test(url))).toBe(true);
    // No Thai, Arabic, Hebrew, Devanagari, Armenian or Cyrillic face for a report that draws none of them.
    expect(
      faces.filter((url) => /sarabun-thai|noto-sans/.test(url)),
      faces.join(' '),
    ).toEqual([]);
  });
});
