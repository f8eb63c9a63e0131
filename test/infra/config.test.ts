import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { configFromContext, DEFAULT_BEDROCK_MODEL, loadConfig, mailFrom } from '../../infra/lib/config';
import { WebSite, WebSiteContent } from '../../infra/lib/constructs/web-site';
import { pathParameters } from '../../infra/lib/constructs/app-api';
import { createTableInput, TABLE_SCHEMA, timeToLiveInput } from '../../infra/lib/table-schema';

describe('table schema shared with the local stack', () => {
  it('creates the same table DynamoDB Local gets: pk/sk, gsi1 to gsi3 with ALL projection, on demand', () => {
    const input: CreateTableCommandInput = createTableInput('culturefit-local');
    expect(input).toEqual({
      TableName: 'culturefit-local',
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'].map(
        (AttributeName) => ({ AttributeName, AttributeType: 'S' }),
      ),
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [1, 2, 3].map((n) => ({
        IndexName: `gsi${n}`,
        KeySchema: [
          { AttributeName: `gsi${n}pk`, KeyType: 'HASH' },
          { AttributeName: `gsi${n}sk`, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
    expect(timeToLiveInput('t').TimeToLiveSpecification).toEqual({
      AttributeName: TABLE_SCHEMA.timeToLiveAttribute,
      Enabled: true,
    });
  });
});

describe('deployment settings (config/<stage>.ts and -c overrides)', () => {
  const real = { sesSender: 'example.com' };

  it('defaults: stage dev, Claude Haiku 5.5 through the US inference profile, no federation', () => {
    const config = configFromContext({});
    expect(config).toMatchObject({ stage: 'dev', dev: true, bedrockModelId: `us.${DEFAULT_BEDROCK_MODEL}` });
    expect(config.bedrock).toMatchObject({ model: DEFAULT_BEDROCK_MODEL, profile: 'us' });
    expect(config.google).toBeUndefined();
    expect(config.microsoft).toBeUndefined();
  });

  it('picks the inference profile of the deploy Region, or the one the file names', () => {
    expect(configFromContext({}, { region: 'eu-west-1' }).bedrockModelId).toBe(`eu.${DEFAULT_BEDROCK_MODEL}`);
    expect(configFromContext({}, { region: 'ap-southeast-2' }).bedrock.profile).toBe('apac');
    const global = configFromContext({}, { file: { ai: { profile: 'global' } }, region: 'eu-west-1' });
    expect(global.bedrockModelId).toBe(`global.${DEFAULT_BEDROCK_MODEL}`);
    // A profile id given as the model names its profile.
    expect(configFromContext({ bedrockModelId: 'jp.anthropic.claude-sonnet-5-5' }).bedrock).toMatchObject({
      model: 'anthropic.claude-sonnet-5-5',
      profile: 'jp',
      regions: ['ap-northeast-1', 'ap-northeast-3'],
    });
    expect(configFromContext({}, { file: { ai: { profile: 'none' } } }).bedrockModelId).toBe(DEFAULT_BEDROCK_MODEL);
  });

  it('refuses a real stage without an SES sender, in one line', () => {
    expect(() => configFromContext({ stage: 'prod' })).toThrow(/^stage prod: sesSender is missing; [^\n]+$/);
    expect(() => configFromContext({ stage: 'prod' }, { file: real })).not.toThrow();
    // A stage the file marks dev may go without.
    expect(() => configFromContext({ stage: 'alice' }, { file: { dev: true } })).not.toThrow();
  });

  it('refuses a custom domain without its certificate, or with one CloudFront cannot use', () => {
    expect(() =>
      configFromContext({ stage: 'prod' }, { file: { ...real, domain: { name: 'app.example.com' } } }),
    ).toThrow(
      /^stage prod: domain\.certificateArn: a custom domain needs the ARN of its ACM certificate \(us-east-1\) \(docs\/deploy\.md, Configuration\)$/,
    );
    expect(() => configFromContext({ domainName: 'app.example.com' })).toThrow(/domain\.certificateArn/);
    expect(() =>
      configFromContext({
        domainName: 'app.example.com',
        certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc',
      }),
    ).toThrow(/us-east-1/);
  });

  it('refuses a sign-in provider or Stripe named without its secret', () => {
    expect(() => configFromContext({ googleClientId: 'x' })).toThrow(
      /google\.clientSecretName: Google sign-in needs the Secrets Manager name/,
    );
    expect(() => configFromContext({ microsoftClientId: 'x', microsoftTenantId: 'contoso.onmicrosoft.com' })).toThrow(
      /microsoft\.clientSecretName: Microsoft sign-in needs the Secrets Manager name/,
    );
    expect(() => configFromContext({}, { file: { stripe: { secretName: 'culturefit/stripe' } } })).toThrow(
      /stripe\.webhookSecretName: Stripe needs the Secrets Manager name/,
    );
  });

  it.each(['common', 'organizations', 'consumers', 'Common'])(
    'refuses the multi-tenant Microsoft tenant %s',
    (tenant) => {
      const microsoft = { clientId: 'x', tenantId: tenant, clientSecretName: 'culturefit/ms' };
      expect(() => configFromContext({}, { file: { microsoft } })).toThrow(
        /microsoft\.tenantId: ".+" is multi-tenant, which Cognito refuses/,
      );
      expect(() =>
        configFromContext({}, { file: { microsoft: { ...microsoft, tenantId: 'contoso.onmicrosoft.com' } } }),
      ).not.toThrow();
    },
  );

  it('refuses a key it does not know (a typo would otherwise drop a feature silently)', () => {
    expect(() => configFromContext({}, { file: { sesSendr: 'example.com' } })).toThrow(/sesSendr/);
  });

  it('a -c value overrides one value of the stage file', () => {
    const file = { ...real, google: { clientId: 'g', clientSecretName: 'culturefit/google' } };
    const config = configFromContext({ stage: 'prod', googleClientId: 'other' }, { file });
    expect(config.google).toEqual({ clientId: 'other', clientSecretName: 'culturefit/google' });
    expect(config.sesSender).toBe('example.com');
  });

  it('reads config/<stage>.ts: the committed example is a valid real stage', async () => {
    const config = await loadConfig({ stage: 'example' });
    expect(config).toMatchObject({ stage: 'example', dev: false, sesSender: 'example.com' });
    expect(config.microsoft?.tenantId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(loadConfig({ stage: 'nosuchstage' })).rejects.toThrow(/config\/nosuchstage\.ts does not exist/);
    // The dev stage needs no file.
    await expect(loadConfig({})).resolves.toMatchObject({ stage: 'dev', dev: true });
  });

  it('sends from the SES sender, or noreply@ its domain', () => {
    expect(mailFrom(configFromContext({ sesSender: 'hello@example.com' }))).toBe('hello@example.com');
    expect(mailFrom(configFromContext({ sesSender: 'example.com' }))).toBe('noreply@example.com');
  });

  it('rejects a stage name that cannot be part of resource names', () => {
    expect(() => configFromContext({ stage: 'Prod_1' })).toThrow(/stage/);
  });
});

const SITE_REQUEST = 'function handler(event) { return event.request; }';

describe('web content', () => {
  it('tells to run npm run build:web when the web app is not built', () => {
    const stack = new Stack(new App(), 'Web');
    const site = new WebSite(stack, 'Site', {
      connectSources: [],
      imageSources: [],
      requestFunctionCode: SITE_REQUEST,
    });
    expect(
      () => new WebSiteContent(stack, 'Content', { site, assetPath: '/nonexistent/web/dist', config: {} }),
    ).toThrow(/npm run build:web/);
  });

  it('needs a certificate for a custom domain', () => {
    const stack = new Stack(new App(), 'Web');
    expect(
      () =>
        new WebSite(stack, 'Site', {
          domainName: 'app.example.com',
          connectSources: [],
          imageSources: [],
          requestFunctionCode: SITE_REQUEST,
        }),
    ).toThrow(/certificateArn/);
  });
});

describe('API paths', () => {
  it('reads path parameters from route paths', () => {
    expect(pathParameters('/templates/{id}/candidates/{candidateId}')).toEqual(['id', 'candidateId']);
    expect(pathParameters('/me')).toEqual([]);
  });
});
