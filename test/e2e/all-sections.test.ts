import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { CHROMIUM_ARGS, registerAndStart, signUpEmployer } from './browser';
import { expectAccessible } from './a11y';
import { EVERY_SECTION, openSectionSetup, saveSectionSetup } from './every-section';
import { LOGIC_TEST_PACK } from '@shared/sections/logic-test/content';
import { LOGIC_ANSWER_KEYS } from '../../lambdas/src/sections/logic-test-answer-keys';

/**
 * Every section, in Chromium against the local stack: the employer sets up all eight sections and publishes;
 * a candidate takes each one through the public link (a reload mid-section and an offline spell, nothing lost);
 * the employer reads every section's result, the written answers scored by the sweep. Then one section taken
 * on a phone-sized screen with the keyboard only.
 */

const webUrl = inject('webUrl');

/** The right option of a logic question, whichever form of the pool the respondent drew: found by its text. */
async function answerLogicRight(group: ReturnType<Page['getByRole']>) {
  const legend = (await group.locator('.choice-legend, .visually-hidden').first().textContent()) ?? '';
  const stem = legend.replace(/^\d+\.\s*/, '');
  const item = LOGIC_TEST_PACK.items.find((i) => i.stem.en === stem);
  expect(item, stem).toBeDefined();
  await group.locator(`input[value="${LOGIC_ANSWER_KEYS[item!.id]!.correct}"]`).click();
}
const stamp = Date.now();
const employerEmail = `all.sections.${stamp}@example.com`;
const assessmentName = `Every section ${stamp}`;

let browser: Browser;
let employerContext: BrowserContext;
let employer: Page;
let publicLink = '';
let workStyleLink = '';

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  employerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  employer = await employerContext.newPage();
});

afterAll(async () => {
  await browser?.close();
});

const openSetup = (section: string) => openSectionSetup(employer, section);

async function saveAndExpectCompleted(section: string) {
  await expectAccessible(employer, `${section}: the company's answers`);
  await saveSectionSetup(employer, section);
  await expectAccessible(employer, 'the sections of the wizard');
}

