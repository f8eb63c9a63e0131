import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { answerValuesAndPublish, CHROMIUM_ARGS, signUpEmployer } from './browser';

/**
 * Deadlines in the browser (issue 25 part 3): the employer invites with a deadline, the candidate sees it on the
 * test's first screen; once it has passed (moved into the past in the stack's table, as the clock would) the same
 * link shows the closed page, and the assessment's respondents list and the all-respondents page show the invitation
 * opened, then expired. Reminders and extensions are in test/integration/deadlines.test.ts.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const employerEmail = `deadline.${stamp}@example.com`;
const candidateEmail = `deadline.candidate.${stamp}@example.com`;

let browser: Browser;
let employer: Page;

beforeAll(async () => {
  // The handlers' table, for the one write that moves the deadline into the past.
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: inject('dynamodbUrl'),
    TABLE_NAME: 'culturefit-local',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  employer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

async function personalLink(): Promise<string> {
  const res = await employer.request.get(`${webUrl}/mailbox.json`);
  const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
  return new RegExp(`${webUrl}/assessment-test/[\\w-]+#t=[\\w-]{43}`).exec(
    messages.find((m) => m.to === candidateEmail)!.text,
  )![0];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A `datetime-local` value in the browser's zone (the test runs the browser in this machine's zone). */
const localValue = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;

describe('an invitation with a deadline', () => {
  it('the candidate sees the deadline; after it the link says the test is closed', async () => {
    await signUpEmployer(employer, webUrl, employerEmail, 'Deadline Co');
    await employer.getByRole('link', { name: /New Assessment/ }).click();
    await employer.getByLabel('Assessment name').fill(`Deadline ${stamp}`);
    await employer.getByRole('button', { name: 'Continue' }).click();
    await answerValuesAndPublish(employer);
    await employer.getByRole('tab', { name: 'By e-mail' }).click();
    await employer.getByLabel('First name').fill('Dana');
    await employer.getByLabel('Last name').fill('Deadline');
    await employer.getByRole('textbox', { name: 'E-mail', exact: true }).fill(candidateEmail);
    const deadline = new Date(Date.now() + 5 * 86_400_000);
    await employer.getByLabel('Deadline (optional)').fill(localValue(deadline));
    await employer.getByLabel('Reminder, days before the deadline').fill('1');
    await employer.getByRole('button', { name: 'Send invitation' }).click();
    await employer.getByText('1 invited, 0 reminded').waitFor();
    await employer.getByText('1 sent, 0 waiting to be sent, 0 not sent.').waitFor();
    const line = employer.getByRole('listitem').filter({ hasText: candidateEmail });
    await line.getByText('Invited').waitFor();
    await line.getByText(/deadline /).waitFor();

    const candidate = await (await browser.newContext({ viewport: { width: 1000, height: 900 } })).newPage();
    await candidate.goto(await personalLink());
    await candidate.getByTestId('test-deadline').waitFor();
    expect(await candidate.getByTestId('test-deadline').textContent()).toContain('Please finish by');
    await candidate.getByRole('button', { name: 'Start', exact: true }).waitFor();

    // The assessment's respondents list shows the invitation's stage in the invite screen's words.
    const respondentRow = () => employer.getByRole('row').filter({ hasText: candidateEmail });
    await employer.reload();
    await respondentRow().locator('[data-stage="opened"]', { hasText: 'Opened' }).waitFor();
    const assessmentPage = employer.url();
    // So does the all-respondents page.
    await employer.goto(`${webUrl}/respondents`);
    await respondentRow().locator('[data-stage="opened"]', { hasText: 'Opened' }).waitFor();

    // The deadline passes.
    const { db } = await import('../../lambdas/src/db/service');
    const { emailKey } = await import('@shared/accounts/email');
    const { storedItems } = await import('../support/table-scan');
    const row = (await storedItems('candidate')).find((c) => c.emailKey === emailKey(candidateEmail)) as {
      form_id: string;
      emailKey: string;
    };
    await db()
      .entities.candidate.patch({ form_id: row.form_id, emailKey: row.emailKey })
      .set({ deadline_at: new Date(Date.now() - 60_000).toISOString() })
      .go();

    await candidate.reload();
    await candidate.getByRole('heading', { name: 'This assessment is closed' }).waitFor();
    await candidate.getByText('ask the company that invited you to extend it', { exact: false }).waitFor();
    expect(await candidate.getByRole('button', { name: 'Start', exact: true }).count()).toBe(0);
    await employer.reload();
    await respondentRow().locator('[data-stage="expired"]', { hasText: 'Expired' }).waitFor();
    await employer.goto(assessmentPage);
    await respondentRow().locator('[data-stage="expired"]', { hasText: 'Expired' }).waitFor();
  });
});
