import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { answerValuesAsCompany, CHROMIUM_ARGS, signUpEmployer, skipTour } from './browser';

/**
 * The guided tours in Chromium (spec part 1 §2 "Guided tours"; §3 User flags; part 2 §9.6): a new employer is
 * walked from My Assessments through the wizard (create steps 0 to 3) to publishing, then shown the invite tour
 * (steps 0 and 1) on that assessment; each tour is shown once. Someone who skips never sees it again. The popover's
 * button carries the workspace colour with dark text on a light colour.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

async function newEmployer(
  email: string,
  who: { company: string; color?: string; tour: 'skip' | 'keep' },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signUpEmployer(page, webUrl, email, who.company, {
    firstName: 'Tia',
    ...(who.color ? { color: who.color } : {}),
    tour: who.tour,
  });
  return page;
}

/** The tour's popover: a dialog named by its title, with its "Step n of m" line. */
function popover(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

async function noPopoverAfterSettling(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  return page.locator('.driver-popover').count();
}

describe('the create and invite tours', () => {
  let page: Page;

  it('step 0 on My Assessments points at New Assessment; Start opens the wizard', async () => {
    page = await newEmployer(`tia.tour.${stamp}@example.com`, { company: `Tour Co ${stamp}`, tour: 'keep' });
    const step0 = popover(page, 'Create your first assessment');
    await step0.getByText('Step 1 of 4').waitFor();
    // The button wears the workspace colour (default dark grey) with white text.
    const start = step0.getByRole('button', { name: 'Start' });
    expect(await start.evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color])).toEqual([
      'rgb(27, 28, 30)',
      'rgb(255, 255, 255)',
    ]);
    await page.screenshot({ path: '/tmp/e2e-tour-0.png' });
    await start.click();
    await page.waitForURL(/\/assessments\/create\/name$/);
  });

  it('step 1 on the name step leaves the form usable: typing, Tab to the next field, Continue', async () => {
    const step1 = popover(page, 'Name your assessment');
    await step1.getByText('Step 2 of 4').waitFor();
    const name = page.getByLabel('Assessment name');
    // The focus stays in the form from the moment the popover shows, not on the popover's button.
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await name.fill(`Tour role ${stamp}`);
    await name.press('Tab');
    // driver.js would keep Tab inside its popover; on a form step it moves on to Role as usual.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe(
      'e.g. Product designer',
    );
    await page.keyboard.type('Designer');
    await page.screenshot({ path: '/tmp/e2e-tour-1.png' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/assessments\/create\/sections\?id=/);
  });

  it('step 2 on the sections step, none on the company answers, step 3 on Publish', async () => {
    await popover(page, 'Choose what to measure').getByText('Step 3 of 4').waitFor();
    await answerValuesAsCompany(page);
    // Still on the company answers: no step of the tour here.
    expect(await page.locator('.driver-popover').count()).toBe(0);
    await page.getByRole('button', { name: 'Save and review' }).click();
    await popover(page, 'Publish it').getByText('Step 4 of 4').waitFor();
    await page.screenshot({ path: '/tmp/e2e-tour-3.png' });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL(/\/assessments\/assessments\?id=/);
  });

  it('the invite tour follows on the published assessment: the public link, then e-mail; Done ends it for good', async () => {
    const step0 = popover(page, 'Share the public link');
    await step0.getByText('Step 1 of 2').waitFor();
    await step0.getByRole('button', { name: 'Next' }).click();
    const step1 = popover(page, 'Or invite people by e-mail');
    await step1.getByText('Step 2 of 2').waitFor();
    await page.screenshot({ path: '/tmp/e2e-tour-invite.png' });
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/me/guided-tour') && r.ok()),
      step1.getByRole('button', { name: 'Done' }).click(),
    ]);
    // Shown once: neither tour comes back on this assessment or on My Assessments.
    await page.reload();
    expect(await noPopoverAfterSettling(page)).toBe(0);
    await page.goto(`${webUrl}/assessments`);
    await page.getByRole('link', { name: `Tour role ${stamp}` }).waitFor();
    expect(await noPopoverAfterSettling(page)).toBe(0);
  });
});

