import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, signUpEmployer } from './browser';
import { expectAccessible } from './a11y';

/**
 * The employer's integrity settings (docs/integrity.md) "copy and paste blocked in the logic test" and "full screen
 * asked for": with both on, the candidate's first screen says full screen is asked for and Start asks the browser for
 * it, and on the logic test's questions a paste (and a copy) is refused; with both off, neither is said, nothing is
 * asked and a paste goes through.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const employerEmail = `settings.${stamp}@example.com`;

let browser: Browser;
let employer: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  employer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

const row = (section: string) => employer.getByRole('listitem').filter({ hasText: section });

/** A published logic-test assessment with both settings on or off; answers the invited candidate's test link. */
async function publishAndInvite(on: boolean): Promise<string> {
  await employer.goto(`${webUrl}/assessments`);
  await employer.getByRole('link', { name: /New Assessment/ }).click();
  await employer.getByLabel('Assessment name').fill(`Settings ${on ? 'on' : 'off'} ${stamp}`);
  const block = employer.getByRole('checkbox', { name: /Block copy and paste in the logic test/ });
  const fullscreen = employer.getByRole('checkbox', { name: /Ask respondents to use full screen/ });
  if (on) {
    await block.check();
    await fullscreen.check();
  }
  expect(await block.isChecked()).toBe(on);
  expect(await fullscreen.isChecked()).toBe(on);
  await employer.getByRole('button', { name: 'Continue' }).click();
  await employer.waitForURL(/\/assessments\/create\/sections\?id=/);
  await employer.getByRole('checkbox', { name: /Logic test/ }).check();
  await employer.getByRole('checkbox', { name: /Values and traits/ }).uncheck();
  await employer.getByRole('button', { name: 'Save and answer as the company' }).click();
  await employer.waitForURL(/\/assessments\/create\/answers\?id=/);
  await row('Logic test').getByRole('link').click();
  await employer.getByRole('button', { name: 'Save section' }).click();
  await row('Logic test').getByText('Completed').waitFor();
  await employer.getByRole('button', { name: 'Save and review' }).click();
  await employer.getByRole('button', { name: 'Publish' }).click();
  await employer.waitForURL(/\/assessments\/assessments\?id=/);
  await employer.goto(employer.url());

  const email = `settings.${on ? 'on' : 'off'}.${stamp}@example.com`;
  await employer.getByRole('tab', { name: 'By e-mail' }).click();
  await employer.getByLabel('First name').fill('Lou');
  await employer.getByLabel('Last name').fill(on ? 'Locked' : 'Loose');
  await employer.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await employer.getByRole('button', { name: 'Send invitation' }).click();
  await employer.getByText('1 sent, 0 waiting to be sent, 0 not sent.').waitFor();
  const linkIn = async () => {
    const res = await employer.request.get(`${webUrl}/mailbox.json`);
    const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
    return new RegExp(`${webUrl}/assessment-test/[\\w-]+#t=[\\w-]{43}`).exec(
      messages.find((m) => m.to === email)?.text ?? '',
    )?.[0];
  };
  await expect.poll(linkIn, { timeout: 30_000 }).toBeTruthy();
  return (await linkIn())!;
}

/** Whether a clipboard event of `type` dispatched on the logic test's first question was refused (default prevented). */
const refused = (page: Page, type: 'paste' | 'copy') =>
  page
    .getByRole('radiogroup')
    .first()
    .evaluate((el, kind) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'a pasted answer');
      const event = new ClipboardEvent(kind, { bubbles: true, cancelable: true, clipboardData: data });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    }, type);

describe('integrity settings on the candidate’s screens', () => {
  it('the employer signs up', async () => {
    await signUpEmployer(employer, webUrl, employerEmail, 'Settings Co');
  });

  for (const on of [true, false]) {
    it(`with the settings ${on ? 'on' : 'off'}: full screen ${on ? 'is' : 'is not'} asked for, a paste in the logic test ${on ? 'is refused' : 'goes through'}`, async () => {
      const link = await publishAndInvite(on);
      const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 } });
      // Counts the page's requests for full screen (headless Chromium has no screen to give).
      await ctx.addInitScript(() => {
        const w = window as unknown as { fullscreenAsked: number };
        w.fullscreenAsked = 0;
        Element.prototype.requestFullscreen = function () {
          w.fullscreenAsked += 1;
          return Promise.resolve();
        };
      });
      const page = await ctx.newPage();
      try {
        await page.goto(link);
        await page.getByTestId('integrity-consent').waitFor({ timeout: 60_000 });
        const notice = page.getByText('This assessment asks you to answer in full screen');
        expect(await notice.count()).toBe(on ? 1 : 0);
        await page.getByRole('button', { name: 'Start', exact: true }).click();
        await page.getByRole('timer').waitFor();
        await expect.poll(() => page.getByRole('radiogroup').count(), { timeout: 30_000 }).toBeGreaterThan(0);
        expect(await page.evaluate(() => (window as unknown as { fullscreenAsked: number }).fullscreenAsked)).toBe(
          on ? 1 : 0,
        );
        const noCopy = page.getByText('Copying and pasting are turned off on the questions of the logic test.');
        expect(await noCopy.count()).toBe(on ? 1 : 0);
        expect(await refused(page, 'paste')).toBe(on);
        expect(await refused(page, 'copy')).toBe(on);
        await expectAccessible(page, `the logic test with the integrity settings ${on ? 'on' : 'off'}`);
      } finally {
        await ctx.close();
      }
    });
  }
});
