import { chromium, type Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const web = 'http://localhost:5173';
const apiUrl = 'http://localhost:3001';
const email = process.argv[2]!;
async function pinFor(page: Page, to: string, not?: string): Promise<string> {
  for (let i = 0; i < 75; i++) {
    const { messages } = (await (await page.request.get(`${web}/mailbox.json`)).json()) as { messages: { to: string; text?: string }[] };
    const pin = messages.filter((m) => m.to === to).map((m) => /\b(\d{6})\b/.exec(m.text ?? '')?.[1]).find((p) => p && p !== not);
    if (pin) return pin;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no pin');
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const old = await pinFor(page, email).catch(() => undefined);
await page.goto(`${web}/login`);
await page.getByLabel(/e-mail/i).first().fill(email);
await page.getByRole('button', { name: 'Send code' }).click();
await page.waitForTimeout(2000); await page.screenshot({ path: '/tmp/shots/18-login.png' });
await page.waitForURL(/verify|pincode/);
await page.getByLabel('Verification code').fill(await pinFor(page, email, old));
await page.getByRole('button', { name: 'Verify' }).click();
await page.waitForURL(/\/assessments$/);
await page.getByRole('link', { name: 'Designers' }).click();
await page.waitForURL(/assessments\/assessments\?id=/);
await page.screenshot({ path: '/tmp/shots/19-details.png' });
const code = (await page.getByRole('textbox', { name: 'Public link' }).inputValue()).split('/').pop()!;
const post = (path: string, body: unknown = {}) => fetch(`${apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
for (let i = 0; i < 6; i++) {
  const reg = (await post(`/public/links/${code}/register`, { firstname: `Person${i}`, lastname: 'Test', email: `person${i}.${Date.now()}@example.com`, registration_id: randomUUID() })) as { token: string };
  await fetch(`${apiUrl}/respondent/${reg.token}`);
  await post(`/respondent/${reg.token}/sections/values_and_traits/start`);
  const r = (n: number) => Object.fromEntries(['value_integrity', 'value_teamwork', 'value_innovation'].map((v, j) => [v, ((n + j) % 5) + 1]));
  const res = await post(`/respondent/${reg.token}/sections/values_and_traits/complete`, { answers: { defining_your_values: r(i), identifying_key_traits: {} } });
  await post(`/respondent/${reg.token}/finish`);
}
await page.reload();
await page.getByRole('link', { name: 'Group analytics' }).click();
await page.waitForTimeout(3000); await page.screenshot({ path: '/tmp/shots/20-group.png', fullPage: true });
await page.getByRole('heading', { name: 'Group analytics' }).waitFor();
await page.getByText('Mean').first().waitFor();
await page.screenshot({ path: '/tmp/shots/20-group.png', fullPage: true });
await browser.close();