describe('skipping', () => {
  it('Skip tour on the first popover ends it: not on My Assessments again, not in the wizard', async () => {
    const page = await newEmployer(`sam.skip.${stamp}@example.com`, { company: `Skip Co ${stamp}`, tour: 'keep' });
    await popover(page, 'Create your first assessment').waitFor();
    await skipTour(page);
    await page.reload();
    await page.getByRole('heading', { name: 'My Assessments' }).waitFor();
    expect(await noPopoverAfterSettling(page)).toBe(0);
    await page.getByRole('link', { name: /New Assessment/ }).click();
    await page.getByLabel('Assessment name').waitFor();
    expect(await noPopoverAfterSettling(page)).toBe(0);

    // Changed their mind: My account shows it again, from its first step.
    await page.goto(`${webUrl}/account`);
    await page.getByRole('button', { name: 'Show the guided tour again' }).click();
    await page.waitForURL(/\/assessments$/);
    await popover(page, 'Create your first assessment').getByText('Step 1 of 4').waitFor();
  });
});

describe('a popover that would show after the user has moved on', () => {
  it('is not drawn on the next screen, which takes clicks; it shows again on its own screen', async () => {
    // driver.js loads only when a popover is first drawn: holding its module holds the popover at the moment it
    // would show, while the user leaves My Assessments for My respondents.
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const DRIVER_MODULE = /\/driver__js\.js|\/driver\.js\.mjs|\/driver\.js-[\w-]+\.js/;
    const held: Route[] = [];
    let onHeld: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (onHeld = resolve));
    await page.route(DRIVER_MODULE, (route) => {
      held.push(route);
      onHeld();
    });
    await signUpEmployer(page, webUrl, `lou.late.${stamp}@example.com`, `Late Co ${stamp}`, {
      firstName: 'Lou',
      tour: 'keep',
    });
    await page.getByRole('heading', { name: 'My Assessments' }).waitFor();
    await firstHeld;
    // The next screen's own code is still on its way too (a loaded machine): the user sees it loading.
    const NEXT_SCREEN = /\/routes\/respondents\/list\.tsx|\/list-[\w-]+\.js/;
    const nextHeld: Route[] = [];
    await page.route(NEXT_SCREEN, (route) => void nextHeld.push(route));
    await page.getByRole('link', { name: 'My respondents' }).click();
    await page.waitForURL(/\/respondents$/);

    // Let the module through and wait until it has run: an import of the same module in the page settles after the
    // app's own import of it, then two frames for anything the app would draw.
    const url = held[0]!.request().url();
    for (const route of held) await route.continue();
    await page.unroute(DRIVER_MODULE);
    // (A string, so that the test runner does not rewrite the page's import.)
    await page.evaluate(
      `import(${JSON.stringify(url)}).then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))`,
    );

    expect(await page.locator('.driver-popover, .driver-overlay').count()).toBe(0);
    for (const route of nextHeld) await route.continue();
    await page.unroute(NEXT_SCREEN);
    await page.getByRole('heading', { name: 'My respondents' }).waitFor();
    expect(await page.locator('.driver-popover, .driver-overlay').count()).toBe(0);
    // Nothing lies over the next screen: the point at the centre of the My Assessments tab is the tab itself.
    const tab = page.getByRole('link', { name: 'My Assessments' }).first();
    expect(
      await tab.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    ).toBe(true);
    await tab.click();
    // The tour is still on: its first step shows where it belongs.
    await popover(page, 'Create your first assessment').getByText('Step 1 of 4').waitFor();
  });
});

describe('a light workspace colour', () => {
  it('gets dark text on the tour button (brightness above 155)', async () => {
    const page = await newEmployer(`lee.light.${stamp}@example.com`, {
      company: `Sun Co ${stamp}`,
      color: '#F5D90A',
      tour: 'keep',
    });
    const start = popover(page, 'Create your first assessment').getByRole('button', { name: 'Start' });
    await start.waitFor();
    expect(await start.evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color])).toEqual([
      'rgb(245, 217, 10)',
      'rgb(27, 28, 30)',
    ]);
  });
});
