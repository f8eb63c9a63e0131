import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Flags Debian's Chromium needs here (no sandbox as root, no background network on a closed network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface MailboxMessage {
  to: string;
  text?: string;
  createdAt: string;
}

/** The newest PIN mailed to `to` that differs from `previous` (the dev mailbox lists newest first). */
export async function pinFor(page: Page, webUrl: string, to: string, previous?: string): Promise<string> {
  let pin: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${webUrl}/mailbox.json`);
        const { messages } = (await res.json()) as { messages: MailboxMessage[] };
        pin = messages
          .filter((m) => m.to === to)
          .map((m) => /\b(\d{6})\b/.exec(m.text ?? '')?.[1])
          .find((p) => p !== undefined && p !== previous);
        return pin;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBeTruthy();
  return pin as string;
}

/** A new employer through sign-up, PIN, info and branding, landing on My Assessments (`details` as completeSignUpDetails takes them). */
export async function signUpEmployer(
  page: Page,
  webUrl: string,
  email: string,
  company: string,
  details: Omit<Parameters<typeof completeSignUpDetails>[1], 'lastName' | 'company'> = {},
): Promise<void> {
  await page.goto(`${webUrl}/signup`);
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(/\/signup\/verify\?email=/);
  await page.getByLabel('Verification code').fill(await pinFor(page, webUrl, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/signup\/info$/);
  await completeSignUpDetails(page, { firstName: 'Ada', lastName: 'Lovelace', company, ...details });
  await page.waitForURL(/\/assessments$/);
}

/**
 * The sign-up details and branding steps, from /signup/info; a first name already filled (a provider's)
 * is kept when `firstName` is not given. A new employer lands on My Assessments with the create tour's first
 * popover; like most users who came for something else, the journey skips it unless `tour` is 'keep'.
 */
export async function completeSignUpDetails(
  page: Page,
  who: {
    firstName?: string;
    lastName: string;
    company: string;
    autoGenerate?: boolean;
    color?: string;
    tour?: 'skip' | 'keep';
  },
): Promise<void> {
  await page.waitForURL(/\/signup\/info$/);
  // One language control on the step: the top bar's.
  await page.getByLabel('Last name').waitFor();
  expect(await page.getByRole('combobox', { name: /^(Language|ภาษา|Idioma)$/ }).count()).toBe(1);
  if (who.firstName) await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Company').fill(who.company);
  await page.getByLabel('Job title').fill('Head of People');
  await page.getByLabel('Employee count').selectOption('11-50');
  await page.getByLabel('Organization type').selectOption({ label: 'Startup' });
  if (who.autoGenerate) await page.getByRole('checkbox', { name: /Generate my first assessment with AI/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/signup\/branding$/);
  if (who.color) await page.getByLabel('Colour code').fill(who.color);
  await page.getByRole('button', { name: 'Finish' }).click();
  if (who.tour !== 'keep') await skipTour(page);
}

/** "Skip tour" on the guided tour's popover, waiting until the server has kept it (it is shown once). */
export async function skipTour(page: Page): Promise<void> {
  await page.waitForURL(/\/assessments$/);
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/me/guided-tour') && r.ok()),
    page.getByRole('button', { name: 'Skip tour' }).click(),
  ]);
}

/** From the sections step of the wizard: values and traits answered as the company, then published. */
export async function answerValuesAndPublish(page: Page): Promise<void> {
  await answerValuesAsCompany(page);
  await page.getByRole('button', { name: 'Save and review' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/\/assessments\/assessments\?id=/);
}

/** From the sections step of the wizard to values and traits answered and saved as the company (the section reads Completed). */
export async function answerValuesAsCompany(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save and answer as the company' }).click();
  await page.getByRole('link', { name: 'Set up' }).click();
  const values = page.getByRole('region', { name: 'Values' }).getByRole('radiogroup');
  await values.first().waitFor();
  for (let i = 0; i < 6; i += 1) await values.nth(i).getByRole('radio', { name: /^5 / }).click();
  await values.nth(6).getByRole('radio', { name: /^3 / }).click();
  const traits = page.getByRole('region', { name: 'Traits' }).getByRole('radiogroup');
  for (let i = 0; i < 4; i += 1) await traits.nth(i).getByRole('radio', { name: /^4 / }).click();
  await page
    .getByRole('region', { name: 'How important is each value to you?' })
    .getByRole('combobox')
    .last()
    .selectOption({ label: 'Non-essential' });
  await page.getByRole('button', { name: 'Save section' }).click();
  await page.getByText('Completed').waitFor();
}

/**
 * The account menu's credit line ('Credits 5 remaining'), the menu opened first if it is closed. The app polls the
 * balance every 5 s while it is open, so `expect.poll` on the line's text sees it move without a reload.
 */
export async function openCreditLine(page: Page): Promise<Locator> {
  const menu = page.getByRole('button', { name: 'Account menu' });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return page.getByTestId('credit-line');
}

/**
 * On a public link's registration page: registers a respondent and starts the test's first section, waiting until its
 * timer is on screen.
 */
export async function registerAndStart(
  page: Page,
  respondent: { first: string; last: string; email: string },
): Promise<void> {
  await page.getByLabel('First name').fill(respondent.first);
  await page.getByLabel('Last name').fill(respondent.last);
  await page.getByLabel('E-mail').fill(respondent.email);
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('timer').waitFor();
}
