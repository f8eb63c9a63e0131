import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { configFromContext } from '../../infra/lib/config';
import { buildCultureFitApp } from '../../infra/lib/culturefit-app';
import { logicalId, newApp, webFixture } from './helpers';

type Fn = { Properties: { Environment?: { Variables?: Record<string, unknown> } } };
type Policy = {
  Properties: {
    PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] };
    Roles: { Ref: string }[];
  };
};

describe('payments from context (docs/deploy.md "Stripe")', () => {
  it('only the credits function reads the Stripe API key and webhook secret, by name from Secrets Manager', () => {
    const app = newApp();
    const stacks = buildCultureFitApp(app, {
      config: configFromContext({
        stripeSecretName: 'culturefit/stripe',
        stripeWebhookSecretName: 'culturefit/stripe-webhook',
      }),
      webAssetPath: webFixture(),
    });
    app.synth();
    const t = Template.fromStack(stacks.api);
    const functions = t.findResources('AWS::Lambda::Function') as Record<string, Fn>;
    const credits = stacks.api.functions.credits;
    expect(credits).toBeDefined();
    const creditsId = logicalId(credits!.fn);
    const vars = functions[creditsId]?.Properties.Environment?.Variables ?? {};
    expect(vars.STRIPE_SECRET_NAME).toBe('culturefit/stripe');
    expect(vars.STRIPE_WEBHOOK_SECRET_NAME).toBe('culturefit/stripe-webhook');
    for (const [id, fn] of Object.entries(functions)) {
      if (id === creditsId) continue;
      expect(fn.Properties.Environment?.Variables?.STRIPE_SECRET_NAME, id).toBeUndefined();
    }
    // The secret reads are granted to the credits function's role and no other.
    const policies = Object.values(t.findResources('AWS::IAM::Policy') as Record<string, Policy>);
    const stripeSecret = (s: { Resource: unknown }) => JSON.stringify(s.Resource).includes('culturefit/stripe');
    const readers = policies.filter((p) =>
      p.Properties.PolicyDocument.Statement.some(
        (s) => [s.Action].flat().includes('secretsmanager:GetSecretValue') && stripeSecret(s),
      ),
    );
    const roles = new Set(readers.flatMap((p) => p.Properties.Roles.map((r) => r.Ref)));
    expect(roles.size).toBe(1);
    expect([...roles][0]).toContain('Credits');
  });
});
