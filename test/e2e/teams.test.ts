import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { answerValuesAndPublish, CHROMIUM_ARGS, completeSignUpDetails, pinFor, signUpEmployer } from './browser';

/**
 * Hiring as a team, in Chromium against the whole local stack (spec part 1 §4, §5, §6): Ann creates a team
 * and invites Bob; Bob opens the e-mailed link, accepts the invitation and switches to the team; Ann shares an assessment; Bob
 * sees and duplicates it but cannot edit or delete it; Ann removes Bob, who lands in his personal workspace
 * and is told so.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const ann = `ann.${stamp}@example.com`;
const bob = `bob.${stamp}@example.com`;
const carol = `carol.${stamp}@example.com`;
const assessment = `Team Lead ${stamp}`;
const teamName = `Talent ${stamp}`;
const bobsAssessment = `Team Analyst ${stamp}`;

let browser: Browser;
let annPage: Page;
let bobPage: Page;

interface Mail {
  to: string;
  subject: string;
  text: string;
}
/** The team invitation's subject is product text: never the team's or the inviter's name. */
const INVITE_SUBJECT = 'You have been invited to join a team';

async function mailTo(page: Page, to: string): Promise<Mail[]> {
  const res = await page.request.get(`${webUrl}/mailbox.json`);
  return ((await res.json()) as { messages: Mail[] }).messages.filter((m) => m.to === to);
}

