import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createCoupon } from '../../lambdas/src/credits/coupons';
import { CHROMIUM_ARGS, signUpEmployer } from './browser';

/**
 * Team credits in Chromium against the whole local stack (spec part 2 §3 "quota … per team", §5 coupons, §9.1
 * buying; part 1 §6 team quota first): Dana creates a team, whose plan shows 0 credits (the default team quota); she
 * buys the 10-credit pack for the team on the Stripe stand-in's checkout page, comes back to the team's page and,
 * without a reload, sees 10; then redeems a coupon for the team. Last, a deployment without payments: Buy opens the
 * "payments are coming soon" dialog, whose refer-a-friend action opens the refer-a-friend tab (spec part 2 §2, §8).
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const dana = `dana.team.${stamp}@example.com`;
const teamName = `Credits crew ${stamp}`;
const COUPON = { code: `TEAME2E${stamp}`, credit: 6 };

let browser: Browser;
let page: Page;
const teamRemaining = () => page.getByTestId('team-credits-remaining').innerText();
const sameDocument = () => page.evaluate(() => (window as { e2eDocument?: boolean }).e2eDocument === true);

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe("a team's owner buys credits for the team and redeems a coupon for it", () => {
  it("a new team's plan shows 0 credits", async () => {
    await signUpEmployer(page, webUrl, dana, 'Dana Co');
    await page.goto(`${webUrl}/account/team`);
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByLabel('Team name').fill(teamName);
    await page.getByLabel('Company').fill('Dana Partners');
    await page.getByLabel('Colour code').fill('#0A7C59');
    await page.getByRole('button', { name: 'Create team' }).last().click();
    await page.waitForURL(/\/account\/my-team\//);
    await page.getByRole('heading', { name: 'Team plan and credits' }).waitFor();
    await expect.poll(teamRemaining).toBe('0');
  });

  it('Buy on the 10-credit pack opens the checkout; Pay returns to the team, whose plan reaches 10 without a reload', async () => {
    const teamUrl = page.url();
    await page.getByTestId('team-plan').getByRole('button', { name: 'Buy 10 credits' }).click();
    await page.waitForURL(/\/checkout\/cs_test_local_[0-9a-f]+$/);
    await expect.poll(() => page.getByTestId('amount').innerText()).toBe('$10.00');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(teamUrl);
    await page.evaluate(() => {
      (window as { e2eDocument?: boolean }).e2eDocument = true;
    });
    await expect.poll(teamRemaining, { timeout: 15_000 }).toBe('10');
    const bought = page.getByTestId('team-plan').getByRole('row').filter({ hasText: 'Credits bought' });
    await expect.poll(async () => (await bought.innerText()).replace(/\s+/g, ' ')).toMatch(/\+10 10$/);
    expect(await sameDocument()).toBe(true);
  });

  it("a coupon redeemed on the team's plan adds its credits to the team", async () => {
    const made = await createCoupon(
      {
        code: COUPON.code,
        name: 'E2E team',
        credit: COUPON.credit,
        usage_limit: 1,
        expiry_date: `${new Date().getUTCFullYear() + 1}-12-31`,
        creator: 'ops@example.com',
      },
      new Date(),
    );
    expect(made.created).toBe(true);
    const plan = page.getByTestId('team-plan');
    await plan.getByLabel('Coupon code').fill(COUPON.code.toLowerCase());
    await plan.getByRole('button', { name: 'Redeem' }).click();
    await plan.getByText(`${COUPON.credit} credits added`).waitFor();
    await expect.poll(teamRemaining).toBe(String(10 + COUPON.credit));
    expect(await sameDocument()).toBe(true);
    await page.screenshot({ path: '/tmp/e2e-team-credits.png', fullPage: true });
  });
});

describe('payments not configured', () => {
  it('Buy opens the "payments are coming soon" dialog; Refer a friend opens the refer-a-friend tab', async () => {
    // This stack has Stripe's stand-in; a deployment without Stripe answers a purchase as the server's adapter does
    // (lambdas/src/adapters/payments: 503 PAYMENTS_COMING_SOON), which the browser is given here instead.
    await page.route('**/billing/checkout', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'PAYMENTS_COMING_SOON',
            message: 'Payments are coming soon. Refer a friend to earn free credits meanwhile.',
          },
        }),
      }),
    );
    await page.goto(`${webUrl}/account/plan-billing`);
    await page.getByRole('button', { name: 'Buy 20 credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payments are coming soon' });
    await dialog.getByText('Refer a friend to earn free credits meanwhile.').waitFor();
    await page.screenshot({ path: '/tmp/e2e-payments-coming-soon.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Refer a friend' }).click();
    await page.waitForURL(/\/account\/refer-a-friend$/);
    expect(await dialog.count()).toBe(0);
    await page.unroute('**/billing/checkout');
  });
});
