import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerValuesAndPublish, signUpEmployer } from './browser';
import { chromiumSession, inviteByEmail, startNewAssessment } from './chromium-session';

/**
 * Webhooks in Chromium against the whole local stack (docs/webhooks.md): an employer adds an endpoint pointing at the
 * dev webhook receiver in My account → Webhooks (its secret shown once), tells the receiver to fail the next
 * delivery, and an invited person completes the assessment; the delivery log shows the respondent.completed
 * delivery retried and delivered in two attempts, the receiver shows both, and Send again delivers it once more.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const respondent = { first: 'Hana', last: 'Hook', email: `hana.${stamp}@example.com` };

const session = chromiumSession();

type Received = { answered: number; event: string; delivery: string; body: string };
async function received(page: Page): Promise<Received[]> {
  const res = await page.request.get(`${webUrl}/webhook-receiver.json`);
  return ((await res.json()) as { received: Received[] }).received.filter((r) => r.body.includes(respondent.email));
}

describe('webhooks to the dev receiver', () => {
  it('an employer adds an endpoint for respondent.completed; its secret is shown once', async () => {
    await signUpEmployer(session.employer, webUrl, `hooks.${stamp}@example.com`, `Hooks Co ${stamp}`);
    await session.employer.goto(`${webUrl}/account/webhooks`);
    await session.employer.getByLabel('Endpoint address').fill(`${webUrl}/webhook-receiver`);
    await expect
      .poll(() => session.employer.getByRole('checkbox', { name: 'respondent.completed' }).isChecked())
      .toBe(true);
    await session.employer.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = ((await session.employer.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_/);
    await session.employer.getByTestId('webhook-endpoints').getByText(`${webUrl}/webhook-receiver`).waitFor();
    await session.employer.getByText(`Secret ending in ${secret.slice(-4)}`).waitFor();
  });

  it('a respondent completes; the log shows the delivery failed once, then delivered, and the receiver has both', async () => {
    // The dev receiver answers 500 to the next delivery.
    const fail = await session.employer.request.post(`${webUrl}/webhook-receiver/fail`, {
      form: { n: '1' },
      maxRedirects: 0,
    });
    expect(fail.status()).toBe(303);

    await session.employer.goto(`${webUrl}/`);
    await startNewAssessment(session.employer, `Webhook role ${stamp}`);
    await answerValuesAndPublish(session.employer);
    const link = await inviteByEmail(session.employer, webUrl, respondent);

    const ctx = await session.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await ctx.newPage();
    try {
      await page.goto(link);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const groups = page.getByRole('radiogroup');
      await expect.poll(() => groups.count()).toBe(11);
      for (let g = 0; g < 11; g += 1) await groups.nth(g).getByRole('radio', { name: /^4 / }).click();
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    } finally {
      await ctx.close();
    }

    await session.employer.goto(`${webUrl}/account/webhooks`);
    const log = session.employer.getByTestId('webhook-deliveries');
    // The first attempt failed (500) and is retried after 10 s on the local stack; the tab reads the log every 3 s.
    const delivered = log.locator('tr[data-status="delivered"]');
    await delivered.waitFor({ timeout: 60_000 });
    await delivered.getByText('respondent.completed').waitFor();
    await delivered.getByRole('cell', { name: '2', exact: true }).waitFor();
    await delivered.getByText('200').waitFor();

    const arrived = await received(session.employer);
    expect(arrived.map((r) => r.answered)).toEqual([200, 500]);
    expect(arrived.every((r) => r.event === 'respondent.completed')).toBe(true);
  });

  it('Send again delivers the same event once more', async () => {
    await session.employer.getByRole('button', { name: 'Send again' }).first().click();
    await session.employer.getByText('Queued: it will show in the delivery log.').waitFor();
    await expect
      .poll(() => session.employer.getByTestId('webhook-deliveries').locator('tr[data-status="delivered"]').count(), {
        timeout: 20_000,
      })
      .toBe(2);
    const arrived = await received(session.employer);
    expect(arrived).toHaveLength(3);
    expect(new Set(arrived.map((r) => (JSON.parse(r.body) as { id: string }).id)).size).toBe(1);
  });
});
