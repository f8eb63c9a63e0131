import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, completeSignUpDetails, signUpEmployer } from './browser';

/**
 * Google and Microsoft sign-in through the hosted UI's OAuth code flow (spec part 1 §4, §5), in Chromium
 * against the whole local stack: the Cognito emulator's stand-in identity-provider page plays Google and
 * Microsoft, and the redirect back to /auth/callback runs as it does on AWS, with no network.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const kim = `kim.${stamp}@gmail.com`;
const pinUser = `pin.${stamp}@example.com`;

let browser: Browser;
let page: Page;

async function chooseIdentity(p: Page, email: string, firstName = '') {
  await p.waitForURL(/\/oauth2\/authorize/);
  await p.getByLabel('E-mail', { exact: true }).fill(email);
  if (firstName) await p.getByLabel('First name').fill(firstName);
  await p.getByRole('button', { name: 'Continue as this identity' }).click();
}

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('Google and Microsoft sign-in', () => {
  it('a new Google user goes to the sign-up details, prefilled with the name Google gave', async () => {
    await page.goto(`${webUrl}/signup`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await chooseIdentity(page, kim, 'Kim');
    await page.waitForURL(/\/signup\/info$/);
    expect(await page.getByLabel('First name').inputValue()).toBe('Kim');
    await completeSignUpDetails(page, { lastName: 'Lee', company: 'Kim Co' });
    await page.waitForURL(/\/assessments$/);
  });

  it('signs in again with Google after logging out, straight to My Assessments', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/\/oauth2\/authorize/);
    // The stand-in lists identities used before, as a provider's account chooser would.
    await page.getByRole('button', { name: kim }).click();
    await page.waitForURL(/\/assessments$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText(kim).waitFor();
  });

  it("a Google account's address cannot sign in with an e-mail code: 'Please login using the same login method…'", async () => {
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Work e-mail').fill(kim);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Please login using the same login method that you signed up with.').waitFor();
  });

  it('an address registered with an e-mail code cannot sign up with Microsoft', async () => {
    const other = await (await browser.newContext()).newPage();
    await signUpEmployer(other, webUrl, pinUser, 'Pin Co');
    await page.goto(`${webUrl}/signup`);
    await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
    await chooseIdentity(page, pinUser);
    await page.waitForURL(/\/auth\/callback/);
    await page.getByText('Please login using the same login method that you signed up with.').waitFor();
  });

  it('an identity the provider has not verified is refused', async () => {
    await page.goto(`${webUrl}/signup`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/\/oauth2\/authorize/);
    await page.getByLabel('E-mail', { exact: true }).fill(`unverified.${stamp}@gmail.com`);
    await page.getByLabel('Google has verified this e-mail').uncheck();
    await page.getByRole('button', { name: 'Continue as this identity' }).click();
    await page.waitForURL(/\/auth\/callback/);
    await page.getByText(/has not verified this email address/).waitFor();
  });

  it('a guest verifies with Google from the Pending Verification dialog and keeps the draft', async () => {
    const guest = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const draft = `Guest draft ${stamp}`;
    await guest.goto(`${webUrl}/guest/assessments/create`);
    await guest.waitForURL(/\/guest\/assessments\/create\/name$/);
    await guest.getByLabel('Assessment name').fill(draft);
    await guest.getByLabel('Organization type').selectOption({ label: 'Startup' });
    await guest.getByRole('button', { name: 'Continue' }).click();
    await guest.waitForURL(/\/sections\?id=/);
    await guest.getByRole('button', { name: 'Pending Verification' }).click();
    await guest
      .getByRole('dialog', { name: 'Verify your account' })
      .getByRole('button', { name: 'Continue with Google' })
      .click();
    await chooseIdentity(guest, `guest.google.${stamp}@gmail.com`, 'Gia');
    await guest.waitForURL(/\/signup\/info$/);
    expect(await guest.getByLabel('First name').inputValue()).toBe('Gia');
    await guest.goto(`${webUrl}/assessments`);
    await guest.waitForURL(/\/signup\/info$/);
    await completeSignUpDetails(guest, { lastName: 'Guest', company: 'Gia Co' });
    await guest.waitForURL(/\/assessments$/);
    await guest.getByRole('link', { name: draft, exact: true }).waitFor();
    expect(await guest.getByRole('button', { name: 'Pending Verification' }).count()).toBe(0);
  });
});
