import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpEmployer } from './browser';
import { chromiumSession, inviteByEmail, startNewAssessment } from './chromium-session';

/**
 * Randomised item order (docs/integrity.md): the employer turns it on in the wizard; two candidates take the
 * acceptable behaviours section, each sees the same fifteen scenarios in an order of their own, and the employer reads
 * each result's scenarios in the order that candidate saw them. Answered within moments, the scenarios also show
 * on the Integrity panel as answered faster than they can be read.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const employerEmail = `order.${stamp}@example.com`;
const people = [
  { first: 'Ona', last: 'Order', email: `order.one.${stamp}@example.com` },
  { first: 'Tam', last: 'Order', email: `order.two.${stamp}@example.com` },
];
const seen: string[][] = [];

const session = chromiumSession();
let detailsUrl = '';

/** The scenario texts of a candidate's screen, in the order shown, without their numbers. */
const shownScenarios = (page: Page) =>
  page
    .getByRole('radiogroup')
    .evaluateAll((groups) =>
      groups.map((g) =>
        (document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent ?? '').replace(/^\d+\.\s*/, ''),
      ),
    );

describe('randomised item order, from the wizard to the employer’s review', () => {
  it('the employer turns it on and publishes acceptable behaviours with all fifteen scenarios', async () => {
    await signUpEmployer(session.employer, webUrl, employerEmail, 'Order Co');
    await startNewAssessment(session.employer, `Order ${stamp}`, [
      /Show each respondent the items in an order of their own/,
    ]);
    await session.employer.getByRole('checkbox', { name: /Acceptable behaviors/ }).check();
    await session.employer.getByRole('checkbox', { name: /Values and traits/ }).uncheck();
    await session.employer.getByRole('button', { name: 'Save and answer as the company' }).click();
    await session.employer.waitForURL(/\/assessments\/create\/answers\?id=/);
    await session.employer.getByRole('listitem').filter({ hasText: 'Acceptable behaviors' }).getByRole('link').click();
    await session.employer.getByRole('button', { name: 'Save section' }).waitFor();
    const groups = session.employer.getByRole('radiogroup');
    await expect.poll(() => groups.count(), { timeout: 30_000 }).toBe(15);
    for (let i = 0; i < 15; i += 1) await groups.nth(i).getByRole('radio', { name: 'Acceptable' }).click();
    await session.employer.getByRole('button', { name: 'Save section' }).click();
    await session.employer
      .getByRole('listitem')
      .filter({ hasText: 'Acceptable behaviors' })
      .getByText('Completed')
      .waitFor();
    await session.employer.getByRole('button', { name: 'Save and review' }).click();
    await session.employer.getByRole('button', { name: 'Publish' }).click();
    await session.employer.waitForURL(/\/assessments\/assessments\?id=/);
    detailsUrl = session.employer.url();
  });

  it('two candidates see the same scenarios, each in an order of their own', async () => {
    for (const person of people) {
      await session.employer.goto(detailsUrl);
      const link = await inviteByEmail(session.employer, webUrl, person);

      const ctx = await session.browser.newContext({ viewport: { width: 1000, height: 900 } });
      const page = await ctx.newPage();
      try {
        await page.goto(link);
        const consent = page.getByTestId('integrity-consent');
        await consent.waitFor({ timeout: 60_000 });
        expect(await consent.innerText()).toContain('in an order of your own');
        await page.getByRole('button', { name: 'Start', exact: true }).click();
        const groups = page.getByRole('radiogroup');
        await expect.poll(() => groups.count(), { timeout: 30_000 }).toBe(15);
        const order = await shownScenarios(page);
        // A reload shows the same order.
        await page.reload();
        await expect.poll(() => groups.count(), { timeout: 30_000 }).toBe(15);
        expect(await shownScenarios(page)).toEqual(order);
        seen.push(order);
        for (let g = 0; g < 15; g += 1) await groups.nth(g).getByRole('radio', { name: 'Acceptable' }).click();
        await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
        await page.getByRole('button', { name: 'Finish' }).click();
        await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
      } finally {
        await ctx.close();
      }
    }
    expect(seen).toHaveLength(2);
    expect([...seen[0]!].sort()).toEqual([...seen[1]!].sort());
    expect(new Set(seen[0]).size).toBe(15);
    expect(seen[0]).not.toEqual(seen[1]);
  });

  it('the employer reviews each candidate’s scenarios in the order that candidate saw them', async () => {
    for (const [i, person] of people.entries()) {
      await session.employer.goto(detailsUrl);
      await session.employer.getByRole('link', { name: `${person.first} ${person.last}` }).click();
      await session.employer.getByText('Shown in the order this candidate saw them.').waitFor();
      const card = session.employer.locator('.card', {
        has: session.employer.getByRole('heading', { name: 'Acceptable behaviors' }),
      });
      const rows = card.getByRole('row').filter({ has: session.employer.getByRole('cell') });
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(15);
      // The scenarios' texts arrive with the section's content, after the rows.
      const listed = () => rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
      await expect.poll(listed, { timeout: 30_000 }).toEqual(seen[i]);
      // Fifteen scenarios answered within moments of appearing: each faster than it can be read, on the Integrity panel.
      await expect
        .poll(() => session.employer.getByTestId('integrity-fast_answer').innerText(), { timeout: 30_000 })
        .toMatch(/Noticed \d+ times?\s+2 of 2/);
    }
  });
  it('the employer reads the items as the candidate read them, in the candidate’s language, one click away', async () => {
    // The first candidate is taken to have answered in German (the language kept on their record).
    const { db } = await import('../../lambdas/src/db/service');
    const { emailKey } = await import('@shared/accounts/email');
    const formId = new URL(detailsUrl).searchParams.get('id')!;
    await db()
      .entities.candidate.patch({ form_id: formId, emailKey: emailKey(people[0]!.email) })
      .set({ lang: 'de' })
      .go();
    await session.employer.goto(detailsUrl);
    await session.employer.getByRole('link', { name: `${people[0]!.first} ${people[0]!.last}` }).click();
    const card = session.employer.locator('.card', {
      has: session.employer.getByRole('heading', { name: 'Acceptable behaviors' }),
    });
    const rows = card.getByRole('row').filter({ has: session.employer.getByRole('cell') });
    const firstCells = () => rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
    await expect.poll(firstCells, { timeout: 30_000 }).toEqual(seen[0]);
    const toGerman = session.employer.getByRole('button', { name: 'Read the items in Deutsch, as the respondent did' });
    await toGerman.click();
    const german =
      'Ein Mitarbeiter kommt regelmäßig 15 Minuten zu spät, bleibt aber länger, um die Zeit auszugleichen.';
    await card.getByRole('cell', { name: german }).waitFor({ timeout: 30_000 });
    // The same candidate order, every scenario now in German; the answers in the German scale's words.
    const inGerman = await firstCells();
    expect(inGerman).toHaveLength(15);
    expect(inGerman.filter((text) => seen[0]!.includes(text))).toEqual([]);
    await card.getByRole('cell', { name: 'Akzeptabel' }).first().waitFor();
    await session.employer.getByRole('button', { name: 'Read the items in your language' }).click();
    await expect.poll(firstCells, { timeout: 30_000 }).toEqual(seen[0]);
  });
});
