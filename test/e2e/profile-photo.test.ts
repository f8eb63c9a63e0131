import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, signUpEmployer } from './browser';
import { expectAccessible } from './a11y';
import { TINY_PNG as PNG } from '../support/images';

/**
 * My account, profile photo (spec part 1 §3 `photoURL`): a new employer uploads a photo on the profile tab, sees it
 * in the account menu, and removes it; the menu shows the initial again.
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

/** The photo in the account menu's button: loaded from its address (an image that failed has no width). */
const menuPhotoWidth = () =>
  page.locator('.menu-button img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

describe('profile photo', () => {
  it('uploaded on My account, it shows in the account menu; removed, the initial shows again', async () => {
    await signUpEmployer(page, webUrl, `photo.${stamp}@example.com`, `Photo Co ${stamp}`);
    expect(await page.locator('.menu-button img').count()).toBe(0);
    await page.goto(`${webUrl}/account`);
    await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Your photo is saved.').waitFor();
    await page.getByRole('img', { name: 'Your profile photo' }).waitFor();
    await expect.poll(menuPhotoWidth).toBe(1);
    await expectAccessible(page, 'My account, profile with a photo');
    // A new page load shows it too (the profile read, not only the save's answer).
    await page.reload();
    await expect.poll(menuPhotoWidth).toBe(1);

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByText('Your photo is removed.').waitFor();
    expect(await page.locator('.menu-button img').count()).toBe(0);
    await expect.poll(() => page.locator('.menu-button .avatar').textContent()).toBe('A');
  });
});
