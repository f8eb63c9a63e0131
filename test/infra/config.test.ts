import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { configFromContext, DEFAULT_BEDROCK_MODEL_ID, mailFrom } from '../../infra/lib/config';
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

describe('deployment settings from context', () => {
  it('defaults: stage prod, Bedrock default model, no federation', () => {
    const config = configFromContext({});
    expect(config).toMatchObject({ stage: 'prod', bedrockModelId: DEFAULT_BEDROCK_MODEL_ID });
    expect(config.google).toBeUndefined();
    expect(config.microsoft).toBeUndefined();
  });

  it('refuses half a provider configuration instead of silently hiding the button', () => {
    expect(() => configFromContext({ googleClientId: 'x' })).toThrow(/googleClientSecretName/);
    expect(() => configFromContext({ microsoftClientId: 'x', microsoftTenantId: 't' })).toThrow(
      /microsoftClientSecretName/,
    );
  });

  it('sends from the SES sender, or noreply@ its domain', () => {
    expect(mailFrom(configFromContext({ sesSender: 'hello@example.com' }))).toBe('hello@example.com');
    expect(mailFrom(configFromContext({ sesSender: 'example.com' }))).toBe('noreply@example.com');
  });

  it('rejects a stage name that cannot be part of resource names', () => {
    expect(() => configFromContext({ stage: 'Prod_1' })).toThrow(/stage/);
  });
});

describe('web content', () => {
  it('tells to run npm run build:web when the web app is not built', () => {
    const stack = new Stack(new App(), 'Web');
    const site = new WebSite(stack, 'Site', { connectSources: [], imageSources: [] });
    expect(
      () => new WebSiteContent(stack, 'Content', { site, assetPath: '/nonexistent/web/dist', config: {} }),
    ).toThrow(/npm run build:web/);
  });

  it('needs a certificate for a custom domain', () => {
    const stack = new Stack(new App(), 'Web');
    expect(
      () => new WebSite(stack, 'Site', { domainName: 'app.example.com', connectSources: [], imageSources: [] }),
    ).toThrow(/certificateArn/);
  });
});

describe('API paths', () => {
  it('reads path parameters from route paths', () => {
    expect(pathParameters('/templates/{id}/candidates/{candidateId}')).toEqual(['id', 'candidateId']);
    expect(pathParameters('/me')).toEqual([]);
  });
});
