import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './browser';

/** The window an employer works in (a laptop screen). */
const DESKTOP = { width: 1280, height: 900 };

export interface ChromiumSession {
  /** The file's Chromium, for respondents' contexts of their own. */
  readonly browser: Browser;
  /** The first employer's page, in a context of its own. */
  readonly employer: Page;
  /** Another employer's page, in a new context (signed in apart from the first). */
  newEmployerPage(): Promise<Page>;
}

/**
 * One Chromium for a test file, launched before its first test and closed after its last, with an employer's page
 * ready: call it once at the top of the file; `browser` and `employer` are there from the first test on.
 * `permissions` are granted to the employers' contexts (the clipboard, for a test that copies a link).
 */
export function chromiumSession({ permissions }: { permissions?: string[] } = {}): ChromiumSession {
  let browser: Browser | undefined;
  let employer: Page | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the Chromium session starts in beforeAll: use it inside a test');
    return value;
  };
  const session: ChromiumSession = {
    get browser() {
      return ready(browser);
    },
    get employer() {
      return ready(employer);
    },
    newEmployerPage: async () => (await ready(browser).newContext({ viewport: DESKTOP, permissions })).newPage(),
  };
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    employer = await session.newEmployerPage();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return session;
}

/**
 * From My Assessments, a new assessment named `name` with the first step's `options` ticked (their checkbox labels),
 * on to the sections step.
 */
export async function startNewAssessment(page: Page, name: string, options: readonly (string | RegExp)[] = []) {
  // The first one, as the webhooks journey took it: it comes from `/` rather than My Assessments.
  await page
    .getByRole('link', { name: /New Assessment/ })
    .first()
    .click();
  await page.getByLabel('Assessment name').fill(name);
  for (const option of options) await page.getByRole('checkbox', { name: option }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/assessments\/create\/sections\?id=/);
}

/**
 * From a published assessment's page, one person invited by e-mail: the screen says one invited and, once the queue
 * has mailed it, shows their line as sent; returns the test link the invitation carries (read from the dev mailbox).
 * The person's own line, not the count of sent mails: the page also lists the assessment's earlier invitations once
 * it has loaded them, so a count that reads "1 sent" may be read before they arrive, or never again after.
 */
export async function inviteByEmail(
  page: Page,
  webUrl: string,
  person: { first: string; last: string; email: string },
): Promise<string> {
  await page.getByRole('tab', { name: 'By e-mail' }).click();
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(person.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText('1 invited, 0 reminded').waitFor();
  await page.getByText(`${person.email} — Sent`).waitFor();
  const linkIn = async () => {
    const res = await page.request.get(`${webUrl}/mailbox.json`);
    const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
    return new RegExp(`${webUrl}/assessment-test/[\\w-]+#t=[\\w-]{43}`).exec(
      messages.find((m) => m.to === person.email)?.text ?? '',
    )?.[0];
  };
  await expect.poll(linkIn, { timeout: 30_000 }).toBeTruthy();
  return (await linkIn())!;
}