describe('every section: set up, taken, read', () => {
  it('the employer picks all eight sections and sees each one needs setup', async () => {
    await signUpEmployer(employer, webUrl, employerEmail, 'Tide Labs');
    await employer.getByRole('link', { name: /New Assessment/ }).click();
    await employer.getByLabel('Assessment name').fill(assessmentName);
    await employer.getByRole('button', { name: 'Continue' }).click();
    for (const name of EVERY_SECTION.slice(1)) {
      await employer.getByRole('checkbox', { name: new RegExp(name) }).check();
    }
    await employer.getByRole('button', { name: 'Save and answer as the company' }).click();
    await employer.waitForURL(/\/assessments\/create\/answers\?id=/);
    await expect.poll(() => employer.getByText('Setup required').count()).toBe(8);
  });

  it('values and traits: rated, each rated value in a category', async () => {
    await openSetup('Values and traits');
    const values = employer.getByRole('region', { name: 'Values' }).getByRole('radiogroup');
    await values.nth(0).getByRole('radio', { name: /^5 / }).click();
    await values.nth(1).getByRole('radio', { name: /^4 / }).click();
    await values.nth(2).getByRole('radio', { name: /^1 / }).click();
    const traits = employer.getByRole('region', { name: 'Traits' }).getByRole('radiogroup');
    await traits.nth(0).getByRole('radio', { name: /^5 / }).click();
    await traits.nth(1).getByRole('radio', { name: /^3 / }).click();
    await saveAndExpectCompleted('Values and traits');
  });

  it('culture profile: 100 points per dimension, now and wanted; it cannot be saved until every dimension adds up', async () => {
    await openSetup('Culture profile');
    const fill = async (points: number[]) => {
      const dimensions = employer.getByRole('tabpanel').getByRole('group');
      await expect.poll(() => dimensions.count()).toBe(6);
      for (let d = 0; d < 6; d += 1) {
        const inputs = dimensions.nth(d).getByRole('spinbutton');
        for (let i = 0; i < 4; i += 1) await inputs.nth(i).fill(String(points[i]));
        await dimensions.nth(d).getByText('All 100 placed').waitFor();
      }
    };
    // The running total: typing more than is left is capped at what is left.
    const firstDimension = employer.getByRole('tabpanel').getByRole('group').first();
    await firstDimension.getByRole('spinbutton').first().fill('70');
    await firstDimension.getByText('30 left').waitFor();
    await firstDimension.getByRole('spinbutton').nth(1).fill('50');
    await expect.poll(() => firstDimension.getByRole('spinbutton').nth(1).inputValue()).toBe('30');
    await employer.getByRole('button', { name: 'Save section' }).click();
    await employer.getByRole('alert').filter({ hasText: 'dimensions do not add up to 100 points yet' }).waitFor();

    await fill([25, 25, 25, 25]);
    // Keyboard: arrows step by one within what is left.
    const spin = employer.getByRole('tabpanel').getByRole('group').first().getByRole('spinbutton').first();
    await spin.focus();
    await employer.keyboard.press('ArrowUp');
    await expect.poll(() => spin.inputValue()).toBe('25');
    await employer.getByRole('tab', { name: /How we want it to be/ }).click();
    await fill([40, 30, 20, 10]);
    await saveAndExpectCompleted('Culture profile');
  });

  it('acceptable behaviours: three scenarios chosen and rated', async () => {
    await openSetup('Acceptable behaviors');
    for (let i = 4; i <= 15; i += 1) await employer.getByRole('checkbox', { name: new RegExp(`^${i}\\. `) }).uncheck();
    const groups = employer.getByRole('radiogroup');
    await expect.poll(() => groups.count()).toBe(3);
    await groups.nth(0).getByRole('radio', { name: 'Acceptable' }).click();
    await groups.nth(1).getByRole('radio', { name: 'Reprimanded' }).click();
    await groups.nth(2).getByRole('radio', { name: 'Zero Tolerance Policy' }).click();
    await saveAndExpectCompleted('Acceptable behaviors');
  });

  it('work style: the nine scenarios answered as the company', async () => {
    await openSetup('Work style identifier');
    const groups = employer.getByRole('radiogroup');
    await expect.poll(() => groups.count()).toBe(9);
    for (let i = 0; i < 9; i += 1)
      await groups
        .nth(i)
        .getByRole('radio')
        .nth(i % 3)
        .click();
    await saveAndExpectCompleted('Work style identifier');
  });

  it('logic test: one part chosen, nothing to answer', async () => {
    await openSetup('Logic test');
    for (const part of ['Logical reasoning', 'Data interpretation', 'Problem solving'])
      await employer.getByRole('checkbox', { name: new RegExp(part) }).uncheck();
    await saveAndExpectCompleted('Logic test');
  });

  it("custom survey: an open and a single-choice question; the option limits speak the catalogue's words", async () => {
    await openSetup('Custom survey');
    await employer.getByRole('button', { name: 'Add question' }).click();
    const q1 = employer.getByRole('group', { name: 'Question 1' });
    await q1.getByLabel('Question', { exact: true }).fill('What would you change in your first month?');
    await employer.getByRole('button', { name: 'Add question' }).click();
    const q2 = employer.getByRole('group', { name: 'Question 2' });
    await q2.getByLabel('Answer type').selectOption({ label: 'One choice' });
    await q2.getByLabel('Question', { exact: true }).fill('Can you work on site two days a week?');
    await q2.getByLabel('Option 1', { exact: true }).fill('Yes');
    await q2.getByLabel('Option 2', { exact: true }).fill('No');
    await q2.getByRole('button', { name: 'Remove option 1' }).click();
    await q2.getByRole('alert').filter({ hasText: 'Add at least 2 options.' }).waitFor();
    await q2.getByRole('radio', { name: 'Option 1 is a correct answer' }).check();
    await saveAndExpectCompleted('Custom survey');
  });

  it('human skills: one written question, for empathy', async () => {
    await openSetup('Human skills');
    for (const skill of ['Written communication', 'Situational awareness', 'Critical thinking']) {
      await employer.getByRole('group', { name: skill }).getByRole('checkbox', { checked: true }).uncheck();
    }
    await saveAndExpectCompleted('Human skills');
  });

  it('Big Five: the 50-statement form; then review and publish', async () => {
    await openSetup('Big Five personality');
    await employer.getByRole('radio', { name: /^50 statements/ }).click();
    await saveAndExpectCompleted('Big Five personality');
    await employer.getByRole('button', { name: 'Save and review' }).click();
    await employer.waitForURL(/\/assessments\/create\/review\?id=/);
    await employer.getByText('Candidates get 65 minutes in all for 8 sections.').waitFor();
    await employer.getByRole('button', { name: 'Publish' }).click();
    await employer.waitForURL(/\/assessments\/assessments\?id=/);
    publicLink = await employer.getByRole('textbox', { name: 'Public link' }).inputValue();
  });

  it('a candidate takes every section; a reload and an offline spell lose nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const respondent = await context.newPage();
    const start = async (title: string) => {
      await respondent.getByRole('heading', { name: title, exact: true }).waitFor();
      await respondent.getByRole('button', { name: 'Start', exact: true }).click();
      await respondent.getByRole('timer').waitFor();
    };
    const saved = () => respondent.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    const complete = async () => {
      await expectAccessible(respondent, 'a section as the candidate answers it');
      await respondent.getByRole('button', { name: 'Complete section' }).click();
      await respondent.getByRole('button', { name: 'Start', exact: true }).waitFor();
    };
    try {
      await respondent.goto(publicLink);
      await respondent.getByLabel('First name').fill('Mae');
      await respondent.getByLabel('Last name').fill('Jemison');
      await respondent.getByLabel('E-mail').fill(`mae.${stamp}@example.com`);
      await expectAccessible(respondent, 'the registration on the public link');
      await respondent.getByRole('button', { name: 'Start the assessment' }).click();
      await respondent.getByRole('heading', { name: '8 sections, about 65 minutes' }).waitFor();
      await expectAccessible(respondent, "the first section's intro");

      await start('Values and traits');
      const vt = respondent.getByRole('radiogroup');
      await expect.poll(() => vt.count()).toBe(5);
      // A reload right after a tap, before any save has reached the server: the answer was kept on the device.
      const answersUrl = '**/respondent/*/sections/*/answers';
      const refuseSaves = (route: Route) => route.abort();
      await respondent.route(answersUrl, refuseSaves);
      await vt.nth(0).getByRole('radio', { name: /^4 / }).click();
      await respondent.reload();
      await respondent.getByRole('timer').waitFor();
      await expect.poll(() => vt.nth(0).getByRole('radio', { name: /^4 / }).isChecked()).toBe(true);
      await respondent.unroute(answersUrl, refuseSaves);
      for (let i = 1; i < 5; i += 1) await vt.nth(i).getByRole('radio', { name: /^4 / }).click();
      await saved();
      // Clearing an answer and pressing Complete before the page has drawn the clearing (it renders a frame after the
      // tap) still warns that a question is unanswered.
      await respondent.evaluate(() => {
        document.querySelector<HTMLButtonElement>('[role="radiogroup"] button[aria-label="Clear answer"]')?.click();
        [...document.querySelectorAll('button')].find((b) => b.textContent === 'Complete section')?.click();
      });
      await respondent.getByRole('alertdialog', { name: 'Some questions are unanswered' }).waitFor();
      await respondent.getByRole('button', { name: 'Keep answering' }).click();
      await vt.nth(0).getByRole('radio', { name: /^4 / }).click();
      await saved();
      await complete();

      await start('Culture profile');
      const dims = respondent.getByRole('group');
      await expect.poll(() => dims.count()).toBe(6);
      for (let d = 0; d < 3; d += 1)
        for (let i = 0; i < 4; i += 1)
          await dims
            .nth(d)
            .getByRole('spinbutton')
            .nth(i)
            .fill(String([50, 20, 20, 10][i]));
      await saved();
      await respondent.reload();
      await respondent.getByRole('timer').waitFor();
      await expect
        .poll(() => respondent.getByRole('group').nth(2).getByRole('spinbutton').first().inputValue())
        .toBe('50');
      for (let d = 3; d < 6; d += 1)
        for (let i = 0; i < 4; i += 1)
          await respondent
            .getByRole('group')
            .nth(d)
            .getByRole('spinbutton')
            .nth(i)
            .fill(String([50, 20, 20, 10][i]));
      await saved();
      await complete();

      await start('Acceptable behaviors');
      const ab = respondent.getByRole('radiogroup');
      await expect.poll(() => ab.count()).toBe(3);
      await ab.nth(0).getByRole('radio', { name: 'Acceptable' }).click();
      await ab.nth(1).getByRole('radio', { name: 'Actively Discouraged' }).click();
      await ab.nth(2).getByRole('radio', { name: 'Frowned Upon' }).click();
      await saved();
      await complete();

      await start('Work style identifier');
      const ws = respondent.getByRole('radiogroup');
      await expect.poll(() => ws.count()).toBe(9);
      for (let i = 0; i < 9; i += 1) await ws.nth(i).getByRole('radio').first().click();
      await saved();
      await complete();

      await start('Logic test');
      const logic = respondent.getByRole('radiogroup');
      await expect.poll(() => logic.count()).toBe(6);
      await answerLogicRight(logic.nth(0));
      await saved();
      // Offline: answers stay on the device and the screen says so; back online they are sent.
      await context.setOffline(true);
      await respondent.getByText('You are offline.').waitFor();
      await answerLogicRight(logic.nth(1));
      await answerLogicRight(logic.nth(2));
      await respondent.getByRole('status').filter({ hasText: 'Saved on this device' }).waitFor({ timeout: 15_000 });
      await context.setOffline(false);
      await saved();
      // Three questions left: a warning before completing.
      await respondent.getByRole('button', { name: 'Complete section' }).click();
      await respondent.getByRole('alertdialog').getByText('3 questions in this section have no answer.').waitFor();
      await respondent.getByRole('button', { name: 'Complete anyway' }).click();

      await start('Custom survey');
      await respondent.getByLabel(/What would you change/).fill('Meet every customer-facing team.');
      await respondent.getByRole('radiogroup').getByRole('radio', { name: 'Yes' }).click();
      await saved();
      await complete();

      await start('Human skills');
      await respondent
        .getByRole('textbox')
        .fill('I would find a quiet moment, ask how they are, and listen before offering help. '.repeat(8));
      await saved();
      await complete();

      await start('Big Five personality');
      // Each statement language in its own name, whatever the interface language (English here).
      const languages = respondent.getByLabel('Language of the statements');
      expect(await languages.locator('option[value="th"]').innerText()).toBe('ไทย');
      expect(await languages.locator('option[value="ja"]').innerText()).toBe('日本語');
      await languages.selectOption('de');
      await respondent.locator('.question-list[lang="de"]').waitFor();
      const items = respondent.getByRole('radiogroup');
      await expect.poll(() => items.count()).toBe(50);
      for (let i = 0; i < 50; i += 1)
        await items
          .nth(i)
          .getByRole('radio', { name: i % 2 ? 'Moderately accurate' : 'Very accurate' })
          .click();
      await saved();
      await expectAccessible(respondent, 'the Big Five section');
      await respondent.getByRole('button', { name: 'Finish' }).click();
      await respondent.getByRole('heading', { name: 'Thank you!' }).waitFor();
      await expectAccessible(respondent, 'the thank-you page');
    } finally {
      await context.close();
    }
  });

  it('the employer reads every section, and the written answers are scored without a reload', async () => {
    await employer.reload();
    await employer.getByRole('link', { name: 'Mae Jemison' }).click();
    await employer.getByRole('heading', { name: 'Mae Jemison' }).waitFor();
    for (const title of EVERY_SECTION) {
      await employer.getByRole('heading', { name: title, level: 2 }).waitFor();
    }
    await employer.getByRole('img', { name: 'Culture types: company now, company preferred and candidate' }).waitFor();
    await employer.getByRole('cell', { name: 'Match', exact: true }).first().waitFor();
    await employer.getByRole('cell', { name: 'Mismatch', exact: true }).first().waitFor();
    await employer.getByText('Based on 9 answered situations.').waitFor();
    // Three right: one answered online and two answered offline, all of which reached the server.
    await employer.getByText('3 of 6 correct').waitFor();
    await employer.getByText('Meet every customer-facing team.').waitFor();
    await employer
      .getByRole('img', { name: /^Emotional stability · (very low|low|average|high|very high): T \d+$/ })
      .waitFor();
    // The five levels: a T above 65 reads "very high", below 35 "very low" (docs/scoring.md); these answers give two.
    const levels: string[] = [];
    for (const bar of await employer
      .getByRole('img', { name: / · (very low|low|average|high|very high): T \d+$/ })
      .all()) {
      const [, level, score] = /· ([a-z ]+): T (\d+)$/.exec((await bar.getAttribute('aria-label'))!)!;
      levels.push(level!);
      if (Number(score) > 65) expect(level).toBe('very high');
      if (Number(score) < 35) expect(level).toBe('very low');
    }
    expect(levels).toContain('very low');
    // The profile's workplace archetype, with what it is good at and who balances it.
    const archetype = employer.getByRole('region', { name: /.+/ }).filter({ hasText: 'Workplace archetype' });
    await archetype.getByText('Works well with').waitFor();
    await archetype.getByText('Roles that suit').waitFor();
    await employer.getByText('What moved this score most').first().waitFor();
    await employer.getByRole('heading', { name: 'Time spent' }).waitFor();
    // The total is the sections' seconds summed, read as a clock: never "0 minutes" beside sections that took some.
    const spent = await employer
      .getByRole('img', { name: /: \d+:\d\d \/ \d+ min$/ })
      .evaluateAll((bars) =>
        bars.map((b) => /(\d+):(\d\d) \//.exec(b.getAttribute('aria-label') ?? '')!).map((m) => 60 * +m[1]! + +m[2]!),
      );
    const total = spent.reduce((a, b) => a + b, 0);
    expect(spent).toHaveLength(8);
    await employer.getByText(`${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')} in all`).waitFor();
    // The sweep scores the written answers (offline stand-in here) and the page picks it up by itself.
    await employer
      .getByText('Offline scorer: a stand-in used on the local stack, not an AI assessment.')
      .waitFor({ timeout: 30_000 });
    await employer.getByRole('img', { name: /^Empathy: \d+$/ }).waitFor();
    await expectAccessible(employer, "a candidate's result with every section");
  });
});

