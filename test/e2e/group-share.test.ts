import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { answerValuesAndPublish, CHROMIUM_ARGS, signUpEmployer } from './browser';

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

let browser: Browser;
let context: BrowserContext;
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
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  employer = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('group results shared by link', () => {
  let groupUrl = '';

  it('an employer publishes an assessment and one invited person completes it', async () => {
    await signUpEmployer(employer, webUrl, employerEmail, 'Sharing Co');
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
    } finally {
      await ctx.close();
    }
  });

  it('the employer makes a candidate-level group link for 7 days on the group page, copied at once', async () => {
    await employer.getByRole('link', { name: 'Group analytics' }).click();
    await employer.getByRole('heading', { name: 'Group analytics' }).waitFor();
    await employer.getByRole('heading', { name: 'Share the group results' }).waitFor();
    await employer.getByRole('radio', { name: /Candidate level/ }).check();
    await employer.getByLabel('Link opens for').selectOption({ label: '7 days' });
    await employer.getByRole('button', { name: 'Create link and copy' }).click();
    await employer.getByText('Link created and copied.').waitFor();
    groupUrl = await employer.evaluate(() => navigator.clipboard.readText());
    expect(groupUrl).toMatch(new RegExp(`^${webUrl}/assessment-group-analytics/shared\\?share=[\\w-]{43}$`));
    await expect
      .poll(() => employer.getByRole('textbox', { name: 'Group results link (Candidate level)' }).inputValue())
      .toBe(groupUrl);
  });

  it('a signed-out browser opens the group page and the result through the link, without the name or e-mail; after the employer revokes it, both are refused', async () => {
    const ctx = await browser.newContext();
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

      await employer.getByRole('button', { name: 'Revoke' }).click();
      await employer.getByText(/revoked$/).waitFor();
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
