import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * The wizard steps a journey with all eight sections goes through (all-sections.test.ts and the German and Arabic
 * candidates' walk): the sections' rows, opening one's company answers, saving them, and each section answered as the
 * company in the fewest steps the server accepts.
 */

/** The eight sections as the wizard (in English) names them, in the order it lists them. */
export const EVERY_SECTION = [
  'Values and traits',
  'Culture profile',
  'Acceptable behaviors',
  'Work style identifier',
  'Logic test',
  'Custom survey',
  'Human skills',
  'Big Five personality',
] as const;

/** A section's row on the wizard's company-answers step. */
export const sectionRow = (page: Page, section: string) => page.getByRole('listitem').filter({ hasText: section });

export async function openSectionSetup(page: Page, section: string): Promise<void> {
  await sectionRow(page, section).getByRole('link').click();
  await page.getByRole('button', { name: 'Save section' }).waitFor();
}

/** Saves a section's company answers and waits until its row reads Completed. */
export async function saveSectionSetup(page: Page, section: string): Promise<void> {
  await page.getByRole('button', { name: 'Save section' }).click();
  await sectionRow(page, section).getByText('Completed').waitFor();
}

/** What the employer types into the custom survey: one open question and one with two options. */
export interface CustomSurveyTexts {
  open: string;
  choice: string;
  options: readonly [string, string];
}

/**
 * From the name step, with the assessment's name filled (and its languages chosen): all eight sections picked, each
 * answered as the company, then published. Returns the public link.
 */
export async function publishEverySection(page: Page, survey: CustomSurveyTexts): Promise<string> {
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const name of EVERY_SECTION.slice(1)) await page.getByRole('checkbox', { name: new RegExp(name) }).check();
  await page.getByRole('button', { name: 'Save and answer as the company' }).click();
  await page.waitForURL(/\/assessments\/create\/answers\?id=/);
  await expect.poll(() => page.getByText('Setup required').count()).toBe(8);

  await openSectionSetup(page, 'Values and traits');
  const values = page.getByRole('region', { name: 'Values' }).getByRole('radiogroup');
  await values.nth(0).getByRole('radio', { name: /^5 / }).click();
  await values.nth(1).getByRole('radio', { name: /^4 / }).click();
  await values.nth(2).getByRole('radio', { name: /^1 / }).click();
  const traits = page.getByRole('region', { name: 'Traits' }).getByRole('radiogroup');
  await traits.nth(0).getByRole('radio', { name: /^5 / }).click();
  await traits.nth(1).getByRole('radio', { name: /^3 / }).click();
  await saveSectionSetup(page, 'Values and traits');

  await openSectionSetup(page, 'Culture profile');
  const fill = async (points: readonly number[]) => {
    const dimensions = page.getByRole('tabpanel').getByRole('group');
    await expect.poll(() => dimensions.count()).toBe(6);
    for (let d = 0; d < 6; d += 1) {
      const inputs = dimensions.nth(d).getByRole('spinbutton');
      for (let i = 0; i < 4; i += 1) await inputs.nth(i).fill(String(points[i]));
      await dimensions.nth(d).getByText('All 100 placed').waitFor();
    }
  };
  await fill([25, 25, 25, 25]);
  await page.getByRole('tab', { name: /How we want it to be/ }).click();
  await fill([40, 30, 20, 10]);
  await saveSectionSetup(page, 'Culture profile');

  await openSectionSetup(page, 'Acceptable behaviors');
  for (let i = 4; i <= 15; i += 1) await page.getByRole('checkbox', { name: new RegExp(`^${i}\\. `) }).uncheck();
  const behaviours = page.getByRole('radiogroup');
  await expect.poll(() => behaviours.count()).toBe(3);
  for (let i = 0; i < 3; i += 1) await behaviours.nth(i).getByRole('radio').nth(i).click();
  await saveSectionSetup(page, 'Acceptable behaviors');

  await openSectionSetup(page, 'Work style identifier');
  const styles = page.getByRole('radiogroup');
  await expect.poll(() => styles.count()).toBe(9);
  for (let i = 0; i < 9; i += 1)
    await styles
      .nth(i)
      .getByRole('radio')
      .nth(i % 3)
      .click();
  await saveSectionSetup(page, 'Work style identifier');

  await openSectionSetup(page, 'Logic test');
  for (const part of ['Logical reasoning', 'Data interpretation', 'Problem solving'])
    await page.getByRole('checkbox', { name: new RegExp(part) }).uncheck();
  await saveSectionSetup(page, 'Logic test');

  await openSectionSetup(page, 'Custom survey');
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('group', { name: 'Question 1' }).getByLabel('Question', { exact: true }).fill(survey.open);
  await page.getByRole('button', { name: 'Add question' }).click();
  const q2 = page.getByRole('group', { name: 'Question 2' });
  await q2.getByLabel('Answer type').selectOption({ label: 'One choice' });
  await q2.getByLabel('Question', { exact: true }).fill(survey.choice);
  await q2.getByLabel('Option 1', { exact: true }).fill(survey.options[0]);
  await q2.getByLabel('Option 2', { exact: true }).fill(survey.options[1]);
  await saveSectionSetup(page, 'Custom survey');

  await openSectionSetup(page, 'Human skills');
  for (const skill of ['Written communication', 'Situational awareness', 'Critical thinking'])
    await page.getByRole('group', { name: skill }).getByRole('checkbox', { checked: true }).uncheck();
  await saveSectionSetup(page, 'Human skills');

  await openSectionSetup(page, 'Big Five personality');
  await page.getByRole('radio', { name: /^50 statements/ }).click();
  await saveSectionSetup(page, 'Big Five personality');

  await page.getByRole('button', { name: 'Save and review' }).click();
  await page.waitForURL(/\/assessments\/create\/review\?id=/);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/\/assessments\/assessments\?id=/);
  return page.getByRole('textbox', { name: 'Public link' }).inputValue();
}
