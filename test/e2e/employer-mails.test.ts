import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, signUpEmployer } from './browser';

/**
 * The e-mails the employer expects, in the browser (issue 24 part 4): a new employer who asked for a first assessment
 * gets "Your first assessment is ready" once it is generated, with the link to it; My account has a Notifications tab
 * whose choice is kept; the unsubscribe page refuses a link nobody signed. (The signed link turning the e-mails off is
 * in test/integration/employer-mails.test.ts.)
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const email = `mails.e2e.${stamp}@example.com`;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await browser?.close();
});

async function mailsTo(to: string): Promise<{ subject: string; text?: string }[]> {
  const res = await page.request.get(`${webUrl}/mailbox.json`);
  const { messages } = (await res.json()) as { messages: { to: string; subject: string; text?: string }[] };
  return messages.filter((m) => m.to === to);
}

describe('e-mails the employer expects', () => {
  it('the first assessment asked for at sign-up arrives with "Your first assessment is ready", once', async () => {
    // As in ai-setup.test.ts: the generation waits until the tour was skipped (the offline stand-in is faster).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/me/onboarding', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await signUpEmployer(page, webUrl, email, 'Mail Labs', { autoGenerate: true });
    release();
    await page.getByRole('link', { name: 'Startup culture fit' }).waitFor();
    await page.unroute('**/me/onboarding');
    await expect
      .poll(async () => (await mailsTo(email)).filter((m) => m.subject === 'Your first assessment is ready').length, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(1);
    const [ready] = (await mailsTo(email)).filter((m) => m.subject === 'Your first assessment is ready');
    expect(ready?.text).toMatch(/\/assessments\/assessments\?id=/);
    await page.reload();
    await page.getByRole('link', { name: 'Startup culture fit' }).waitFor();
    expect((await mailsTo(email)).filter((m) => m.subject === 'Your first assessment is ready')).toHaveLength(1);
  });

  it('My account, Notifications: the daily summary is chosen, one assessment switched off, and both are kept', async () => {
    await page.goto(`${webUrl}/account`);
    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL(/\/account\/notifications$/);
    const each = page.getByRole('radio', { name: /An e-mail for each completed assessment/ });
    await expect.poll(() => each.isChecked()).toBe(true);
    await page.getByRole('radio', { name: /One daily summary/ }).check();
    await page.getByRole('checkbox', { name: 'Startup culture fit' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();

    await page.reload();
    await expect.poll(() => page.getByRole('radio', { name: /One daily summary/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Startup culture fit' }).isChecked()).toBe(false);
  });

  it('the unsubscribe page, signed out, refuses a link nobody signed and changes nothing', async () => {
    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto(`${webUrl}/unsubscribe#${Buffer.from('someone').toString('base64url')}.${'A'.repeat(43)}`);
    await stranger.getByRole('heading', { name: 'E-mails about completed assessments' }).waitFor();
    // Opening the page changes nothing: it asks first.
    await stranger.getByRole('button', { name: 'Turn them off' }).click();
    await stranger.getByText('This unsubscribe link is not valid.', { exact: false }).waitFor();
    await stranger.close();
  });
});
