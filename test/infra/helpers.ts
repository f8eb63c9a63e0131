import { App, Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A stand-in for web/dist, so the infra tests do not depend on the web build. */
export function webFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'culturefit-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>fixture</title><div id="root"></div>');
  return dir;
}

export function newApp(): App {
  return new App({ outdir: mkdtempSync(path.join(tmpdir(), 'culturefit-cdk-')) });
}

/** Every unacknowledged AwsSolutions finding (errors and warnings) as "severity rule path". */
export function nagFindings(app: App): string[] {
  const report = new AwsSolutionsChecks().validateScope(app);
  return report.violations.flatMap((v) =>
    v.violatingResources.map(
      (r) => `${v.severity} ${v.ruleName} ${(r as { constructPath?: string }).constructPath ?? r.resourceLogicalId}`,
    ),
  );
}

export function logicalId(construct: IConstruct): string {
  const child = construct.node.defaultChild ?? construct;
  return Stack.of(construct).getLogicalId(child as never);
}
