/**
 * A respondent answering a question screen by touch, for the INP figures of the phone benches (lighthouse.ts,
 * answering-taps.ts): one answer on each of the first 20 items, each a different choice of its five.
 *
 * Each tap is a bare touch at the choice's centre (`page.touchscreen.tap`: a touchstart and a touchend, as a phone's
 * screen sends), after the item has been scrolled to the middle of the screen, its place read, and the page left
 * alone for `QUIET_MS`. Playwright's `locator.tap()` is not used for the tap itself: it runs its own script in the
 * page just before and during each tap
 * (finding the element by role across the whole page, waiting for animation frames to see it stable, and listeners
 * that check the touch lands on it), and at a low-tier phone's CPU that script added tens of ms to every tap's input
 * delay, on the app and on the static floor alike (docs/phone-speed.md, "How a tap is made").
 */
import type { Page } from 'playwright-core';

/** Items answered per load: INP is then the slowest interaction (fewer than 50). */
export const ANSWERED_ITEMS = 20;
/**
 * The page left alone before each tap: a respondent reads the next statement before tapping it, and a second is quick
 * for that. Half a second often put a tap where the previous answer's autosave starts (600 ms after it).
 */
export const QUIET_MS = 1000;

/** The radio tapped on item `item` (from 0): each item is a group of five, and each gets a different answer. */
export const tappedChoice = (item: number) => item * 5 + (item % 5);

export async function answerByTouch(page: Page, quietMs = QUIET_MS): Promise<void> {
  const radios = page.locator('input[type="radio"]');
  for (let item = 0; item < ANSWERED_ITEMS; item++) {
    const radio = radios.nth(tappedChoice(item));
    // In the middle of the screen, as a thumb answers: at its bottom edge the bar under the questions covers it.
    await radio.evaluate((e) => e.scrollIntoView({ block: 'center' }), undefined, { timeout: 20_000 });
    const box = await radio.boundingBox();
    if (!box) throw new Error(`item ${item + 1}: its choice has no box to tap`);
    await page.waitForTimeout(quietMs);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }
  // Every tap must have answered its item: a tap that missed would make a fast, wrong figure.
  await page.waitForTimeout(quietMs);
  const answered = await page.locator('input[type="radio"]:checked').count();
  if (answered !== ANSWERED_ITEMS) throw new Error(`${answered} of ${ANSWERED_ITEMS} taps answered their item`);
}
