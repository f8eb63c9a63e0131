import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerValuesAndPublish, openCreditLine, signUpEmployer } from './browser';
import { chromiumSession, inviteByEmail, startNewAssessment } from './chromium-session';

/**
 * Refer a friend in Chromium against the whole local stack (spec part 1 §2: the Refer button labelled +10 credits,
 * /account/refer-a-friend, l/:referralCode; part 2 §5, §9.2): Ann opens the tab from the top bar, is told an
 * invalid address is not valid, invites Fay; Fay follows the e-mailed link, sees who invited her on sign-up,
 * signs up and starts an assessment; Ann's list shows the assessment created with nothing earned yet (rewards are
 * paid for real use: docs/abuse.md "Credits"); Fay publishes it and a respondent completes it, and then Ann's list
 * shows +10 and the account menus' credit lines say 15 remaining for Ann (5 free + 10) and 14 for Fay (5 free + 10,
 * one paid for the completion). Gus comes by the join link alone and is listed once signed up. An unknown link says
 * so.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const ann = `ann.ref.${stamp}@example.com`;
const fay = `fay.ref.${stamp}@example.com`;
const gus = `gus.ref.${stamp}@example.com`;
const respondent = `ria.ref.${stamp}@example.com`;

const session = chromiumSession();
let annPage: Page;
let fayPage: Page;

async function mailTo(page: Page, to: string): Promise<{ text: string }[]> {
  const res = await page.request.get(`${webUrl}/mailbox.json`);
  return ((await res.json()) as { messages: { to: string; text: string }[] }).messages.filter((m) => m.to === to);
}

beforeAll(async () => {
  annPage = session.employer;
  fayPage = await session.newEmployerPage();
});

describe('a friend invited by e-mail signs up, creates an assessment and gets a first respondent', () => {
  let link = '';

  it('Ann opens refer-a-friend from the +10 credits button and invites Fay; a bad address is refused inline', async () => {
    await signUpEmployer(annPage, webUrl, ann, 'Ann Co');
    await annPage.getByRole('link', { name: 'Refer a friend: +10 credits' }).click();
    await annPage.waitForURL(/\/account\/refer-a-friend$/);
    await expect.poll(() => annPage.getByTestId('referral-link').inputValue()).toMatch(/\/l\/[A-Za-z0-9]{35}$/);
    link = await annPage.getByTestId('referral-link').inputValue();
    await annPage.getByText('No invitations yet.', { exact: false }).waitFor();

    await annPage.getByLabel('Friend’s e-mail').fill('fay@');
    await annPage.getByRole('button', { name: 'Send' }).click();
    await annPage.getByText('Please enter a valid email address').waitFor();

    await annPage.getByLabel('Friend’s e-mail').fill(fay);
    await annPage.getByRole('button', { name: 'Send' }).click();
    await annPage.getByText(`Invitation sent to ${fay}.`).waitFor();
    await expect
      .poll(async () => (await annPage.getByTestId('referral-list').innerText()).replace(/\s+/g, ' '))
      .toContain(`${fay} Invited 0`);
  });

  it('Fay follows the e-mailed link, is told Ann invited her, signs up and starts an assessment; nothing is earned yet', async () => {
    const [mail] = await mailTo(fayPage, fay);
    expect(mail?.text).toContain(link);
    await fayPage.goto(link);
    await fayPage.waitForURL(/\/signup$/);
    await fayPage.getByText('Ada Lovelace invited you.', { exact: false }).waitFor();

    await signUpEmployer(fayPage, webUrl, fay, 'Fay Co');
    await startNewAssessment(fayPage, 'Referred first');

    await annPage.reload();
    await expect
      .poll(async () => (await annPage.getByTestId('referral-list').innerText()).replace(/\s+/g, ' '), {
        timeout: 15_000,
      })
      .toContain(`${fay} Assessment created 0`);
  });

  it('a respondent completes Fay’s assessment (her first real use): Ann sees +10 and both balances go up by 10', async () => {
    await answerValuesAndPublish(fayPage);
    const testLink = await inviteByEmail(fayPage, webUrl, { first: 'Ria', last: 'Spond', email: respondent });
    const ctx = await session.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await ctx.newPage();
    try {
      await page.goto(testLink);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const groups = page.getByRole('radiogroup');
      await expect.poll(() => groups.count()).toBe(11);
      for (let g = 0; g < 11; g += 1)
        await groups
          .nth(g)
          .getByRole('radio', { name: g % 3 === 0 ? /^3 / : /^5 / })
          .click();
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    } finally {
      await ctx.close();
    }

    await annPage.reload();
    await expect
      .poll(async () => (await annPage.getByTestId('referral-list').innerText()).replace(/\s+/g, ' '), {
        timeout: 15_000,
      })
      .toContain(`${fay} Assessment created +10`);

    // Both balances go up by 10 on what each of them sees: Ann 5 free + 10; Fay 5 free + 10, less the completion's credit.
    const annLine = await openCreditLine(annPage);
    await expect.poll(() => annLine.innerText(), { timeout: 15_000 }).toMatch(/\b15 remaining$/);
    await annPage.keyboard.press('Escape');
    const fayLine = await openCreditLine(fayPage);
    await expect.poll(() => fayLine.innerText(), { timeout: 15_000 }).toMatch(/\b14 remaining$/);
    await fayPage.keyboard.press('Escape');
  });

  it('Gus comes by the public join link alone (/join?{code}, no e-mail): once signed up he is in Ann’s list', async () => {
    const gusPage = await session.newEmployerPage();
    await gusPage.goto(`${webUrl}/join?${link.split('/l/')[1]}`);
    await gusPage.waitForURL(/\/signup$/);
    await gusPage.getByText('Ada Lovelace invited you.', { exact: false }).waitFor();
    await signUpEmployer(gusPage, webUrl, gus, 'Gus Co');
    await annPage.reload();
    await expect
      .poll(async () => (await annPage.getByTestId('referral-list').innerText()).replace(/\s+/g, ' '), {
        timeout: 15_000,
      })
      .toContain(`${gus} · joined by your link Signed up 0`);
  });

  it("an unknown link says 'Unknown referral link.'", async () => {
    await fayPage.goto(`${webUrl}/l/${'x'.repeat(35)}`);
    await fayPage.getByText('Unknown referral link.').waitFor();
  });
});
