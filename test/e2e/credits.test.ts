import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createCoupon } from '../../lambdas/src/credits/coupons';
import { CHROMIUM_ARGS, openCreditLine, signUpEmployer } from './browser';

/**
 * Credits in Chromium against the whole local stack (spec part 1 §2 credit line and plan and billing tab; part 2
 * §4 "Quota watch", §5 coupons, §9.1 buying): Cleo signs up with the 5 free credits, buys the 20-credit pack on
 * the Stripe stand-in's checkout page, comes back to the paid message and, without a reload, sees 25 in the menu
 * and on the plan tab with the payment Paid; then redeems an operator's coupon typed in lower case and sees the
 * balance rise by its credits. Refer a friend (+10 each side) is referral.test.ts.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const cleo = `cleo.credits.${stamp}@example.com`;
const COUPON = { code: `E2E${stamp}`, credit: 7 };

let browser: Browser;
let page: Page;

/** Marks the current document; `sameDocument` stays true only while the SPA has not been reloaded since. */
const markDocument = () =>
  page.evaluate(() => {
    (window as { e2eDocument?: boolean }).e2eDocument = true;
  });
const sameDocument = () => page.evaluate(() => (window as { e2eDocument?: boolean }).e2eDocument === true);
const remaining = () => page.getByTestId('billing-remaining').innerText();

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('an employer buys a credit pack and redeems a coupon', () => {
  it('a new employer’s credit line says 5 remaining', async () => {
    await signUpEmployer(page, webUrl, cleo, 'Cleo Co');
    const line = await openCreditLine(page);
    await expect.poll(() => line.innerText()).toMatch(/\b5 remaining$/);
  });

  it('Buy on the 20-credit pack opens the stand-in checkout at $18.00; Pay returns to the paid message', async () => {
    // The credit line opens the plan and billing tab.
    await (await openCreditLine(page)).click();
    await page.waitForURL(/\/account\/plan-billing$/);
    await expect.poll(remaining).toBe('5');

    await page.getByRole('button', { name: 'Buy 20 credits' }).click();
    await page.waitForURL(/\/checkout\/cs_test_local_[0-9a-f]+$/);
    await expect.poll(() => page.getByTestId('amount').innerText()).toBe('$18.00');
    await page.getByRole('heading', { name: '20 credits' }).waitFor();
    await page.getByText(cleo).waitFor();
    await page.screenshot({ path: '/tmp/e2e-credits-checkout.png', fullPage: true });

    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/account\/plan-billing\/success\?session_id=cs_test_local_[0-9a-f]+$/);
    await expect
      .poll(() => page.getByTestId('payment-paid').innerText(), { timeout: 15_000 })
      .toBe('Thank you! Added to your account: 20 credits.');
    await markDocument();
  });

  it('without a reload the credit line reaches 25 remaining; the plan tab shows 25 and the payment Paid', async () => {
    const line = await openCreditLine(page);
    await expect.poll(() => line.innerText(), { timeout: 15_000 }).toMatch(/\b25 remaining$/);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Back to plan and billing' }).click();
    await page.waitForURL(/\/account\/plan-billing$/);
    await expect.poll(remaining, { timeout: 15_000 }).toBe('25');
    const payment = page.getByRole('row').filter({ hasText: '$18.00' });
    await expect
      .poll(async () => (await payment.innerText()).replace(/\s+/g, ' '))
      .toMatch(/20 credits \$18\.00 Paid$/);
    expect(await sameDocument()).toBe(true);
  });

  it('a coupon typed in lower case adds its credits; the balance rises by them without a reload', async () => {
    // As `npm run coupon -- create` does, on the stack's DynamoDB Local (its env is inherited from the global setup).
    expect(process.env.DYNAMODB_ENDPOINT).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+$/);
    const made = await createCoupon(
      {
        code: COUPON.code,
        name: 'E2E spring',
        credit: COUPON.credit,
        usage_limit: 1,
        expiry_date: `${new Date().getUTCFullYear() + 1}-12-31`,
        creator: 'ops@example.com',
      },
      new Date(),
    );
    expect(made.created).toBe(true);

    await page.getByLabel('Coupon code').fill(COUPON.code.toLowerCase());
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page.getByText(`${COUPON.credit} credits added`).waitFor();
    await expect.poll(remaining).toBe(String(25 + COUPON.credit));
    const line = await openCreditLine(page);
    await expect.poll(() => line.innerText()).toMatch(new RegExp(`\\b${25 + COUPON.credit} remaining$`));
    await page.keyboard.press('Escape');
    expect(await sameDocument()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/e2e-credits-plan-billing.png', fullPage: true });
  });
});
