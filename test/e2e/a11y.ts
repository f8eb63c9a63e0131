import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

/**
 * axe-core on the screen a journey is looking at: it fails on a "serious" or "critical" finding, with the rule,
 * its help text and the elements it found, so a screen that loses a label, a name or its contrast breaks the run.
 * WCAG 2.0/2.1 A and AA rules, and "label in name" (WCAG 2.5.3), which axe counts as experimental.
 */

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

interface Finding {
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  targets: string[];
}

async function findings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    }),
  );
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary})` : ''}`),
  }));
}

/**
 * Checks the page as it is now; `screen` names it in the failure. Call it once the screen shows what it is about
 * (its heading or data), not while it still loads. The test fails at its end, with every screen's findings.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Animations and transitions are finished, so colours are read as the user sees them (a spinner's never ends).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const serious = (await findings(page)).filter((f) => FAILING.includes(f.impact ?? null));
  // Soft: the journey goes on, so one run names every screen with findings.
  expect.soft(serious, `${screen} (${page.url()}) has serious or critical accessibility findings`).toEqual([]);
}