async function publishValuesAssessment(page: Page, name: string) {
  await page.getByRole('link', { name: /New Assessment/ }).click();
  await page.getByLabel('Assessment name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await answerValuesAndPublish(page);
}

async function rowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  return page.getByRole('menu');
}

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  annPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  bobPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('two employers share an assessment through a team', () => {
  it('Ann publishes an assessment, creates a team and invites Bob, who gets the join e-mail', async () => {
    await signUpEmployer(annPage, webUrl, ann, 'Ann Co');
    await publishValuesAssessment(annPage, assessment);
    await annPage.getByRole('button', { name: 'Account menu' }).click();
    await annPage.getByRole('menuitem', { name: 'My account' }).click();
    await annPage.getByRole('link', { name: 'Team and members' }).click();
    await annPage.getByText('You are not in a team yet.').waitFor();
    await annPage.getByRole('button', { name: 'Create team' }).click();
    await annPage.getByRole('button', { name: 'Create team' }).last().click();
    await annPage.getByText('Please enter a team name.').waitFor();
    await annPage.getByLabel('Team name').fill(teamName);
    await annPage.getByLabel('Company').fill('Talent Partners');
    await annPage.getByLabel('Colour code').fill('#0A7C59');
    await annPage.getByRole('button', { name: 'Create team' }).last().click();
    await annPage.waitForURL(/\/account\/my-team\//);
    await annPage.getByRole('heading', { name: teamName }).waitFor();
    await annPage.getByLabel('E-mail').last().fill(bob);
    await annPage.getByRole('button', { name: 'Invite', exact: true }).click();
    await annPage.getByRole('cell', { name: bob }).waitFor();
    // The form clears itself once the invitation is through (the toast says so): only then type again.
    await annPage.getByText(`${bob} was invited to the team.`).waitFor();
    await annPage.getByLabel('E-mail').last().fill(bob.toUpperCase());
    await annPage.getByRole('button', { name: 'Invite', exact: true }).click();
    await annPage.getByText('Already have this member.').waitFor();
    await expect
      .poll(
        async () =>
          (await mailTo(annPage, bob)).filter((m) => m.subject === INVITE_SUBJECT && m.text.includes(teamName)).length,
      )
      .toBe(1);
    // Bob is listed as invited: he is not a member until he accepts.
    await annPage
      .getByRole('row', { name: new RegExp(bob) })
      .getByText('invited, not accepted yet')
      .waitFor();
  });

  it('Bob signs up, opens the join link signed out, lands on the invitation after signing in, accepts, switches and sees its colour', async () => {
    await signUpEmployer(bobPage, webUrl, bob, 'Bob Co');
    await bobPage.getByRole('button', { name: 'Account menu' }).click();
    await bobPage.getByRole('menuitem', { name: 'Log out' }).click();
    await bobPage.waitForURL(/\/login$/);
    const invite = (await mailTo(bobPage, bob)).find((m) => m.subject === INVITE_SUBJECT);
    const link = /https?:\/\/\S+\/account\/my-team\/[\w-]+/.exec(invite?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    await bobPage.goto(link as string);
    await bobPage.waitForURL(/\/login$/);
    // The sign-up code is the newest PIN mailed so far; the one to enter is the next.
    const signUpCode = (await mailTo(bobPage, bob)).map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
    await bobPage.getByLabel('Work e-mail').fill(bob);
    await bobPage.getByRole('button', { name: 'Send code' }).click();
    await bobPage.waitForURL(/\/pincode\?email=/);
    await bobPage.getByLabel('Verification code').fill(await pinFor(bobPage, webUrl, bob, signUpCode));
    await bobPage.getByRole('button', { name: 'Verify' }).click();
    await bobPage.waitForURL(/\/account\/my-team\//);
    // Not a member yet: the page shows the invitation, and only accepting makes him one.
    await bobPage.getByText(`You are invited to join ${teamName}. Role: Member.`).waitFor();
    await bobPage.getByRole('button', { name: 'Accept', exact: true }).click();
    await bobPage.getByText(`You are a member of ${teamName}.`).waitFor();
    // A member sees the team but no admin controls.
    expect(await bobPage.getByRole('button', { name: 'Delete team' }).count()).toBe(0);
    // Switching reads the new workspace in place: the page is not loaded again (that took seconds on a busy machine).
    await bobPage.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    await bobPage.getByRole('button', { name: 'Switch to this team' }).click();
    await bobPage.waitForURL(/\/assessments$/);
    await bobPage.getByRole('link', { name: teamName }).first().waitFor();
    await expect
      .poll(() =>
        bobPage
          .locator('.app')
          .evaluate((el) => getComputedStyle(el).getPropertyValue('--accent').trim().toUpperCase()),
      )
      .toBe('#0A7C59');
    expect(await bobPage.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it('Carol, invited without an account, signs up from the link with the address carried and lands on the invitation', async () => {
    await annPage.goto(`${webUrl}/account/team`);
    await annPage.getByRole('link', { name: teamName }).click();
    await annPage.getByLabel('E-mail').last().fill(carol);
    await annPage.getByRole('button', { name: 'Invite', exact: true }).click();
    await annPage.getByText(`${carol} was invited to the team.`).waitFor();
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await mailTo(annPage, carol)).find((m) => m.subject === INVITE_SUBJECT);
        link = /https?:\/\/\S+\/account\/my-team\/[\w-]+\?email=[^\s\])]+/.exec(mail?.text ?? '')?.[0];
        return link;
      })
      .toBeTruthy();
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(link as string);
    // Signed out: the sign-in form starts with her address and says how to go on without an account.
    await page.waitForURL(/\/login\?email=/);
    expect(await page.getByLabel('Work e-mail').inputValue()).toBe(carol);
    await page.getByText(`Invited as ${carol}?`).waitFor();
    // Trying to sign in anyway is no dead end: the refusal offers the account to create with that address.
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Please recheck your login credentials').waitFor();
    await page.getByText(`No account uses ${carol} yet.`).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).first().click();
    await page.waitForURL(/\/signup\?email=/);
    expect(await page.getByLabel('Work e-mail').inputValue()).toBe(carol);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/signup\/verify\?email=/);
    await page.getByLabel('Verification code').fill(await pinFor(page, webUrl, carol));
    await page.getByRole('button', { name: 'Verify' }).click();
    await completeSignUpDetails(page, { firstName: 'Carol', lastName: 'Jones', company: 'Carol Co', tour: 'keep' });
    // After the sign-up steps, the team of the link, not My Assessments.
    await page.waitForURL(/\/account\/my-team\//);
    await page.getByText(`You are invited to join ${teamName}. Role: Member.`).waitFor();
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.getByText(`You are a member of ${teamName}.`).waitFor();
    await page.context().close();
  });

  it('Ann shares the assessment with the team through the share dialog', async () => {
    // Her teams answer only when the test lets them: meanwhile the dialog says they are loading.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const teamsList = /\/teams(\?.*)?$/;
    // Every held request is let through before the route is removed: continuing a request after its route has gone
    // is an error of its own (an unhandled rejection that fails the run).
    const pending: Promise<void>[] = [];
    await annPage.route(teamsList, (route) => {
      const passed = held.then(() => route.continue());
      pending.push(passed);
      return passed;
    });
    await annPage.goto(`${webUrl}/assessments`);
    const menu = await rowMenu(annPage, assessment);
    await menu.getByRole('menuitem', { name: 'Share with team' }).click();
    const dialog = annPage.getByRole('dialog', { name: 'Share with team' });
    await dialog.getByRole('status').filter({ hasText: 'Loading your teams…' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Share', exact: true }).isDisabled()).toBe(true);
    release();
    await Promise.all(pending);
    await annPage.unroute(teamsList);
    await dialog.getByLabel('Team').waitFor();
    expect(await dialog.getByRole('status').filter({ hasText: 'Loading your teams…' }).count()).toBe(0);
    await expect.poll(() => dialog.getByRole('button', { name: 'Share', exact: true }).isDisabled()).toBe(true);
    await dialog.getByLabel('Team').selectOption({ label: teamName });
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await annPage.getByText(`${assessment} is now shared with ${teamName}.`).waitFor();
    // Still Ann's: she can unshare it, edit and delete it.
    const after = await rowMenu(annPage, assessment);
    await after.getByRole('menuitem', { name: 'Unshare' }).waitFor();
    await annPage.keyboard.press('Escape');
  });

  it("with a second team, Ann's switcher says she has more than one team and lists both", async () => {
    await annPage.getByRole('button', { name: 'Account menu' }).click();
    await annPage.getByRole('group', { name: 'Switch to team' }).getByRole('menuitem', { name: teamName }).waitFor();
    await annPage.keyboard.press('Escape');
    await annPage.goto(`${webUrl}/account/team`);
    await annPage.getByRole('button', { name: 'Create team' }).first().click();
    await annPage.getByLabel('Team name').fill(`Crew ${stamp}`);
    await annPage.getByRole('button', { name: 'Create team' }).last().click();
    await annPage.waitForURL(/\/account\/my-team\//);
    await annPage.reload();
    await annPage.getByRole('button', { name: 'Account menu' }).click();
    const group = annPage.getByRole('group', { name: 'Switch to one of your 2 teams' });
    await group.getByRole('menuitem', { name: teamName, exact: true }).waitFor();
    await group.getByRole('menuitem', { name: `Crew ${stamp}` }).waitFor();
    await annPage.keyboard.press('Escape');
  });

  it('Bob sees it in the team, may duplicate it, and is offered neither Edit nor Delete', async () => {
    await bobPage.reload();
    await bobPage.getByRole('link', { name: assessment, exact: true }).waitFor();
    const menu = await rowMenu(bobPage, assessment);
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['Duplicate']);
    await menu.getByRole('menuitem', { name: 'Duplicate' }).click();
    await bobPage.getByRole('link', { name: `${assessment} (Copy)` }).waitFor();
  });

  it("Bob starts an assessment in the team with the wizard's Team access choice: it is shared, his to unshare", async () => {
    await bobPage.getByRole('link', { name: /New Assessment/ }).click();
    await bobPage.getByLabel('Assessment name').fill(bobsAssessment);
    await bobPage.getByLabel('Team access').selectOption({ label: teamName });
    await bobPage.getByRole('button', { name: 'Continue' }).click();
    await answerValuesAndPublish(bobPage);
    await bobPage.goto(`${webUrl}/assessments`);
    const menu = await rowMenu(bobPage, bobsAssessment);
    await menu.getByRole('menuitem', { name: 'Unshare' }).waitFor();
    await bobPage.keyboard.press('Escape');
  });

  it('Ann removes Bob; Bob lands in his personal workspace and is told he was removed', async () => {
    await annPage.goto(`${webUrl}/account/team`);
    await annPage.getByRole('link', { name: teamName }).click();
    await annPage
      .getByRole('row', { name: new RegExp(bob) })
      .getByRole('button', { name: 'Remove' })
      .click();
    await annPage.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => annPage.getByRole('cell', { name: bob }).count()).toBe(0);

    await bobPage.reload();
    await bobPage.getByText('You have been removed from the team.').waitFor();
    expect(await bobPage.getByRole('link', { name: assessment, exact: true }).count()).toBe(0);
    // The notice stays until he says "Got it" (a reload shows it again), then it is gone for good.
    await bobPage.reload();
    await bobPage.getByText('You have been removed from the team.').waitFor();
    const dismissed = bobPage.waitForResponse((r) => r.url().endsWith('/me/notice/dismiss') && r.status() === 200);
    await bobPage.getByRole('button', { name: 'Got it' }).click();
    await dismissed;
    await bobPage.reload();
    await bobPage.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await bobPage.getByText('You have been removed from the team.').count()).toBe(0);
    await bobPage.getByRole('button', { name: 'Account menu' }).click();
    expect(await bobPage.getByRole('menuitem', { name: teamName }).count()).toBe(0);
  });
});
