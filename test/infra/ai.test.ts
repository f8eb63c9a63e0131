import { createHash } from 'node:crypto';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { configFromContext } from '../../infra/lib/config';
import { buildCultureFitApp } from '../../infra/lib/culturefit-app';
import { PROMPT_PACK } from '../../lambdas/src/common/ai/prompt-pack';
import { logicalId, newApp, webFixture } from './helpers';

type Fn = { Properties: { Timeout?: number; Environment?: { Variables?: Record<string, unknown> } } };
type Policy = {
  Properties: {
    PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] };
    Roles: { Ref: string }[];
  };
};

describe('AI on AWS (docs/ai.md)', () => {
  const app = newApp();
  const stacks = buildCultureFitApp(app, {
    config: configFromContext({ bedrockModelId: 'anthropic.claude-3-5-haiku-20241022-v1:0' }),
    webAssetPath: webFixture(),
  });
  app.synth();
  const t = Template.fromStack(stacks.api);
  const functions = t.findResources('AWS::Lambda::Function') as Record<string, Fn>;
  const policies = Object.values(t.findResources('AWS::IAM::Policy') as Record<string, Policy>);

  it('each streaming function runs up to 5 minutes with the model id and may stream from that model only', () => {
    const streaming = Object.entries(stacks.api.functions).filter(([key]) => key.endsWith(':stream'));
    expect(streaming.length).toBeGreaterThan(0);
    for (const [key, fn] of streaming) {
      const props = functions[logicalId(fn.fn)]?.Properties;
      expect(props?.Timeout, key).toBe(300);
      expect(props?.Environment?.Variables?.BEDROCK_MODEL_ID, key).toBe('anthropic.claude-3-5-haiku-20241022-v1:0');
      const role = logicalId(fn.role);
      const statements = policies
        .filter((p) => p.Properties.Roles.some((r) => r.Ref === role))
        .flatMap((p) => p.Properties.PolicyDocument.Statement);
      const bedrock = statements.find((s) => [s.Action].flat().includes('bedrock:InvokeModelWithResponseStream'));
      expect(JSON.stringify(bedrock?.Resource), key).toContain(
        'foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0',
      );
    }
  });

  it('the prompt pack is seeded by a custom resource whose PackHash changes with the pack', () => {
    const resources = Object.values(
      t.findResources('AWS::CloudFormation::CustomResource') as Record<
        string,
        { Properties: { ServiceToken: unknown; PackHash?: string } }
      >,
    );
    const pack = resources.find((r) => r.Properties.PackHash);
    expect(pack?.Properties.PackHash).toBe(createHash('sha256').update(JSON.stringify(PROMPT_PACK)).digest('hex'));
    expect(JSON.stringify(pack?.Properties.ServiceToken)).toContain(logicalId(stacks.api.seedPrompts.fn));
  });
});
