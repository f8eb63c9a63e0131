#!/usr/bin/env node
import { App } from 'aws-cdk-lib';
import { configFromNode } from '../lib/config';
import { buildCultureFitApp } from '../lib/culturefit-app';

// Context values (cdk.json or `-c key=value`) are described in docs/deploy.md.
const app = new App();
buildCultureFitApp(app, { config: configFromNode(app.node) });
app.synth();
