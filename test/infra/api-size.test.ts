import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/src/routes/table';
import { configFromContext } from '../../infra/lib/config';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS, CORS_MAX_AGE_SECONDS } from '../../infra/lib/cors';
import type { ApiRoute } from '../../infra/lib/constructs/app-api';
import { buildCultureFitApp, type CultureFitStacks } from '../../infra/lib/culturefit-app';
import { findResourcesWithNested, logicalId, webFixture } from './helpers';

/**
 * Room to grow (docs/deploy.md "API size"): CloudFormation refuses a stack of more than 500 resources, and the API's
 * routes, resources and CORS preflight methods alone were over 300. Each first path segment's routes live in a nested
 * stack of their own; the Api stack keeps at least 150 resources of headroom.
 */

/** Stack headroom asserted here: at most 350 of CloudFormation's 500 resources per stack. */
const MAX_RESOURCES = 350;

const resourceCount = (stack: Stack) => Object.keys(Template.fromStack(stack).toJSON().Resources ?? {}).length;

/** Synthesis without bundling the functions: the resource tree is the same, the code assets are not needed here. */
function synth(routes?: Readonly<Record<string, ApiRoute>>): CultureFitStacks {
  const app = new App({
    outdir: mkdtempSync(path.join(tmpdir(), 'culturefit-cdk-')),
    context: { 'aws:cdk:bundling-stacks': [] },
  });
  const stacks = buildCultureFitApp(app, {
    config: configFromContext({}),
    webAssetPath: webFixture(),
    nag: false,
    routes,
  });
  app.synth();
  return stacks;
}

let stacks: CultureFitStacks;
beforeAll(() => {
  stacks = synth();
});

const nestedStacks = () => stacks.api.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack);

describe('API size', () => {
  it(`the Api stack and each nested route stack hold at most ${MAX_RESOURCES} resources`, () => {
    const count = resourceCount(stacks.api);
    console.log(
      `Api stack: ${count} resources; nested: ${nestedStacks()
        .map((s) => `${s.node.id} ${resourceCount(s)}`)
        .join(', ')}`,
    );
    expect(count).toBeLessThanOrEqual(MAX_RESOURCES);
    for (const nested of nestedStacks())
      expect(resourceCount(nested), nested.node.id).toBeLessThanOrEqual(MAX_RESOURCES);
  });

  it('every route is still its own method, and the routes of one first path segment share one nested stack', () => {
    for (const [routeId, route] of Object.entries(ROUTES)) {
      const method = stacks.api.api.methods[routeId]!;
      const stack = Stack.of(method);
      expect(stack.nested, routeId).toBe(true);
      expect(stack.node.id, routeId).toBe(`Routes${pascal(route.path.split('/')[1]!)}`);
    }
  });

  it('every resource answers CORS preflight without credentials, with the web origin and the headers of infra/lib/cors.ts', () => {
    const resources = findResourcesWithNested(stacks.api, 'AWS::ApiGateway::Resource');
    const methods = Object.values(findResourcesWithNested(stacks.api, 'AWS::ApiGateway::Method')).map(
      (m) => m.Properties as Record<string, unknown> & { HttpMethod: string; ResourceId: unknown },
    );
    const preflights = methods.filter((m) => m.HttpMethod === 'OPTIONS');
    // One per resource; the root (made in the web stack, with no route) has none.
    expect(preflights).toHaveLength(Object.keys(resources).length);
    const webUrl = JSON.stringify(stacks.web.site.url);
    for (const preflight of preflights) {
      expect(preflight).toMatchObject({ AuthorizationType: 'NONE', Integration: { Type: 'MOCK' } });
      const { ResponseParameters: headers, StatusCode } = (
        preflight.Integration as {
          IntegrationResponses: { ResponseParameters: Record<string, unknown>; StatusCode: string }[];
        }
      ).IntegrationResponses[0]!;
      expect(StatusCode).toBe('204');
      expect(headers['method.response.header.Access-Control-Allow-Headers']).toBe(`'${CORS_ALLOW_HEADERS.join(',')}'`);
      expect(headers['method.response.header.Access-Control-Allow-Methods']).toBe(`'${CORS_ALLOW_METHODS.join(',')}'`);
      expect(headers['method.response.header.Access-Control-Max-Age']).toBe(`'${CORS_MAX_AGE_SECONDS}'`);
      // The web origin (a token of the web stack, passed into the nested stack), never '*'.
      expect(JSON.stringify(headers['method.response.header.Access-Control-Allow-Origin'])).not.toContain("'*'");
    }
    expect(webUrl).toBeDefined();
  });

  it('the usage plan keeps the logical id it had on the REST API, so account keys stay on it when the API is replaced', () => {
    // ApiApiKeyPlan975F1A3C is the id `RestApi.addUsagePlan('ApiKeyPlan')` gave it before the API moved (docs/deploy.md
    // "Every deploy"): a new id would make a new plan and delete the old one with every key added to it.
    expect(logicalId(stacks.api.api.usagePlan)).toBe('ApiApiKeyPlan975F1A3C');
  });

  it('the stage is redeployed when a route in a nested stack changes (the deployment id hashes every method)', () => {
    const deploymentId = (s: CultureFitStacks) =>
      Object.keys(Template.fromStack(s.api).findResources('AWS::ApiGateway::Deployment'));
    const before = deploymentId(stacks);
    const routes: Record<string, ApiRoute> = { ...(ROUTES as unknown as Record<string, ApiRoute>) };
    routes.listMyTeams = { ...routes.listMyTeams!, auth: 'public' };
    const after = deploymentId(synth(routes));
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });
});

function pascal(segment: string): string {
  return segment.replace(/(^|[^A-Za-z0-9])([A-Za-z0-9])/g, (_m, _s: string, c: string) => c.toUpperCase());
}
