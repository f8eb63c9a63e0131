import { describe, expect, inject, it } from 'vitest';
import { answerValuesAndPublish, signUpEmployer } from './browser';
import { chromiumSession, inviteByEmail, startNewAssessment } from './chromium-session';

/**
 * Integrity signals (docs/integrity.md): the candidate is told which signals are noted, leaves the page once and
 * pastes into a written answer; the signals travel with the autosave, and the employer's result shows them in the
 * Integrity panel with how many of the assessment's respondents show each.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const employerEmail = `integrity.${stamp}@example.com`;
const person = { first: 'Ida', last: 'Signals', email: `integrity.candidate.${stamp}@example.com` };

const session = chromiumSession();
let detailsUrl = '';

describe('integrity signals, from the candidate’s screen to the employer’s result', () => {
  it('the candidate is told what is noted, leaves the page and pastes; the autosave takes the signals', async () => {
    await signUpEmployer(session.employer, webUrl, employerEmail, 'Integrity Co');
    await startNewAssessment(session.employer, `Integrity ${stamp}`, ['Allow comments on each section']);
    await answerValuesAndPublish(session.employer);
    detailsUrl = session.employer.url();
    const link = await inviteByEmail(session.employer, webUrl, person);

    const ctx = await session.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await ctx.newPage();
    try {
      await page.goto(link);
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
    await session.employer.goto(detailsUrl);
    await session.employer.getByRole('link', { name: `${person.first} ${person.last}` }).click();
    const panel = session.employer.getByTestId('integrity-panel');
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
