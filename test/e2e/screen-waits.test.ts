import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { CHROMIUM_ARGS, pinFor, skipTour } from './browser';

/**
 * The next screen does not wait for data it can load in place (issue 24: screens over 2 s on a loaded machine).
 * Each check holds the slow request and looks for the next screen while it is held: behaviour, not timings.
 */

const webUrl = inject('webUrl');
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

/** Holds the requests `url` matches (of `method`) until the returned release is called; each is let through then. */
async function hold(
  p: Page,
  url: RegExp,
  method: string,
): Promise<{ reached: Promise<void>; release: () => Promise<void> }> {
  const held: Route[] = [];
  let reached = () => {};
  const first = new Promise<void>((resolve) => (reached = resolve));
  await p.route(url, (route) => {
    if (route.request().method() !== method) return route.continue();
    held.push(route);
    reached();
  });
  return {
    reached: first,
    release: async () => {
      for (const route of held) await route.continue();
      await p.unroute(url);
    },
  };
}

describe('sign-up', () => {
  const email = `wes.wait.${stamp}@example.com`;

  it('a PIN accepted says so while the account is opened; the 1.5 s wait runs alongside, then the details step', async () => {
    await page.goto(`${webUrl}/signup`);
    await page.getByLabel('Work e-mail').fill(email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/signup\/verify\?email=/);
    await page.getByLabel('Verification code').fill(await pinFor(page, webUrl, email));
    const opening = await hold(page, /\/me\/open$/, 'POST');
    await page.getByRole('button', { name: 'Verify' }).click();
    await opening.reached;
    await page.getByText('You are signed in').waitFor();
    await opening.release();
    await page.waitForURL(/\/signup\/info$/);
    await page.getByLabel('Last name').waitFor();
  });

  it('Finish shows My Assessments while its list is read', async () => {
    await page.getByLabel('First name').fill('Wes');
    await page.getByLabel('Last name').fill('Wait');
    await page.getByLabel('Company').fill(`Wait Co ${stamp}`);
    await page.getByLabel('Job title').fill('Head of People');
    await page.getByLabel('Employee count').selectOption('11-50');
    await page.getByLabel('Organization type').selectOption({ label: 'Startup' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/signup\/branding$/);
    const list = await hold(page, /\/templates(\?.*)?$/, 'GET');
    await page.getByRole('button', { name: 'Finish' }).click();
    await list.reached;
    await page.getByRole('heading', { name: 'My Assessments' }).waitFor();
    await list.release();
    await skipTour(page);
  });
});

describe('guest start', () => {
  it('the guest wizard shows as soon as the guest is signed in, while its account is opened', async () => {
    // A browser of its own: no session, no kept guest pass.
    const guest = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    try {
      const opening = await hold(guest, /\/me\/open$/, 'POST');
      await guest.goto(`${webUrl}/guest/assessments/create`);
      await opening.reached;
      await guest.waitForURL(/\/guest\/assessments\/create\/name$/);
      await guest.getByLabel('Assessment name').waitFor();
      await opening.release();
      // Once the account is open and read, the guest works in it as before.
      await guest.getByRole('button', { name: 'Pending Verification' }).waitFor();
      await guest.getByLabel('Assessment name').fill(`Guest wait ${stamp}`);
    } finally {
      await guest.context().close();
    }
  });
});
