import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { answerValuesAndPublish, CHROMIUM_ARGS, signUpEmployer } from './browser';

/**
 * One personal link open on two devices (two browser contexts: nothing shared, not even storage): answers given on
 * each are all kept, since a save carries only the items that device changed, merged per item on the server.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const employerEmail = `two.tabs.${stamp}@example.com`;
const respondentEmail = `two.tabs.candidate.${stamp}@example.com`;

let browser: Browser;
let employer: Page;
const devices: BrowserContext[] = [];

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  employer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

async function personalLink(): Promise<string> {
  const res = await employer.request.get(`${webUrl}/mailbox.json`);
  const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
  return new RegExp(`${webUrl}/assessment-test/[\\w-]+#t=[\\w-]{43}`).exec(
    messages.find((m) => m.to === respondentEmail)!.text,
  )![0];
}

async function device(link: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  devices.push(ctx);
  const page = await ctx.newPage();
  await page.goto(link);
  return page;
}

const groups = (page: Page) => page.getByRole('radiogroup');
const chosen = (page: Page, g: number, rating?: RegExp) =>
  groups(page)
    .nth(g)
    .getByRole('radio', { checked: true, ...(rating ? { name: rating } : {}) });

async function rate(page: Page, from: number, to: number, rating: RegExp) {
  for (let g = from; g <= to; g += 1) await groups(page).nth(g).getByRole('radio', { name: rating }).click();
  await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
}

describe('the same personal link open on two devices', () => {
  it("keeps the answers given on both: neither device's autosave undoes the other's", async () => {
    await signUpEmployer(employer, webUrl, employerEmail, 'Two Tabs Co');
    await employer.getByRole('link', { name: /New Assessment/ }).click();
    await employer.getByLabel('Assessment name').fill(`Two tabs ${stamp}`);
    await employer.getByRole('button', { name: 'Continue' }).click();
    await answerValuesAndPublish(employer);
    await employer.getByRole('tab', { name: 'By e-mail' }).click();
    await employer.getByLabel('First name').fill('Tess');
    await employer.getByLabel('Last name').fill('Twotabs');
    await employer.getByRole('textbox', { name: 'E-mail', exact: true }).fill(respondentEmail);
    await employer.getByRole('button', { name: 'Send invitation' }).click();
    await employer.getByText('1 invited, 0 reminded').waitFor();
    await employer.getByText('1 sent, 0 waiting to be sent, 0 not sent.').waitFor();
    const link = await personalLink();

    // The laptop starts the section; the phone opens the same link while nothing is answered yet.
    const laptop = await device(link);
    await laptop.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => groups(laptop).count(), { timeout: 15_000 }).toBe(11);
    const phone = await device(link);
    await expect.poll(() => groups(phone).count(), { timeout: 15_000 }).toBe(11);

    await rate(laptop, 0, 2, /^5 /);
    await rate(phone, 3, 5, /^2 /);

    // Both copies read back from the server hold all six answers.
    for (const page of [laptop, phone]) {
      await page.reload();
      await expect.poll(() => groups(page).count(), { timeout: 15_000 }).toBe(11);
      for (let g = 0; g <= 5; g += 1) await expect.poll(() => chosen(page, g, g <= 2 ? /^5 / : /^2 /).count()).toBe(1);
      await expect.poll(() => chosen(page, 6).count()).toBe(0);
    }
  });
});
