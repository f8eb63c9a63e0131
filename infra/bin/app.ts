#!/usr/bin/env node
import { App } from 'aws-cdk-lib';
import { configFromNode, type AppConfig } from '../lib/config';
import { buildCultureFitApp } from '../lib/culturefit-app';

// The stage's settings come from config/<stage>.ts (`-c stage=<name>`, default dev); docs/deploy.md, Configuration.
const app = new App();
let config: AppConfig;
try {
  config = await configFromNode(app.node);
} catch (error) {
  // One line that says what to fix, not a stack trace.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
buildCultureFitApp(app, { config });
app.synth();
