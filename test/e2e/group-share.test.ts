import { describe, expect, inject, it } from 'vitest';
import { answerValuesAndPublish, signUpEmployer } from './browser';
import { chromiumSession, inviteByEmail, startNewAssessment } from './chromium-session';

/**
 * Sharing group results in Chromium against the whole local stack (spec part 1 §2 "/assessment-group-analytics
 * (public)", §6): the employer makes a candidate-level group link on the group page; a signed-out browser opens
 * the group page and one respondent's result through it, never seeing who the respondent is; the employer revokes
 * the link and the signed-out browser is told the data is not found.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const employerEmail = `groupshare.${stamp}@example.com`;
const assessmentName = `Group Share ${stamp}`;
const respondent = { first: 'Dana', last: 'Quinlan', email: `dana.${stamp}@example.com` };

const session = chromiumSession({ permissions: ['clipboard-read', 'clipboard-write'] });

describe('group results shared by link', () => {
  let groupUrl = '';

  it('an employer publishes an assessment and one invited person completes it', async () => {
    await signUpEmployer(session.employer, webUrl, employerEmail, 'Sharing Co');
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
    } finally {
      await ctx.close();
    }
  });

  it('the employer makes a candidate-level group link for 7 days on the group page, copied at once', async () => {
    await session.employer.getByRole('link', { name: 'Group analytics' }).click();
    await session.employer.getByRole('heading', { name: 'Group analytics' }).waitFor();
    await session.employer.getByRole('heading', { name: 'Share the group results' }).waitFor();
    await session.employer.getByRole('radio', { name: /Candidate level/ }).check();
    await session.employer.getByLabel('Link opens for').selectOption({ label: '7 days' });
    await session.employer.getByRole('button', { name: 'Create link and copy' }).click();
    await session.employer.getByText('Link created and copied.').waitFor();
    groupUrl = await session.employer.evaluate(() => navigator.clipboard.readText());
    expect(groupUrl).toMatch(new RegExp(`^${webUrl}/assessment-group-analytics/shared\\?share=[\\w-]{43}$`));
    await expect
      .poll(() => session.employer.getByRole('textbox', { name: 'Group results link (Candidate level)' }).inputValue())
      .toBe(groupUrl);
  });

  it('a signed-out browser opens the group page and the result through the link, without the name or e-mail; after the employer revokes it, both are refused', async () => {
    const ctx = await session.browser.newContext();
    const viewer = await ctx.newPage();
    try {
      await viewer.goto(groupUrl);
      await viewer.getByRole('heading', { name: `Group analytics: ${assessmentName}` }).waitFor();
      await viewer.getByText('1 of 1 respondents completed (100%).').waitFor();
      await viewer.getByText('This information is not available for your viewing level.').waitFor();
      const rows = viewer.getByTestId('shared-group-respondents').locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(1);
      await rows.first().getByText('Respondent 1').waitFor();
      expect(await viewer.content()).not.toContain(respondent.email);
      expect(await viewer.content()).not.toContain(respondent.last);

      await rows.first().getByRole('link', { name: 'View result' }).click();
      await viewer.waitForURL(/\/assessment-results\?group=[\w-]{43}&respondent=[\w-]+$/);
      const resultUrl = viewer.url();
      await viewer.getByRole('heading', { name: 'Assessment results' }).waitFor();
      await viewer.getByRole('heading', { name: 'Values and traits' }).waitFor();
      await viewer.getByText('This information is not available for your viewing level.').first().waitFor();
      expect(await viewer.content()).not.toContain(respondent.email);
      expect(await viewer.content()).not.toContain(respondent.last);
      await viewer.getByRole('link', { name: /Back to the group results/ }).click();
      await viewer.getByRole('heading', { name: `Group analytics: ${assessmentName}` }).waitFor();

      await session.employer.getByRole('button', { name: 'Revoke' }).click();
      await session.employer.getByText(/revoked$/).waitFor();
      await viewer.goto(groupUrl);
      await viewer.getByText('Data not found').waitFor();
      await viewer.goto(resultUrl);
      await viewer.getByText('Data not found').waitFor();
      expect(await viewer.content()).not.toContain(respondent.first);
    } finally {
      await ctx.close();
    }
  });
});
