import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configFromContext } from '../../infra/lib/config';
import { buildCultureFitApp, type CultureFitStacks } from '../../infra/lib/culturefit-app';

/** A stand-in for web/dist, so the infra tests do not depend on the web build. */
export function webFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'culturefit-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><head><!--app-config--><script>boot()</script><title>fixture</title></head><div id="root"></div>',
  );
  return dir;
}

export function newApp(): App {
  return new App({ outdir: mkdtempSync(path.join(tmpdir(), 'culturefit-cdk-')) });
}

/** The whole app synthesized from CDK context values (`-c key=value`), over the web fixture, with the nag pack. */
export function synthesizedApp(context: Record<string, string> = {}): { app: App; stacks: CultureFitStacks } {
  const app = newApp();
  const stacks = buildCultureFitApp(app, { config: configFromContext(context), webAssetPath: webFixture() });
  app.synth();
  return { app, stacks };
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

/**
 * The resources of a type in a stack and in the nested stacks under it (the API's routes live in nested stacks), keyed
 * `<stack path>:<logical id>`: logical ids repeat across nested stacks.
 */
export function findResourcesWithNested(stack: Stack, type: string): Record<string, Record<string, unknown>> {
  const stacks = [stack, ...stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack)];
  return Object.fromEntries(
    stacks.flatMap((s) =>
      Object.entries(Template.fromStack(s).findResources(type)).map(([id, r]) => [`${s.node.path}:${id}`, r]),
    ),
  );
}

/** The template entry of a construct, from the stack (nested or not) it is in. */
export function resourceOf(construct: IConstruct): Record<string, unknown> | undefined {
  const stack = Stack.of(construct);
  return Template.fromStack(stack).toJSON().Resources[logicalId(construct)];
}

/**
 * A value of a nested stack's template as its parent would write it: each `{"Ref": parameter}` replaced by what the
 * parent passes for it (the nested API route stacks receive the functions and the authorizer as parameters).
 */
export function inParentTerms(construct: IConstruct, value: unknown): string {
  const stack = Stack.of(construct);
  const text = JSON.stringify(value);
  if (!(stack instanceof NestedStack) || !stack.nestedStackParent) return text;
  const parent = stack.nestedStackParent;
  const resource =
    Template.fromStack(parent).toJSON().Resources[parent.getLogicalId(stack.nestedStackResource as never)];
  const parameters = (resource.Properties.Parameters ?? {}) as Record<string, unknown>;
  return text.replace(/\{"Ref":"([^"]+)"\}/g, (ref, name: string) =>
    name in parameters ? JSON.stringify(parameters[name]) : ref,
  );
}
