import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { listMailbox } from '../../lambdas/src/adapters/mail';
import { CHROMIUM_ARGS, signUpEmployer } from './browser';
import { TINY_PNG as PNG } from '../support/images';

/**
 * Help and support in Chromium against the whole local stack (spec part 1 §2 "Help and support"; part 2 §8
 * "Support and chat", §9.6): Sol opens Help and support from the account menu, attaches a screenshot and sends;
 * the thank-you toast shows and the ticket, with a link to the image, lands in the dev mailbox for the support
 * address. The floating chat sends with Ctrl+Enter and answers with the reply-time line; it survives a reload
 * (browser storage) and is absent from the respondent's test page.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const sol = `sol.support.${stamp}@example.com`;
const SUPPORT = 'support@culturefit.local';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

async function supportMails() {
  return (await listMailbox(inject('mailboxDir'))).filter((m) => m.to === SUPPORT && m.replyTo === sol);
}

describe('help and support', () => {
  it('a signed-in employer sends a message with a screenshot from the account menu; it lands in the support mailbox', async () => {
    await signUpEmployer(page, webUrl, sol, `Support Co ${stamp}`);
    await page
      .getByRole('button', { name: /Ada Lovelace|Account/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Help and support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Help and support' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    // Submit stays disabled while the message is empty or only spaces.
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Message').fill('   ');
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Message').fill('The invite page shows an old logo after I changed it.');
    const file = join(tmpdir(), `screen-${stamp}.png`);
    await writeFile(file, PNG);
    await dialog.getByLabel(/Attach a screenshot/).setInputFiles(file);
    await dialog.getByRole('img', { name: `screen-${stamp}.png` }).waitFor();
    await submit.click();
    await page.getByRole('status').filter({ hasText: 'Thank you! Your message reached our support team.' }).waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(async () => (await supportMails()).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await supportMails();
    expect(mail?.text).toContain('The invite page shows an old logo after I changed it.');
    expect(mail?.text).toContain(`Support Co ${stamp}`);
    expect(mail?.text).toMatch(/support-tickets-screen-\d+-[0-9a-f-]{36}\.png/);
    await page.screenshot({ path: '/tmp/e2e-support-sent.png' });
  });

  it('the chat sends with Ctrl+Enter, says when the reply comes, and keeps the conversation after a reload', async () => {
    await page.getByRole('button', { name: 'Chat with support' }).click();
    const chat = page.getByRole('region', { name: 'Support chat' });
    const box = chat.getByPlaceholder('Write a message…');
    await box.fill('   ');
    await box.press('Control+Enter');
    expect(await chat.locator('.help-chat-line').count()).toBe(0);
    await box.fill('Can I move an assessment to my team?');
    await box.press('Control+Enter');
    await chat.getByText(`A reply will go to ${sol} within 3 to 48 hours.`, { exact: false }).waitFor();
    await expect.poll(async () => (await supportMails()).length, { timeout: 10_000 }).toBe(2);
    await page.screenshot({ path: '/tmp/e2e-support-chat.png' });
    await page.reload();
    await page.getByRole('button', { name: 'Chat with support' }).click();
    await page
      .getByRole('region', { name: 'Support chat' })
      .getByText('Can I move an assessment to my team?')
      .waitFor();
  });

  it('a chat message that fails stays with its failure notice and is sent once when retried', async () => {
    const chat = page.getByRole('region', { name: 'Support chat' });
    await page.route('**/support/tickets', (route) => route.abort('internetdisconnected'));
    await chat.getByPlaceholder('Write a message…').fill('Is there an API?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.getByText('Message failed to send. Please try again.', { exact: false }).waitFor();
    await page.unroute('**/support/tickets');
    await chat.getByRole('button', { name: 'Send again' }).click();
    await expect
      .poll(async () => (await supportMails()).filter((m) => m.text.includes('Is there an API?')).length, {
        timeout: 10_000,
      })
      .toBe(1);
  });

  it('the chat button is not on public pages or the respondent pages', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${webUrl}/assessment-test/NOSUCHCODE`);
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByRole('button', { name: 'Chat with support' }).count()).toBe(0);
    await visitor.goto(`${webUrl}/login`);
    await visitor.getByLabel('Work e-mail').waitFor();
    expect(await visitor.getByRole('button', { name: 'Chat with support' }).count()).toBe(0);
    await visitor.context().close();
  });
});