describe('one section on a phone, keyboard only', () => {
  it('a 390 × 844 candidate takes the work style section with Tab, Space and Enter', async () => {
    // A second assessment with the work style section only.
    await employer.goto(`${webUrl}/assessments/create/name`);
    await employer.getByLabel('Assessment name').fill(`Work style ${stamp}`);
    await employer.getByRole('button', { name: 'Continue' }).click();
    await employer.getByRole('checkbox', { name: /Values and traits/ }).uncheck();
    await employer.getByRole('checkbox', { name: /Work style identifier/ }).check();
    await employer.getByRole('button', { name: 'Save and answer as the company' }).click();
    await openSetup('Work style identifier');
    // The company's answers copied from the first assessment, not typed again.
    await employer.getByLabel('Copy from another assessment…').selectOption({ label: assessmentName });
    await expect.poll(() => employer.getByRole('radio', { checked: true }).count()).toBe(9);
    await saveAndExpectCompleted('Work style identifier');
    await employer.getByRole('button', { name: 'Save and review' }).click();
    await employer.getByRole('button', { name: 'Publish' }).click();
    await employer.waitForURL(/\/assessments\/assessments\?id=/);
    const link = await employer.getByRole('textbox', { name: 'Public link' }).inputValue();
    workStyleLink = link;

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await context.newPage();
    // Where the focus is at the moment the first question appears: a keyboard user may press Tab at once.
    await phone.addInitScript(() => {
      const seen = window as unknown as { focusWhenQuestionsAppeared?: string };
      new MutationObserver(() => {
        if (!seen.focusWhenQuestionsAppeared && document.querySelector('[role=radiogroup]'))
          seen.focusWhenQuestionsAppeared = document.activeElement?.tagName ?? '';
      }).observe(document, { childList: true, subtree: true });
    });
    let tabs = 0;
    const tab = async () => {
      tabs += 1;
      await phone.keyboard.press('Tab');
    };
    const focusedName = () =>
      phone.evaluate(
        () =>
          (document.activeElement as HTMLElement | null)?.innerText ||
          (document.activeElement as HTMLInputElement | null)?.value ||
          '',
      );
    try {
      await phone.goto(link);
      await phone.getByLabel('First name').focus();
      await phone.keyboard.type('Kay');
      await tab();
      await phone.keyboard.type('Pad');
      await tab();
      await phone.keyboard.type(`kay.${stamp}@example.com`);
      await phone.keyboard.press('Enter');
      await phone.getByRole('button', { name: 'Start', exact: true }).waitFor();
      while ((await focusedName()) !== 'Start' && tabs < 40) await tab();
      await phone.keyboard.press('Enter');
      await phone.getByRole('timer').waitFor();
      await phone.getByRole('radiogroup').first().waitFor();
      // Focus starts on the section's heading, already when the questions appear.
      expect(
        await phone.evaluate(
          () => (window as unknown as { focusWhenQuestionsAppeared?: string }).focusWhenQuestionsAppeared,
        ),
      ).toBe('H1');
      expect(await phone.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      const before = tabs;
      for (let i = 0; i < 9; i += 1) {
        await tab();
        await phone.keyboard.press('Space');
        await phone.keyboard.press('ArrowDown');
      }
      // One tab stop per question: nine Tabs answered nine questions.
      expect(tabs - before).toBe(9);
      await expect.poll(() => phone.getByRole('radio', { checked: true }).count()).toBe(9);
      await phone.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
      while ((await focusedName()) !== 'Finish' && tabs < before + 30) await tab();
      await phone.keyboard.press('Enter');
      await phone.getByRole('heading', { name: 'Thank you!' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('when the time runs out', () => {
  it('the last minute warns that answers may be lost; at zero the section closes with what was saved', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const respondent = await context.newPage();
    // The browser's clock is driven by the test; the server keeps its own (and would close the section too).
    await respondent.clock.install();
    try {
      await respondent.goto(workStyleLink);
      await registerAndStart(respondent, { first: 'Tim', last: 'Out', email: `tim.${stamp}@example.com` });
      await respondent.getByRole('radiogroup').first().getByRole('radio').first().click();
      await respondent.clock.fastForward('04:05');
      await respondent
        .getByText('Session Time Out: please proceed to the next section, otherwise you risk losing responses.')
        .waitFor();
      await respondent.clock.fastForward('01:00');
      await respondent.getByRole('heading', { name: 'Thank you!' }).waitFor();
    } finally {
      await context.close();
    }
    // The one answer given before the time ran out is what the employer reads.
    await employer.goto(workStyleLink.replace(/\/assessment-test\/.*/, '/assessments'));
    await employer.getByRole('link', { name: `Work style ${stamp}` }).click();
    await employer.getByRole('link', { name: 'Tim Out' }).click();
    await employer.getByText('Based on 1 answered situations.').waitFor();
  });

  it('a style-only assessment: the list shows the style each leans to, the group page the style mix and why there is no overall score', async () => {
    await employer
      .getByRole('link', { name: `Work style ${stamp}` })
      .first()
      .click();
    await employer.waitForURL(/\/assessments\/assessments\?id=/);
    for (const name of ['Kay Pad', 'Tim Out'])
      await employer
        .getByRole('row', { name: new RegExp(name) })
        .getByText(/^Style: (People|Process|Product)$/)
        .waitFor();
    await employer.getByRole('link', { name: 'Group analytics' }).click();
    await employer.getByText('2 of 2 respondents completed (100%).').waitFor();
    await employer.getByText(/^No overall score: Work style identifier describes how people work/).waitFor();
    await employer.getByRole('heading', { name: 'Work style mix' }).waitFor();
    await employer.getByText('2 respondents: the bar is the mean share of answers for each style.').waitFor();
    const bars = employer.getByRole('img', {
      name: /^(People|Process|Product): \d lean most to it · \d+% on average$/,
    });
    await expect.poll(() => bars.count()).toBe(3);
    const leaning = (await bars.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map((label) =>
      Number(/: (\d) lean/.exec(label)?.[1]),
    );
    expect(leaning.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await employer.getByText('No completed respondents yet.').count()).toBe(0);
    await expectAccessible(employer, 'group analytics of a style-only assessment');
  });
});
