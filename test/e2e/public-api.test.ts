import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, answerValuesAndPublish, signUpEmployer } from './browser';

/**
 * The public API from outside the browser (spec part 1 §2 /docs-for-dev; part 2 §6): Ines creates her API key in
 * My account (shown once), then a plain HTTP client with that key lists her assessments and the respondents of
 * one; /docs-for-dev documents the same operations. A regenerated key ends the old one.
 */

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const stamp = Date.now();

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('the public API with an account key', () => {
  let key = '';

  it('an employer publishes an assessment and creates an API key in My account', async () => {
    await signUpEmployer(page, webUrl, `ines.api.${stamp}@example.com`, `Api Co ${stamp}`);
    await page
      .getByRole('link', { name: /New Assessment/ })
      .first()
      .click();
    await page.getByLabel('Assessment name').fill(`API role ${stamp}`);
    await page.getByLabel('Role').fill('Analyst');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/assessments\/create\/sections\?id=/);
    await answerValuesAndPublish(page);
    await page.goto(`${webUrl}/account/api-key`);
    await page.getByRole('button', { name: 'Create API key' }).click();
    key = ((await page.getByTestId('api-key').textContent()) ?? '').trim();
    expect(key).toMatch(/^\d+-[A-Za-z0-9]+$/);
  });

  it('a client outside the browser lists the assessments and their respondents with the key', async () => {
    const list = await fetch(`${apiUrl}/v1/assessments`, { headers: { 'x-api-key': key } });
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as { items: { id: string; form_name: string }[] };
    const mine = items.find((i) => i.form_name === `API role ${stamp}`);
    expect(mine).toBeDefined();
    const respondents = await fetch(`${apiUrl}/v1/assessments/${mine!.id}/respondents`, {
      headers: { 'x-api-key': key },
    });
    expect(respondents.status).toBe(200);
    expect(await respondents.json()).toMatchObject({ items: [] });
    const refused = await fetch(`${apiUrl}/v1/assessments`, { headers: { 'x-api-key': 'not-a-key' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { message: 'Invalid API key.' } });
  });

  it('/docs-for-dev, linked from the API key tab, documents the same operations and offers the OpenAPI document', async () => {
    await page.getByRole('link', { name: 'API reference' }).click();
    await page.waitForURL(/\/docs-for-dev$/);
    await page.getByRole('heading', { name: 'API reference' }).waitFor();
    for (const op of [
      'GET /v1/assessments',
      'GET /v1/assessments/{id}/respondents',
      'GET /v1/assessments/{id}/respondents/{candidateId}',
      'POST /v1/assessments/{id}/invitations',
    ]) {
      await page.getByRole('heading', { name: op, exact: true }).waitFor();
    }
    await page.screenshot({ path: '/tmp/e2e-docs-for-dev.png', fullPage: false });
  });
});
