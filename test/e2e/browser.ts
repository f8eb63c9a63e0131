import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Flags Debian's Chromium needs here (no sandbox as root, no background network on a closed network). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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

/** A new employer through sign-up, PIN, info and branding, landing on My Assessments. */
export async function signUpEmployer(page: Page, webUrl: string, email: string, company: string): Promise<void> {
  await page.goto(`${webUrl}/signup`);
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(/\/signup\/verify\?email=/);
  await page.getByLabel('Verification code').fill(await pinFor(page, webUrl, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/signup\/info$/);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Job title').fill('Head of People');
  await page.getByLabel('Employee count').selectOption('11-50');
  await page.getByLabel('Organization type').selectOption({ label: 'Startup' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/signup\/branding$/);
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL(/\/assessments$/);
}
