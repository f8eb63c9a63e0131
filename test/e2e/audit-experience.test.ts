import { describe, expect, inject, it } from 'vitest';
import { answerValuesAndPublish, signUpEmployer } from './browser';
import { chromiumSession, inviteByEmail, startNewAssessment } from './chromium-session';

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

const session = chromiumSession();

describe('audit log and candidate experience', () => {
  it('a candidate finishes and rates the test 4 of 5 on the thank-you page', async () => {
    await signUpEmployer(session.employer, webUrl, employerEmail, 'Audit Co');
    await startNewAssessment(session.employer, assessmentName);
    await answerValuesAndPublish(session.employer);
    const link = await inviteByEmail(session.employer, webUrl, respondent);

    const ctx = await session.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await ctx.newPage();
    try {
      await page.goto(link);
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
    await session.employer.getByRole('link', { name: 'Group analytics' }).click();
    await session.employer.getByRole('heading', { name: 'Candidate experience' }).waitFor();
    await expect
      .poll(() => session.employer.getByTestId('experience-summary').textContent())
      .toBe('Average 4 out of 5 from 1 candidate.');
    await session.employer.getByText('Clear and quick.').waitFor();
  });

  it('the employer opens the result, then finds "Viewed result" in My account → Activity', async () => {
    await session.employer.goto(`${webUrl}/respondents`);
    await session.employer.getByRole('link', { name: `${respondent.first} ${respondent.last}` }).click();
    await session.employer.waitForURL(/\/assessments\/candidate\?/);
    await session.employer
      .getByRole('heading', { name: new RegExp(respondent.first) })
      .first()
      .waitFor();
    await session.employer.goto(`${webUrl}/account/activity`);
    const log = session.employer.getByTestId('audit-log');
    await log.waitFor();
    await expect.poll(() => log.getByRole('row').filter({ hasText: 'Viewed result' }).count()).toBe(1);
    expect(await log.textContent()).toContain(employerEmail);
    expect(await log.textContent()).not.toContain(respondent.email);
  });
});
