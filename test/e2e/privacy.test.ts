import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { answerValuesAndPublish, CHROMIUM_ARGS, pinFor, skipTour } from './browser';
import { expectAccessible } from './a11y';

/**
 * Data protection in Chromium against the whole local stack (docs/privacy.md): the marketing box at sign-up starts
 * unticked and is changed in My account, Privacy, with the retention period; the employer deletes a respondent from
 * the respondents list after a confirmation, and the respondent is gone after a reload.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const employerEmail = `privacy.${stamp}@example.com`;
const people = ['dora', 'eli'].map((n) => ({
  first: n[0]!.toUpperCase() + n.slice(1),
  email: `${n}.${stamp}@example.com`,
}));

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('privacy: consent and deleting a respondent', () => {
  it('the marketing box at sign-up is unticked; ticked, My account shows it, and Privacy changes it and the retention', async () => {
    await page.goto(`${webUrl}/signup`);
    await page.getByLabel('Work e-mail').fill(employerEmail);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/signup\/verify\?email=/);
    await page.getByLabel('Verification code').fill(await pinFor(page, webUrl, employerEmail));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/signup\/info$/);
    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Last name').fill('Vacy');
    await page.getByLabel('Company').fill('Private Co');
    await page.getByLabel('Job title').fill('Head of People');
    await page.getByLabel('Employee count').selectOption('11-50');
    await page.getByLabel('Organization type').selectOption({ label: 'Startup' });
    const marketing = page.getByRole('checkbox', { name: /Send me product news/ });
    expect(await marketing.isChecked()).toBe(false);
    await marketing.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/signup\/branding$/);
    await page.getByRole('button', { name: 'Finish' }).click();
    await skipTour(page);

    await page.goto(`${webUrl}/account/privacy`);
    const consent = page.getByRole('checkbox', { name: /Send me product news/ });
    await consent.waitFor();
    expect(await consent.isChecked()).toBe(true);
    await consent.uncheck();
    await page.getByLabel('Keep respondents for').selectOption({ label: '12 months' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.reload();
    await page.getByRole('checkbox', { name: /Send me product news/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Send me product news/ }).isChecked()).toBe(false);
    expect(await page.getByLabel('Keep respondents for').inputValue()).toBe('12');
  });

  it('the employer deletes a respondent from the list after confirming; the others stay, and a reload agrees', async () => {
    await page.goto(`${webUrl}/assessments`);
    await page.getByRole('link', { name: /New Assessment/ }).click();
    await page.waitForURL(/\/assessments\/create\/name/);
    await page.getByLabel('Assessment name').fill(`Privacy ${stamp}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/assessments\/create\/sections\?id=/);
    await answerValuesAndPublish(page);
    const detailsUrl = page.url();
    await page.getByRole('tab', { name: 'By e-mail' }).click();
    for (const [i, p] of people.entries()) {
      await page.getByLabel('First name').fill(p.first);
      await page.getByLabel('Last name').fill('Tester');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(p.email);
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText('1 invited, 0 reminded').waitFor();
      await page.getByText(`${i + 1} sent, 0 waiting to be sent, 0 not sent.`).waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: 'E-mail', exact: true }).inputValue()).toBe('');
    }
    await page.goto(detailsUrl);
    const table = page.getByRole('table');
    await page.getByText('1 - 2 of 2 Results').waitFor();

    await page.getByRole('button', { name: 'Actions for Dora Tester' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Delete respondent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Dora Tester for good?' });
    await dialog.getByText(/cannot be recovered/).waitFor();
    // Cancel leaves them.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('1 - 2 of 2 Results').waitFor();
    await page.getByRole('button', { name: 'Actions for Dora Tester' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Delete respondent' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete respondent' }).click();
    await page.getByText('Dora Tester deleted.').waitFor();
    await page.getByText('1 - 1 of 1 Results').waitFor();
    expect(await table.getByRole('link', { name: 'Dora Tester' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('link', { name: 'Eli Tester' }).waitFor();
    expect(await page.getByRole('link', { name: 'Dora Tester' }).count()).toBe(0);
  });

  it('a respondent opens the "your data" link of their invitation, downloads a copy and deletes it; the employer sees them gone', async () => {
    const eli = people[1]!;
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`${webUrl}/mailbox.json`);
          const { messages } = (await res.json()) as { messages: { to: string }[] };
          const mail = messages.find((m) => m.to === eli.email);
          link = /\/my-data#[A-Za-z0-9_.-]+/.exec(JSON.stringify(mail ?? {}))?.[0];
          return link;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBeTruthy();
    const detailsUrl = page.url();
    const respondent = await (await browser.newContext()).newPage();
    await respondent.goto(`${webUrl}${link}`);
    await respondent.getByRole('heading', { name: 'Your data' }).waitFor();
    await respondent.getByText(eli.email).waitFor();
    // The code leaves the address bar at once.
    expect(new URL(respondent.url()).hash).toBe('');
    await expectAccessible(respondent, 'my-data');
    // In another respondent language: Arabic, right to left, through the page's language control; then back.
    const languages = respondent.locator('.lang-switcher select');
    await languages.selectOption('ar');
    await respondent.getByRole('heading', { name: 'بياناتك' }).waitFor();
    await respondent.getByRole('button', { name: 'حذف بياناتي' }).waitFor();
    expect(await respondent.locator('html').getAttribute('dir')).toBe('rtl');
    await expectAccessible(respondent, 'my-data (Arabic)');
    await languages.selectOption('en');
    await respondent.getByRole('heading', { name: 'Your data' }).waitFor();
    const download = respondent.waitForEvent('download');
    await respondent.getByRole('button', { name: 'Download a copy (JSON)' }).click();
    const copy = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
      respondent: { email: string };
    };
    expect(copy.respondent.email).toBe(eli.email);

    await respondent.getByRole('button', { name: 'Delete my data' }).click();
    const dialog = respondent.getByRole('dialog', { name: 'Delete your data?' });
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await respondent.getByText('Your data for this assessment has been deleted.').waitFor();
    await respondent.context().close();

    await page.goto(detailsUrl);
    await page
      .getByText(/0 Results|No respondents/)
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Eli Tester' }).count()).toBe(0);
  });

  it('the employer deletes their account after typing DELETE, is signed out, and signing up again with the address starts afresh', async () => {
    await page.goto(`${webUrl}/account/privacy`);
    const remove = page.getByRole('button', { name: 'Delete my account' });
    await remove.waitFor();
    expect(await remove.isDisabled()).toBe(true);
    await page.getByLabel('Type your e-mail address or DELETE to confirm').fill('DELETE');
    expect(await remove.isDisabled()).toBe(false);
    await remove.click();
    await page.waitForURL((url) => !url.pathname.startsWith('/account'));

    await page.goto(`${webUrl}/signup`);
    await page.getByLabel('Work e-mail').fill(employerEmail);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/signup\/verify\?email=/);
    await page.getByLabel('Verification code').fill(await pinFor(page, webUrl, employerEmail));
    await page.getByRole('button', { name: 'Verify' }).click();
    // A fresh account: the sign-up details are asked again, empty.
    await page.waitForURL(/\/signup\/info$/);
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    expect(await page.getByLabel('Company').inputValue()).toBe('');
  });
});
