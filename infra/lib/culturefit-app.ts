import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import path from 'node:path';
import { CONTEXTS } from '../../shared/src/routes/define';
import { ROUTES } from '../../shared/src/routes/table';
import type { AppConfig } from './config';
import type { ApiRoute } from './constructs/app-api';
import { PROJECT_ROOT } from './constructs/app-function';
import { ApiStack } from './stacks/api-stack';
import { StatefulStack } from './stacks/stateful-stack';
import { WebContentStack } from './stacks/web-content-stack';
import { WebStack } from './stacks/web-stack';

export interface CultureFitAppOptions {
  readonly config: AppConfig;
  /** The built SPA; default web/dist. Tests pass a fixture directory. */
  readonly webAssetPath?: string;
  /** Default: the route table ROUTES. */
  readonly routes?: Readonly<Record<string, ApiRoute>>;
  /** Register the cdk-nag AwsSolutions pack as a synth-time validation plugin (default true). */
  readonly nag?: boolean;
}

export interface CultureFitStacks {
  readonly stateful: StatefulStack;
  readonly web: WebStack;
  readonly api: ApiStack;
  readonly webContent: WebContentStack;
}

const CROSS_STACK_REFERENCES = '@aws-cdk/core:defaultCrossStackReferences';

export const DEFAULT_WEB_ASSET_PATH = path.join(PROJECT_ROOT, 'web', 'dist');

/**
 * The four stacks, in deploy order. Stacks are environment-agnostic (no account/region, no lookups),
 * so `cdk synth` works offline; `cdk deploy` takes account and region from the caller's profile.
 */
export function buildCultureFitApp(app: App, options: CultureFitAppOptions): CultureFitStacks {
  const { config } = options;
  const webAssetPath = options.webAssetPath ?? DEFAULT_WEB_ASSET_PATH;
  // Producer stacks keep their exports while a consumer uses them (the current CDK default, made explicit).
  if (app.node.tryGetContext(CROSS_STACK_REFERENCES) === undefined)
    app.node.setContext(CROSS_STACK_REFERENCES, 'strong');
  const prefix = `culturefit-${config.stage}`;
  const stateful = new StatefulStack(app, 'Stateful', {
    stackName: `${prefix}-stateful`,
    description: 'Culture-fit: table, user pool and sign-in triggers, upload and report buckets',
    config,
    terminationProtection: config.stage === 'prod',
  });
  const web = new WebStack(app, 'Web', {
    stackName: `${prefix}-web`,
    description: 'Culture-fit: web hosting',
    config,
    stateful,
    webAssetPath,
    restApiName: `${prefix}-api-api`,
  });
  const api = new ApiStack(app, 'Api', {
    stackName: `${prefix}-api`,
    description: 'Culture-fit: API functions and REST API',
    config,
    stateful,
    web,
    routes: options.routes ?? (ROUTES as unknown as Record<string, ApiRoute>),
    contexts: CONTEXTS,
  });
  const webContent = new WebContentStack(app, 'WebContent', {
    stackName: `${prefix}-web-content`,
    description: 'Culture-fit: web app files and runtime config',
    stateful,
    web,
    api,
    webAssetPath,
  });

  Tags.of(app).add('app', 'culturefit');
  Tags.of(app).add('stage', config.stage);
  if (options.nag !== false) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { stateful, web, api, webContent };
}
