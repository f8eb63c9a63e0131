import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
async function pinFor(page: Page, webUrl: string, to: string): Promise<string> {
  for (let i = 0; i < 75; i++) {
    const res = await page.request.get(`${webUrl}/mailbox.json`);
    const { messages } = (await res.json()) as { messages: { to: string; text?: string }[] };
    const pin = messages.filter((m) => m.to === to).map((m) => /\b(\d{6})\b/.exec(m.text ?? '')?.[1]).find(Boolean);
    if (pin) return pin;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no pin');
}
async function signUpEmployer(page: Page, webUrl: string, email: string, company: string) {
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

const web = 'http://localhost:5173';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const email = `try.${Date.now()}@example.com`;
await signUpEmployer(page, web, email, 'Acme Labs');
await page.getByRole('link', { name: /New Assessment/ }).click();
await page.getByLabel('Assessment name').fill('Product designer');
await page.getByLabel('Redirect link').fill('not a url');
await page.getByRole('checkbox', { name: 'Español' }).check();
await page.getByLabel('Custom message').check();
await page.getByLabel('Your message').fill('Thanks, we will be in touch within a week.');
await page.getByRole('button', { name: 'Continue' }).click();
await page.screenshot({ path: '/tmp/shots/01-name-error.png', fullPage: true });
await page.getByLabel('Redirect link').fill('https://acme.example/careers');
await page.getByRole('button', { name: 'Continue' }).click();
await page.waitForURL(/create\/sections\?id=/);
await page.reload();
await page.getByRole('checkbox', { name: /Values and traits/ }).waitFor();
await page.screenshot({ path: '/tmp/shots/02-sections-after-reload.png', fullPage: true });
await page.getByRole('button', { name: 'Back' }).click();
await page.waitForURL(/create\/name\?id=/);
console.log('name after back:', await page.getByLabel('Assessment name').inputValue(), await page.getByLabel('Your message').inputValue());
await page.goto(`${web}/assessments`);
await page.getByRole('link', { name: 'Product designer' }).waitFor();
await page.screenshot({ path: '/tmp/shots/03-list-draft.png', fullPage: true });
await page.getByRole('button', { name: 'Actions for Product designer' }).click();
await page.screenshot({ path: '/tmp/shots/04-row-menu.png' });
await page.getByRole('menuitem', { name: 'Duplicate' }).click();
await page.getByRole('link', { name: 'Product designer (Copy)' }).waitFor();
await page.getByRole('button', { name: 'Actions for Product designer (Copy)' }).click();
await page.getByRole('menuitem', { name: 'Delete' }).click();
await page.screenshot({ path: '/tmp/shots/05-delete-dialog.png' });
await page.getByRole('button', { name: 'Cancel' }).click();
console.log('after cancel rows:', await page.locator('tbody tr').count());
await page.getByRole('button', { name: 'Actions for Product designer (Copy)' }).click();
await page.getByRole('menuitem', { name: 'Delete' }).click();
await page.getByRole('button', { name: 'Delete assessment' }).click();
await page.getByText('deleted').waitFor();
console.log('after delete rows:', await page.locator('tbody tr').count());
await page.screenshot({ path: '/tmp/shots/06-after-delete.png' });
await browser.close();
