import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import de from '../../web/src/lib/i18n/respondent/de';
import { pdfLines } from '../support/pdf-text';
import { answerValuesAndPublish, signUpEmployer } from './browser';
import { chromiumSession, startNewAssessment } from './chromium-session';

/**
 * Issue 27 §1, open answers translated for the employer: Hana allows comments on each section and publishes; a
 * candidate whose browser speaks German takes the test in German and leaves a comment in German. On the result Hana
 * sees the comment as written and the language it was written in, presses "Translate into English", and the
 * translation appears beneath the original, labelled (here as the offline stand-in's, which keeps the text and says
 * it is no translation); the original stays in view, and the button is gone. Her PDF report prints the comment as
 * written with the translation beneath it, and the feedback PDF she can send Lena is in German.
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const COMMENT = 'Ich arbeite am liebsten im Team und lerne gern Neues.';
const label = (key: string) => (de.messages as Record<string, string>)[key] ?? key;

const session = chromiumSession();
let detailsUrl = '';

describe('a German comment, translated for the employer', () => {
  it('Hana publishes an assessment that allows comments; a German candidate comments in German', async () => {
    await signUpEmployer(session.employer, webUrl, `hana.translate.${stamp}@example.com`, 'Translate Co');
    await startNewAssessment(session.employer, `Übersetzen ${stamp}`, ['Allow comments on each section']);
    await answerValuesAndPublish(session.employer);
    detailsUrl = session.employer.url();
    const publicLink = await session.employer.getByRole('textbox', { name: 'Public link' }).inputValue();

    const context = await session.browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    try {
      await page.goto(publicLink);
      await page.getByLabel(label('test.firstName')).fill('Lena');
      await page.getByLabel(label('test.lastName')).fill('Weber');
      await page.getByLabel(label('test.email')).fill(`lena.translate.${stamp}@example.com`);
      await page.getByRole('button', { name: label('test.register.submit') }).click();
      await page.getByRole('button', { name: label('test.intro.start'), exact: true }).click();
      const groups = page.getByRole('radiogroup');
      await expect.poll(() => groups.count()).toBe(11);
      for (let g = 0; g < 11; g += 1)
        await groups
          .nth(g)
          .getByRole('radio', { name: g % 3 === 0 ? /^3 / : /^5 / })
          .click();
      await page.getByLabel(label('test.comment')).fill(COMMENT);
      await page
        .getByRole('status')
        .filter({ hasText: label('common.saved') })
        .waitFor();
      await page.getByRole('button', { name: label('test.finish') }).click();
      await page.getByRole('heading', { name: label('test.thanks.title') }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('on the result the comment is shown as written; Translate into English puts the translation beneath it', async () => {
    await session.employer.goto(detailsUrl);
    await session.employer.getByRole('link', { name: 'Lena Weber' }).click();
    await session.employer.getByRole('heading', { name: 'Lena Weber' }).waitFor();
    const card = session.employer
      .locator('section.card')
      .filter({ has: session.employer.getByRole('heading', { name: 'Values and traits' }) })
      .last();
    await card.getByText(COMMENT, { exact: true }).waitFor();
    await card.getByText('Answered in Deutsch').waitFor();

    await card.getByRole('button', { name: 'Translate into English' }).click();
    const translation = card.getByTestId('translation-values_and_traits');
    await translation.waitFor({ timeout: 30_000 });
    await expect.poll(() => translation.innerText()).toContain('Offline stand-in: not a translation');
    await expect
      .poll(() => translation.innerText())
      .toContain(`[Offline stand-in, not translated: German → English] ${COMMENT}`);
    // The original stays in view above the translation, and there is nothing more to press.
    await card.getByText(COMMENT, { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Translate into English' }).count()).toBe(0);
    await session.employer.screenshot({ path: '/tmp/e2e-answer-translation.png', fullPage: true });
  });

  /** A PDF the result page saves, as its lines of text (a copy kept in the temp folder for a person to open). */
  async function downloaded(button: string, copy: string): Promise<string[]> {
    const [download] = await Promise.all([
      session.employer.waitForEvent('download'),
      session.employer.getByRole('button', { name: button }).click(),
    ]);
    await download.saveAs(join(tmpdir(), copy));
    return pdfLines(await readFile((await download.path())!)).map((l) => l.text);
  }

  it('her PDF report prints the comment as written and the translation beneath it; the feedback PDF is in German', async () => {
    const report = await downloaded('Download PDF', 'culturefit-e2e-translated-report.pdf');
    const comment = report.indexOf(COMMENT);
    expect(report[comment - 1]).toBe('Respondent’s comment · Values and traits');
    expect(report[comment + 1]).toBe('Offline stand-in: not a translation');
    // The stand-in's text (it keeps the answer) may wrap over lines.
    expect(report.slice(comment + 2).join(' ')).toContain(`not translated: German`);
    expect(report.slice(comment + 2).join(' ')).toContain(COMMENT);

    const feedback = await downloaded('Feedback PDF for the respondent', 'culturefit-e2e-german-feedback.pdf');
    for (const key of ['pdf.title.respondent', 'result.overall', 'pdf.sections', 'pdf.respondent.intro'])
      expect(feedback, key).toContain(label(key));
    expect(feedback.some((l) => l.startsWith(label('section.values_and_traits')))).toBe(true);
    expect(feedback.some((l) => l.startsWith(label('pdf.footer.respondent').split('{company}')[0]!))).toBe(true);
    for (const english of ['Your feedback report', 'Overall score', 'Scores by section', 'Values and traits'])
      expect(feedback.join('\n'), english).not.toContain(english);
    expect(feedback.join('\n')).not.toContain(COMMENT);
  }, 60_000);
});
