import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { answerValuesAndPublish, CHROMIUM_ARGS, signUpEmployer } from './browser';

/**
 * Integrity signals (docs/integrity.md): the candidate is told which signals are noted, leaves the page once and
 * pastes into a written answer; the signals travel with the autosave, and the employer's result shows them in the
 * Integrity panel with how many of the assessment's respondents show each.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const employerEmail = `integrity.${stamp}@example.com`;
const person = { first: 'Ida', last: 'Signals', email: `integrity.candidate.${stamp}@example.com` };

let browser: Browser;
let employer: Page;
let detailsUrl = '';

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  employer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('integrity signals, from the candidate’s screen to the employer’s result', () => {
  it('the candidate is told what is noted, leaves the page and pastes; the autosave takes the signals', async () => {
    await signUpEmployer(employer, webUrl, employerEmail, 'Integrity Co');
    await employer.getByRole('link', { name: /New Assessment/ }).click();
    await employer.getByLabel('Assessment name').fill(`Integrity ${stamp}`);
    await employer.getByRole('checkbox', { name: 'Allow comments on each section' }).check();
    await employer.getByRole('button', { name: 'Continue' }).click();
    await employer.waitForURL(/\/assessments\/create\/sections\?id=/);
    await answerValuesAndPublish(employer);
    detailsUrl = employer.url();
    await employer.getByRole('tab', { name: 'By e-mail' }).click();
    await employer.getByLabel('First name').fill(person.first);
    await employer.getByLabel('Last name').fill(person.last);
    await employer.getByRole('textbox', { name: 'E-mail', exact: true }).fill(person.email);
    await employer.getByRole('button', { name: 'Send invitation' }).click();
    await employer.getByText('1 sent, 0 waiting to be sent, 0 not sent.').waitFor();
    const res = await employer.request.get(`${webUrl}/mailbox.json`);
    const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
    const link = new RegExp(`${webUrl}/assessment-test/[\\w-]+#t=[\\w-]{43}`).exec(
      messages.find((m) => m.to === person.email)?.text ?? '',
    )?.[0];
    expect(link).toBeTruthy();

    const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await ctx.newPage();
    try {
      await page.goto(link!);
      const consent = page.getByTestId('integrity-consent');
      await consent.waitFor({ timeout: 60_000 });
      expect(await consent.innerText()).toContain('when text is pasted');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const groups = page.getByRole('radiogroup');
      await expect.poll(() => groups.count()).toBe(11);
      for (let g = 0; g < 11; g += 1) await groups.nth(g).getByRole('radio', { name: /^4 / }).click();
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();

      // The window loses the focus for a moment (another window in front), then text is pasted into the comment.
      // Both signals reach the server with the autosave: in one save, or in two when the machine is slow between them.
      const saved: string[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('/answers') && r.request().method() === 'PUT' && r.ok())
          saved.push(r.request().postData() ?? '');
      });
      const carried = expect
        .poll(() => ['"kind":"paste"', '"kind":"focus_lost"'].every((k) => saved.some((body) => body.includes(k))), {
          timeout: 60_000,
        })
        .toBe(true);
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      await page.waitForTimeout(300);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const comment = page.getByRole('textbox', { name: 'Comments on this section (optional)' });
      await comment.evaluate((el) => {
        const data = new DataTransfer();
        data.setData('text/plain', 'A pasted paragraph.');
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      await carried;
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    } finally {
      await ctx.close();
    }
  });

  it('the employer sees the Integrity panel on the result, in neutral words, with how common each signal is', async () => {
    await employer.goto(detailsUrl);
    await employer.getByRole('link', { name: `${person.first} ${person.last}` }).click();
    const panel = employer.getByTestId('integrity-panel');
    await expect
      .poll(() => panel.getByTestId('integrity-focus_lost').innerText())
      .toMatch(/Left the page 1 time, 1 min in total\s+1 of 1/);
    await expect
      .poll(() => panel.getByTestId('integrity-paste').innerText())
      .toMatch(/Pasted 1 time, 19 characters\s+1 of 1/);
    await expect.poll(() => panel.getByTestId('integrity-other_tab').innerText()).toMatch(/Not noticed\s+0 of 1/);
    await expect.poll(() => panel.getByTestId('integrity-shared_device').innerText()).toMatch(/Not shared\s+0 of 1/);
  });
});
