import { describe, expect, inject, it } from 'vitest';
import { answerValuesAndPublish, signUpEmployer } from './browser';
import { chromiumSession, inviteByEmail, startNewAssessment } from './chromium-session';

/**
 * The AI candidate analysis in Chromium against the whole local stack (spec part 1 §1 "Results", §4 generation
 * states; part 2 §9.3 reveal): Hana publishes a values assessment, one invited person completes it, and on the
 * person's result she generates the hiring analysis. The text streams in (Writing…, then Done, the progress bar at
 * 100), from the offline stand-in labelled as such, with the indicators and the scores they rest on; she overrides
 * the recommendation with a reason, and after a reload both the AI recommendation and her decision are there.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const employerEmail = `hana.analysis.${stamp}@example.com`;
const person = { first: 'Ivy', last: 'Analysed', email: `ivy.analysis.${stamp}@example.com` };

const session = chromiumSession();
let detailsUrl = '';

describe('the analysis of a completed candidate streams in, and the employer overrides it', () => {
  it('an assessment is published and one invited person completes it', async () => {
    await signUpEmployer(session.employer, webUrl, employerEmail, 'Analysis Co');
    await startNewAssessment(session.employer, `Analysts ${stamp}`);
    await answerValuesAndPublish(session.employer);
    detailsUrl = session.employer.url();
    // Sent by the queue's worker after the answer: the screen follows it from "invited" to "sent".
    const link = await inviteByEmail(session.employer, webUrl, person);
    const ctx = await session.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await ctx.newPage();
    try {
      await page.goto(link);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const groups = page.getByRole('radiogroup');
      await expect.poll(() => groups.count()).toBe(11);
      for (let g = 0; g < 11; g += 1)
        await groups
          .nth(g)
          .getByRole('radio', { name: g % 3 === 0 ? /^3 / : /^5 / })
          .click();
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    } finally {
      await ctx.close();
    }
  });

  it('Generate analysis streams the text in: Writing…, then Done, the progress at 100, the indicators and the scores used', async () => {
    await session.employer.goto(detailsUrl);
    await session.employer.getByRole('link', { name: `${person.first} ${person.last}` }).click();
    await session.employer.getByRole('heading', { name: `${person.first} ${person.last}` }).waitFor();
    const card = session.employer
      .locator('section.card')
      .filter({ has: session.employer.getByRole('heading', { name: 'Hiring analysis' }) });
    await card.getByRole('button', { name: 'Generate analysis' }).click();

    const phase = card.locator('.ai-phase');
    await phase.filter({ hasText: 'Writing…' }).waitFor();
    // While it is being written the text grows piece by piece.
    const summary = card.getByTestId('analysis-summary');
    await expect.poll(async () => (await summary.innerText()).length).toBeGreaterThan(0);
    const partial = (await summary.innerText()).length;
    await phase.filter({ hasText: 'Done' }).waitFor({ timeout: 30_000 });
    expect((await summary.innerText()).length).toBeGreaterThan(partial);
    await expect.poll(() => card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    await expect.poll(() => summary.innerText()).toMatch(/Recommendation: (strong fit|good fit|consider|no hire)\s*$/);
    await expect.poll(() => card.getByTestId('analysis-questions').innerText()).toContain('Interview questions');
    await card.getByTestId('ai-offline').waitFor();
    await expect.poll(() => card.getByTestId('analysis-alignment').innerText()).toMatch(/Cultural alignment\s+\d+%/);
    await expect.poll(() => card.getByTestId('analysis-skill').innerText()).toMatch(/Skill match\s+Not measured/);
    await expect.poll(() => card.getByTestId('analysis-risk').innerText()).toMatch(/Risk level\s+(Low|Medium|High)/);
    await expect
      .poll(() => card.getByTestId('analysis-recommendation').innerText())
      .toMatch(/AI recommendation\s+(Strong fit|Good fit|Consider|No hire)/);
    await expect
      .poll(() => card.getByTestId('analysis-based-on').innerText())
      .toMatch(/^Based on: Values and traits \d+%$/);
    await expect
      .poll(() => card.getByTestId('analysis-summary-provenance').innerText())
      .toMatch(/^offline-stand-in-1 · PROMPT_EXECUTIVE_SUMMARY v3 · /);
    await session.employer.screenshot({ path: '/tmp/e2e-analysis-generated.png', fullPage: true });
  });

  it('the employer overrides the recommendation with a reason; after a reload the AI recommendation and the decision are both shown', async () => {
    const card = session.employer
      .locator('section.card')
      .filter({ has: session.employer.getByRole('heading', { name: 'Hiring analysis' }) });
    const aiLabel = (await card.getByTestId('analysis-recommendation').innerText())
      .replace('AI recommendation', '')
      .trim();
    const mine = aiLabel === 'No hire' ? 'Consider' : 'No hire';

    await card.getByRole('button', { name: 'Override' }).click();
    // A reason is required: the form says so and saves nothing.
    await card.getByLabel('Recommendation', { exact: true }).selectOption({ label: mine });
    await card.getByRole('button', { name: 'Save decision' }).click();
    await card.getByText('Give a reason of 3 to 1000 characters.').waitFor();
    await card
      .getByLabel('Reason', { exact: true })
      .fill('Values answers were strong, but the reference call raised concerns.');
    await card.getByRole('button', { name: 'Save decision' }).click();
    await card.getByText('Decision saved.').waitFor();
    const line = card.getByTestId('analysis-decision-line');
    await expect.poll(() => line.innerText()).toContain(`AI: ${aiLabel} · Your decision: ${mine}`);

    await session.employer.reload();
    const after = session.employer
      .locator('section.card')
      .filter({ has: session.employer.getByRole('heading', { name: 'Hiring analysis' }) });
    const reloaded = after.getByTestId('analysis-decision-line');
    await expect.poll(() => reloaded.innerText()).toContain(`AI: ${aiLabel} · Your decision: ${mine}`);
    await expect
      .poll(() => reloaded.innerText())
      .toContain(`Values answers were strong, but the reference call raised concerns. — ${employerEmail}`);
    await expect.poll(() => after.getByTestId('analysis-summary').innerText()).toMatch(/Recommendation: /);
    // The stored analysis shows at once; nothing is generated again.
    expect(await after.getByRole('button', { name: 'Generate analysis' }).count()).toBe(0);
    await session.employer.screenshot({ path: '/tmp/e2e-analysis-decided.png', fullPage: true });
  });
});
