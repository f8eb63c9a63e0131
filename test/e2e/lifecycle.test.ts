import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { answerValuesAndPublish, CHROMIUM_ARGS, signUpEmployer } from './browser';
import { expectAccessible } from './a11y';

/**
 * The hiring team's routine in Chromium against the whole local stack: details and a custom thank-you page,
 * invitations one at a time and in bulk, the invitation e-mails in the dev mailbox, two invited people
 * completing through their personal links, the respondents list sorted and paged, the group page, the PDF
 * report, and a candidate-level share link that leaves the manager-only parts out.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const employerEmail = `hiring.${stamp}@example.com`;
const assessmentName = `Support Lead ${stamp}`;
const people = ['ana', 'ben', 'cara'].map((n) => ({
  first: n[0]!.toUpperCase() + n.slice(1),
  email: `${n}.${stamp}@example.com`,
}));
const bulk = Array.from({ length: 9 }, (_, i) => ({ name: `Bulk Person${i}`, email: `bulk${i}.${stamp}@example.com` }));

let browser: Browser;
let context: BrowserContext;
let employer: Page;
let detailsUrl = '';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
async function mailTo(page: Page, to: string): Promise<Mail[]> {
  const res = await page.request.get(`${webUrl}/mailbox.json`);
  return ((await res.json()) as { messages: Mail[] }).messages.filter((m) => m.to === to);
}

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  employer = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('lifecycle: invite, watch them come in, compare, share and export', () => {
  it('creates an assessment with a custom thank-you message; a reload of the sections step keeps the draft', async () => {
    await signUpEmployer(employer, webUrl, employerEmail, 'Helpful Co');
    await employer.getByRole('link', { name: /New Assessment/ }).click();
    await employer.getByLabel('Assessment name').fill(assessmentName);
    await employer.getByLabel('Custom message').check();
    await employer.getByLabel('Your message').fill('Thanks! We reply within five working days.');
    await employer.getByRole('checkbox', { name: /Ask voluntary equal-opportunity questions/ }).check();
    await employer.getByRole('button', { name: 'Continue' }).click();
    await employer.waitForURL(/\/assessments\/create\/sections\?id=/);
    await employer.reload();
    await employer.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => employer.getByLabel('Assessment name').inputValue()).toBe(assessmentName);
    await employer.getByRole('button', { name: 'Continue' }).click();
    await answerValuesAndPublish(employer);
    detailsUrl = employer.url();
  });

  it('invites three people one at a time and nine in bulk; each gets an invitation e-mail with a personal link', async () => {
    await employer.getByRole('tab', { name: 'By e-mail' }).click();
    for (const [i, p] of people.entries()) {
      await employer.getByLabel('First name').fill(p.first);
      await employer.getByLabel('Last name').fill('Tester');
      await employer.getByRole('textbox', { name: 'E-mail', exact: true }).fill(p.email);
      await employer.getByRole('button', { name: 'Send invitation' }).click();
      await employer.getByText('1 invited, 0 reminded').waitFor();
      // The e-mails leave through the queue after the answer; the screen lists each and follows it to "sent".
      await employer.getByText(`${i + 1} sent, 0 waiting to be sent, 0 not sent.`).waitFor();
      await expect.poll(() => employer.getByRole('textbox', { name: 'E-mail', exact: true }).inputValue()).toBe('');
    }
    await employer.getByRole('tab', { name: 'Bulk' }).click();
    await employer
      .getByLabel('Recipients')
      .fill(['not an address', ...bulk.map((b) => `${b.name}, ${b.email}`)].join('\n'));
    await employer.getByText('Not an e-mail address, line 1: not an address').waitFor();
    await employer.getByRole('button', { name: 'Send 9 invitations' }).click();
    await employer.getByText('9 invited, 0 reminded').waitFor();
    // The list holds every invitation of the assessment: the three sent one at a time and the nine.
    await employer.getByText('12 sent, 0 waiting to be sent, 0 not sent.').waitFor();
    for (const p of bulk) {
      await employer.locator('li[data-status="sent"]', { hasText: p.email }).waitFor();
    }

    for (const p of [...people, ...bulk]) {
      const mails = await mailTo(employer, p.email);
      expect(mails, p.email).toHaveLength(1);
      // The subject is the product's own text; the company and the assessment are named in the body only.
      expect(mails[0]!.subject).toBe('You are invited to take an assessment');
      expect(mails[0]!.text).toContain('Sent on behalf of Helpful Co via Culture Fit.');
      expect(mails[0]!.text).toContain(assessmentName);
      expect(mails[0]!.text).toMatch(new RegExp(`${webUrl}/assessment-test/[\\w-]+#t=[\\w-]{43}`));
    }
  });

  it('two invited people complete through their personal links and see the custom thank-you message', async () => {
    for (const [i, p] of people.slice(0, 2).entries()) {
      const link = new RegExp(`${webUrl}/assessment-test/[\\w-]+#t=[\\w-]{43}`).exec(
        (await mailTo(employer, p.email))[0]!.text,
      )![0];
      const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 } });
      const page = await ctx.newPage();
      try {
        await page.goto(link);
        // The e-mailed link opens the test itself: it names the assessment as the public link's page does.
        await page.getByText(`Helpful Co invites you to take “${assessmentName}”.`).waitFor();
        await page.getByRole('banner').getByText(assessmentName).waitFor();
        await page.getByRole('button', { name: 'Start', exact: true }).click();
        await page.getByRole('banner').getByText(assessmentName).waitFor();
        const groups = page.getByRole('radiogroup');
        await expect.poll(() => groups.count()).toBe(11);
        for (let g = 0; g < 11; g += 1)
          await groups
            .nth(g)
            .getByRole('radio', { name: i === 0 ? /^5 / : /^2 / })
            .click();
        await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
        await page.getByRole('button', { name: 'Finish' }).click();
        await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
        await page.getByText('Thanks! We reply within five working days.').waitFor();
        await expectAccessible(page, 'the thank-you page with the voluntary questions');
        // The voluntary questions: Ana answers one, Ben skips them.
        await page.getByRole('heading', { name: 'Help us make hiring fair (optional)' }).waitFor();
        if (i === 0) {
          await page.getByRole('group', { name: 'Gender' }).getByRole('radio', { name: 'Woman' }).check();
          await page.getByRole('button', { name: 'Send' }).click();
          await page.getByText('Thank you: your voluntary answers were recorded.').waitFor();
        } else {
          await page.getByRole('button', { name: 'Skip' }).click();
          await page
            .getByRole('heading', { name: 'Help us make hiring fair (optional)' })
            .waitFor({ state: 'detached' });
        }
      } finally {
        await ctx.close();
      }
    }
  });

  it('the respondents list sorts by score and pages ten at a time; My respondents shows the same people', async () => {
    await employer.goto(detailsUrl);
    const table = employer.getByRole('table');
    await employer.getByText('1 - 10 of 12 Results').waitFor();
    await expectAccessible(employer, "an assessment's page with its respondents");
    // Scores sort highest first; a second click turns the order round.
    await table.getByRole('button', { name: /^Score/ }).click();
    await expect
      .poll(() => table.locator('tbody tr').first().getByRole('link').first().textContent())
      .toBe('Ana Tester');
    await expect
      .poll(() => table.locator('tbody tr').nth(1).getByRole('link').first().textContent())
      .toBe('Ben Tester');
    await table.getByRole('button', { name: /^Score/ }).click();
    // People without a score stay last either way.
    await expect
      .poll(() => table.locator('tbody tr').first().getByRole('link').first().textContent())
      .toBe('Ben Tester');
    await employer.getByRole('button', { name: 'Page 2' }).click();
    await employer.getByText('11 - 12 of 12 Results').waitFor();
    await employer.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    await employer.getByText('1 - 12 of 12 Results').waitFor();
    await employer.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);

    await employer.getByRole('link', { name: 'My respondents' }).click();
    await employer.getByRole('heading', { name: 'My respondents' }).waitFor();
    // Every assessment's people: these 12 and the sample assessment's 4 that a new account gets.
    await employer.getByText('1 - 10 of 16 Results').waitFor();
    await employer.getByRole('searchbox').fill('cara');
    await expect.poll(() => employer.getByRole('table').locator('tbody tr').count()).toBe(1);
    await expectAccessible(employer, 'My respondents');
  });

  it('the group page shows the spread of the two completed', async () => {
    await employer.goto(detailsUrl);
    await employer.getByRole('link', { name: 'Group analytics' }).click();
    await employer.getByRole('heading', { name: 'Group analytics' }).waitFor();
    await employer.getByText('2 of 12 respondents completed (17%).').waitFor();
    await employer.getByRole('img', { name: /Overall score: .*points: 1/ }).waitFor();
    // One woman answered: below the minimum group size, so neither her group nor its size shows, nor any table yet.
    await employer.getByText('Nothing to show yet: groups appear once enough people have answered.').waitFor();
    expect(await employer.getByRole('table', { name: 'Gender' }).count()).toBe(0);
    await expectAccessible(employer, 'group analytics');
  });

  it('the candidate report downloads as a PDF', async () => {
    await employer.goto(detailsUrl);
    await employer.getByRole('searchbox').fill('ana');
    await employer.getByRole('link', { name: 'Ana Tester' }).click();
    await employer.getByRole('heading', { name: 'Ana Tester' }).waitFor();
    await expectAccessible(employer, "a candidate's result");
    const [download] = await Promise.all([
      employer.waitForEvent('download'),
      employer.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`support-lead-${stamp}-ana-tester-report.pdf`);
    // A copy is kept for a person to open (pdftoppm) after the run.
    await download.saveAs(join(tmpdir(), 'culturefit-e2e-candidate-report.pdf'));
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
  });

  it('a candidate-level share link shows the scores and not the name, e-mail or rating', async () => {
    await employer
      .getByRole('button', { name: 'Rate Ana Tester: 4 of 5' })
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await employer.getByRole('button', { name: 'Share' }).click();
    await employer.getByRole('button', { name: 'Create link and copy' }).click();
    await employer.getByText('Link created and copied.').waitFor();
    const url = await employer.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(new RegExp(`^${webUrl}/assessment-results\\?share=[\\w-]{43}$`));
    const ctx = await browser.newContext();
    const viewer = await ctx.newPage();
    try {
      await viewer.goto(url);
      await viewer.getByRole('heading', { name: 'Assessment results' }).waitFor();
      await viewer.getByText('This information is not available for your viewing level.').first().waitFor();
      expect(await viewer.content()).not.toContain(people[0]!.email);
      expect(await viewer.content()).not.toContain('Ana Tester');
      await viewer.getByRole('heading', { name: 'Values and traits' }).waitFor();
      // Item names, not ids, though the viewer is not signed in.
      await viewer.getByRole('rowheader', { name: 'Integrity' }).waitFor();
      await expectAccessible(viewer, 'a result opened by a share link');
    } finally {
      await ctx.close();
    }
  });
});
