import { createHash } from 'node:crypto';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { bedrockInvokeArns } from '../../infra/lib/bedrock';
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

/** An ARN as CloudFormation writes it, pseudo parameters as <AWS::Region>: a string, a Ref or an Fn::Join of both. */
function arnText(node: unknown): string {
  if (typeof node === 'string') return node;
  const o = node as { Ref?: string; 'Fn::Join'?: [string, unknown[]] };
  if (o.Ref) return `<${o.Ref}>`;
  if (o['Fn::Join']) return o['Fn::Join'][1].map(arnText).join(o['Fn::Join'][0]);
  return JSON.stringify(node);
}

describe('AI on AWS (docs/ai.md)', () => {
  const app = newApp();
  const stacks = buildCultureFitApp(app, {
    config: configFromContext({ bedrockModelId: 'anthropic.claude-haiku-5-5', bedrockProfile: 'us' }),
    webAssetPath: webFixture(),
  });
  app.synth();
  const t = Template.fromStack(stacks.api);
  const functions = t.findResources('AWS::Lambda::Function') as Record<string, Fn>;
  const policies = Object.values(t.findResources('AWS::IAM::Policy') as Record<string, Policy>);

  /** The Bedrock statement of a function's role, its resources flattened to text (Fn::Join parts concatenated). */
  const bedrockStatement = (roleId: string, action: string) => {
    const statements = policies
      .filter((p) => p.Properties.Roles.some((r) => r.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement);
    const statement = statements.find((s) => [s.Action].flat().includes(action));
    return [statement?.Resource ?? []].flat().map(arnText);
  };
  const profileArn =
    'arn:<AWS::Partition>:bedrock:<AWS::Region>:<AWS::AccountId>:inference-profile/us.anthropic.claude-haiku-5-5';
  const regionalModels = ['us-east-1', 'us-east-2', 'us-west-1', 'us-west-2'].map(
    (region) => `arn:<AWS::Partition>:bedrock:${region}::foundation-model/anthropic.claude-haiku-5-5`,
  );

  it('each streaming function runs up to 5 minutes with the profile id and may stream through that profile only', () => {
    const streaming = Object.entries(stacks.api.functions).filter(([key]) => key.endsWith(':stream'));
    expect(streaming.length).toBeGreaterThan(0);
    for (const [key, fn] of streaming) {
      const props = functions[logicalId(fn.fn)]?.Properties;
      expect(props?.Timeout, key).toBe(300);
      expect(props?.Environment?.Variables?.BEDROCK_MODEL_ID, key).toBe('us.anthropic.claude-haiku-5-5');
      expect(bedrockStatement(logicalId(fn.role), 'bedrock:InvokeModelWithResponseStream'), key).toEqual([
        profileArn,
        ...regionalModels,
      ]);
    }
  });

  it('the sweep (written answers) and the analyzer step are granted the same profile and regional models', () => {
    for (const fn of [stacks.api.sweep, stacks.api.analyzer.step]) {
      const props = functions[logicalId(fn.fn)]?.Properties;
      expect(props?.Environment?.Variables?.BEDROCK_MODEL_ID).toBe('us.anthropic.claude-haiku-5-5');
      expect(bedrockStatement(logicalId(fn.role), 'bedrock:InvokeModel')).toEqual([profileArn, ...regionalModels]);
    }
    // No role anywhere may invoke the bare in-region model, which a profile-only model refuses anyway.
    expect(JSON.stringify(policies)).not.toContain('claude-3-5-haiku');
  });

  it('a global profile adds the Region-less model ARN that stands for every commercial Region', () => {
    const arns = bedrockInvokeArns(configFromContext({}, { file: { ai: { profile: 'global' } } }).bedrock).map((a) =>
      arnText(Stack.of(stacks.api).resolve(a)),
    );
    expect(arns).toEqual([
      'arn:<AWS::Partition>:bedrock:<AWS::Region>:<AWS::AccountId>:inference-profile/global.anthropic.claude-haiku-5-5',
      'arn:<AWS::Partition>:bedrock:<AWS::Region>::foundation-model/anthropic.claude-haiku-5-5',
      'arn:<AWS::Partition>:bedrock:::foundation-model/anthropic.claude-haiku-5-5',
    ]);
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
