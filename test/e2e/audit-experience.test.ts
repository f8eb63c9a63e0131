import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { answerValuesAndPublish, CHROMIUM_ARGS, signUpEmployer } from './browser';

/**
 * The audit log and the candidate experience question in Chromium against the whole local stack (issue 25 parts 4
 * and 5): a candidate finishes and rates the test on the thank-you page; the employer sees the average on the group
 * page, opens the result, and finds "Viewed result" in My account → Activity.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const employerEmail = `audit.${stamp}@example.com`;
const assessmentName = `Audit ${stamp}`;
const respondent = { first: 'Ola', last: 'Auditson', email: `ola.${stamp}@example.com` };

let browser: Browser;
let employer: Page;

async function invitationLink(page: Page, to: string): Promise<string> {
  const res = await page.request.get(`${webUrl}/mailbox.json`);
  const mails = ((await res.json()) as { messages: { to: string; text: string }[] }).messages.filter(
    (m) => m.to === to,
  );
  return new RegExp(`${webUrl}/assessment-test/[\\w-]+#t=[\\w-]{43}`).exec(mails[0]!.text)![0];
}

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  employer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('audit log and candidate experience', () => {
  it('a candidate finishes and rates the test 4 of 5 on the thank-you page', async () => {
    await signUpEmployer(employer, webUrl, employerEmail, 'Audit Co');
    await employer.getByRole('link', { name: /New Assessment/ }).click();
    await employer.getByLabel('Assessment name').fill(assessmentName);
    await employer.getByRole('button', { name: 'Continue' }).click();
    await answerValuesAndPublish(employer);
    await employer.getByRole('tab', { name: 'By e-mail' }).click();
    await employer.getByLabel('First name').fill(respondent.first);
    await employer.getByLabel('Last name').fill(respondent.last);
    await employer.getByRole('textbox', { name: 'E-mail', exact: true }).fill(respondent.email);
    await employer.getByRole('button', { name: 'Send invitation' }).click();
    await employer.getByText('1 sent, 0 waiting to be sent, 0 not sent.').waitFor();

    const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await ctx.newPage();
    try {
      await page.goto(await invitationLink(employer, respondent.email));
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const groups = page.getByRole('radiogroup');
      await expect.poll(() => groups.count()).toBe(11);
      for (let g = 0; g < 11; g += 1) await groups.nth(g).getByRole('radio', { name: /^4 / }).click();
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
      await page.getByRole('heading', { name: 'How was this test?' }).waitFor();
      await page.getByRole('radio', { name: '4', exact: true }).check();
      await page.getByLabel('Comment (optional)').fill('Clear and quick.');
      await page.getByRole('button', { name: 'Submit rating' }).click();
      await page.getByText('Thank you for your feedback.').waitFor();
    } finally {
      await ctx.close();
    }
  });

  it('the employer sees the average on the group page', async () => {
    await employer.getByRole('link', { name: 'Group analytics' }).click();
    await employer.getByRole('heading', { name: 'Candidate experience' }).waitFor();
    await expect
      .poll(() => employer.getByTestId('experience-summary').textContent())
      .toBe('Average 4 out of 5 from 1 candidate.');
    await employer.getByText('Clear and quick.').waitFor();
  });

  it('the employer opens the result, then finds "Viewed result" in My account → Activity', async () => {
    await employer.goto(`${webUrl}/respondents`);
    await employer.getByRole('link', { name: `${respondent.first} ${respondent.last}` }).click();
    await employer.waitForURL(/\/assessments\/candidate\?/);
    await employer
      .getByRole('heading', { name: new RegExp(respondent.first) })
      .first()
      .waitFor();
    await employer.goto(`${webUrl}/account/activity`);
    const log = employer.getByTestId('audit-log');
    await log.waitFor();
    await expect.poll(() => log.getByRole('row').filter({ hasText: 'Viewed result' }).count()).toBe(1);
    expect(await log.textContent()).toContain(employerEmail);
    expect(await log.textContent()).not.toContain(respondent.email);
  });
});
