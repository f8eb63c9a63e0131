import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTEXTS } from '../../shared/src/routes/define';
import { ROUTES } from '../../shared/src/routes/table';
import { configFromContext } from '../../infra/lib/config';
import { buildCultureFitApp, type CultureFitStacks } from '../../infra/lib/culturefit-app';
import { TABLE_SCHEMA } from '../../infra/lib/table-schema';
import { lambdaBuildOptions } from '../../infra/lib/lambda-build';
import { siteObjectPath, viewerRequestHandler } from '../../infra/lib/edge/site-request';
import { CONTEXT_ACCESS, TABLE_ACCESS } from '../../infra/lib/stacks/context-access';
import { TRIGGER_ACCESS } from '../../infra/lib/stacks/stateful-stack';
import {
  findResourcesWithNested,
  inParentTerms,
  logicalId,
  resourceOf,
  nagFindings,
  newApp,
  webFixture,
} from './helpers';

// One synthesis of the whole app (no federation context), shared by every assertion below.
let stacks: CultureFitStacks;
let app: ReturnType<typeof newApp>;
let t: { stateful: Template; web: Template; api: Template; webContent: Template };

beforeAll(() => {
  app = newApp();
  stacks = buildCultureFitApp(app, { config: configFromContext({}), webAssetPath: webFixture() });
  // The AwsSolutions pack is registered as a validation plugin: synth itself fails on any finding.
  app.synth();
  t = {
    stateful: Template.fromStack(stacks.stateful),
    web: Template.fromStack(stacks.web),
    api: Template.fromStack(stacks.api),
    webContent: Template.fromStack(stacks.webContent),
  };
});

const routeContexts = CONTEXTS.filter((c) => Object.values(ROUTES).some((r) => r.context === c));

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged error or warning on the synthesized app', () => {
    expect(nagFindings(app)).toEqual([]);
  });
});

describe('data: the single table', () => {
  it('has pk/sk string keys, the generic GSIs with ALL projection, TTL on expiresAt, PITR and is retained', () => {
    t.stateful.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE_SCHEMA.globalSecondaryIndexes.map((index) =>
          Match.objectLike({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          }),
        ),
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: true,
          }),
        ],
      }),
    });
  });

  it('an upload nobody saved expires: objects still tagged upload=pending are deleted after a day, and the functions that save one may retag it', () => {
    const buckets = Object.values(t.stateful.findResources('AWS::S3::Bucket'));
    const rules = buckets.flatMap(
      (b) =>
        (b.Properties as { LifecycleConfiguration?: { Rules: Record<string, unknown>[] } }).LifecycleConfiguration
          ?.Rules ?? [],
    );
    expect(rules).toContainEqual(
      expect.objectContaining({
        Status: 'Enabled',
        ExpirationInDays: 1,
        TagFilters: [{ Key: 'upload', Value: 'pending' }],
      }),
    );
    const policies = JSON.stringify(Object.values(t.api.findResources('AWS::IAM::Policy')));
    expect(policies).toContain('s3:PutObjectTagging');
  });

  it('each API function may use the uploads bucket and SES only as its row in context-access.ts says', () => {
    const policies = Object.values(t.api.findResources('AWS::IAM::Policy'));
    for (const [key, fn] of Object.entries(stacks.api.functions)) {
      const roleId = logicalId(fn.role);
      const mine = JSON.stringify(
        policies.filter((p) => JSON.stringify((p.Properties as { Roles: unknown }).Roles).includes(roleId)),
      );
      const access = CONTEXT_ACCESS[key];
      expect(access, `${key} has a row`).toBeDefined();
      expect(mine.includes('s3:PutObject'), `${key} uploads`).toBe(access!.uploads);
      expect(mine.includes('ses:SendEmail'), `${key} mail`).toBe(access!.mail);
      expect(mine).toContain('dynamodb:Query');
      // Deleting items and batch writes only where TABLE_ACCESS (checked against the bundles) says the code does them.
      const table = TABLE_ACCESS[fn.entry];
      expect(mine.includes('dynamodb:DeleteItem'), `${key} deletes`).toBe(table!.deletes);
      expect(mine.includes('dynamodb:BatchWriteItem'), `${key} batch writes`).toBe(table!.batchWrites);
    }
    expect(
      Object.values(stacks.api.functions).filter((fn) => !TABLE_ACCESS[fn.entry]!.deletes).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('no function may Scan the table (every list is a Query with a cursor)', () => {
    for (const template of Object.values(t)) {
      expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('dynamodb:Scan');
    }
  });
});

describe('sign-in: Cognito user pool', () => {
  it('a regional WAF web ACL blocks an address after 100 requests in 5 minutes, attached to the user pool', () => {
    t.stateful.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Action: { Block: {} },
          Statement: { RateBasedStatement: { Limit: 100, AggregateKeyType: 'IP', EvaluationWindowSec: 300 } },
        }),
      ],
    });
    const [association] = Object.values(t.stateful.findResources('AWS::WAFv2::WebACLAssociation')) as {
      Properties: { ResourceArn: unknown };
    }[];
    expect(association?.Properties.ResourceArn).toEqual({ 'Fn::GetAtt': [logicalId(stacks.stateful.userPool), 'Arn'] });
  });

  it('signs in by e-mail with CUSTOM_AUTH: Define/Create/Verify, pre-sign-up and pre-authentication triggers are wired to their functions', () => {
    const triggers = stacks.stateful.triggers;
    t.stateful.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      LambdaConfig: {
        DefineAuthChallenge: { 'Fn::GetAtt': [logicalId(triggers.defineAuthChallenge.fn), 'Arn'] },
        CreateAuthChallenge: { 'Fn::GetAtt': [logicalId(triggers.createAuthChallenge.fn), 'Arn'] },
        VerifyAuthChallengeResponse: { 'Fn::GetAtt': [logicalId(triggers.verifyAuthChallengeResponse.fn), 'Arn'] },
        PreSignUp: { 'Fn::GetAtt': [logicalId(triggers.preSignUp.fn), 'Arn'] },
        PreAuthentication: { 'Fn::GetAtt': [logicalId(triggers.preAuthentication.fn), 'Arn'] },
      },
    });
  });

  it('trigger functions get the table, the sender and SES transport only where their code uses them (TRIGGER_ACCESS)', () => {
    const env = t.stateful.findResources('AWS::Lambda::Function');
    for (const [id, fn] of Object.entries(stacks.stateful.triggers)) {
      const access = TRIGGER_ACCESS[id as keyof typeof TRIGGER_ACCESS];
      const variables =
        (env[logicalId(fn.fn)]?.Properties as { Environment?: { Variables: Record<string, unknown> } }).Environment
          ?.Variables ?? {};
      expect('TABLE_NAME' in variables, id).toBe(access.table);
      expect(variables.MAIL_TRANSPORT, id).toBe(access.mail ? 'ses' : undefined);
      expect('MAIL_FROM' in variables, id).toBe(access.mail);
    }
    // The PIN is e-mailed by the create trigger; the define trigger decides from the session alone.
    expect(TRIGGER_ACCESS.createAuthChallenge).toMatchObject({ table: true, mail: true });
    expect(TRIGGER_ACCESS.defineAuthChallenge).toEqual({ table: false, mail: false, pinHashKey: false });
  });

  it('the web client allows only ALLOW_CUSTOM_AUTH and ALLOW_REFRESH_TOKEN_AUTH', () => {
    t.web.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      GenerateSecret: false,
    });
  });

  it("unknown e-mails get an existence error ('Please recheck your login credentials') and users cannot change their own e-mail", () => {
    const clients = Object.values(t.web.findResources('AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(1);
    const props = clients[0]!.Properties as { PreventUserExistenceErrors: string; WriteAttributes: string[] };
    expect(props.PreventUserExistenceErrors).toBe('LEGACY');
    expect(props.WriteAttributes).not.toContain('email');
    expect(props.WriteAttributes).toEqual(expect.arrayContaining(['given_name', 'family_name', 'locale']));
  });

  it('without federation context there is no identity provider and no hosted-UI domain', () => {
    t.stateful.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    t.stateful.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    expect(stacks.webContent.runtimeConfig.federation).toEqual({ google: false, microsoft: false });
  });
});

describe('compute: one function per bounded context', () => {
  it('creates exactly one function per context that has routes, on nodejs24.x arm64, without X-Ray', () => {
    // Contexts with streaming routes (AI text) have a second, streaming function.
    const streaming = new Set(
      Object.values(ROUTES)
        .filter((r) => (r as { stream?: boolean }).stream)
        .map((r) => `${r.context}:stream`),
    );
    expect(Object.keys(stacks.api.functions).sort()).toEqual([...routeContexts, ...streaming].sort());
    const functions = t.api.findResources('AWS::Lambda::Function');
    for (const fn of Object.values(stacks.api.functions)) {
      expect(functions[logicalId(fn.fn)]?.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
      });
      expect(functions[logicalId(fn.fn)]?.Properties.TracingConfig).toBeUndefined();
    }
    // Only the context functions, the sweep, the prompt seeding, the analyzer step, the SES events function, the
    // invitation worker and the webhook worker live in the API stack (no hidden helper functions).
    expect(Object.keys(functions).sort()).toEqual(
      [
        ...Object.values(stacks.api.functions).map((f) => logicalId(f.fn)),
        logicalId(stacks.api.sweep.fn),
        logicalId(stacks.api.seedPrompts.fn),
        logicalId(stacks.api.analyzer.step.fn),
        logicalId(stacks.api.mailEvents.handler.fn),
        logicalId(stacks.api.invitations.worker.fn),
        logicalId(stacks.api.webhooks.worker.fn),
      ].sort(),
    );
  });

  it('the sweep runs every minute with the table and the Bedrock model, so timed-out sections close and written answers get scored', () => {
    const id = logicalId(stacks.api.sweep.fn);
    t.api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [{ Arn: { 'Fn::GetAtt': [id, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 2 } }],
    });
    const variables = (
      t.api.findResources('AWS::Lambda::Function')[id]?.Properties as {
        Environment: { Variables: Record<string, unknown> };
      }
    ).Environment.Variables;
    expect(variables).toMatchObject({ BEDROCK_MODEL_ID: expect.any(String), MAIL_TRANSPORT: 'ses' });
    expect(variables.TABLE_NAME).toBeDefined();
    // A test the timer completes sends results where the assessment asks, with links to the web app.
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['MAIL_FROM', 'ALLOWED_ORIGIN']));
  });

  it('every trigger and API function runs nodejs24.x on arm64, bundled by esbuild for that Node', () => {
    for (const template of [t.stateful, t.api]) {
      for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
        expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'] });
      }
    }
    // The bundle's syntax target is the runtime's Node major, so nothing is lowered for an older Node or left for a newer one.
    expect(lambdaBuildOptions('.', 'x.ts', 'out').target).toBe('node24');
  });

  it("API functions get TABLE_NAME, ALLOWED_ORIGIN (the web URL) and the web stack's ORIGIN_SECRET; UPLOADS_BUCKET, MAIL_FROM and MAIL_TRANSPORT=ses where they use them", () => {
    const functions = t.api.findResources('AWS::Lambda::Function');
    for (const [key, fn] of Object.entries(stacks.api.functions)) {
      const variables = (
        functions[logicalId(fn.fn)]?.Properties as { Environment: { Variables: Record<string, unknown> } }
      ).Environment.Variables;
      expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'ALLOWED_ORIGIN']));
      // The web stack's origin secret, imported from it: not this stack's own id, which the site never sends.
      expect(JSON.stringify(variables.ORIGIN_SECRET), key).toContain('Fn::ImportValue');
      expect(JSON.stringify(variables.ORIGIN_SECRET), key).not.toContain('AWS::StackId');
      expect('UPLOADS_BUCKET' in variables, key).toBe(CONTEXT_ACCESS[key]!.uploads);
      expect(variables.MAIL_TRANSPORT, key).toBe(CONTEXT_ACCESS[key]!.mail ? 'ses' : undefined);
    }
  });
});

describe('API: built from the route table', () => {
  it('has one method per route, on its path, integrated with its context function', () => {
    const methods = findResourcesWithNested(stacks.api, 'AWS::ApiGateway::Method');
    for (const [routeId, route] of Object.entries(ROUTES)) {
      const method = stacks.api.api.methods[routeId];
      expect(method, routeId).toBeDefined();
      if (!method) continue;
      expect(method.resource.path).toBe(route.path);
      expect(method.httpMethod).toBe(route.method);
      const streamed = (route as { stream?: boolean }).stream === true;
      const fn = stacks.api.functions[streamed ? `${route.context}:stream` : route.context];
      expect(fn, route.context).toBeDefined();
      const properties = resourceOf(method)?.Properties as {
        Integration: { Uri: unknown; Type: string; ResponseTransferMode?: string };
      };
      expect(properties.Integration.Type).toBe('AWS_PROXY');
      expect(inParentTerms(method, properties.Integration.Uri)).toContain(logicalId(fn!.fn));
      // Streaming routes use REST API response streaming: the response-streaming invocation of a streaming function.
      expect(properties.Integration.ResponseTransferMode ?? 'BUFFERED', routeId).toBe(streamed ? 'STREAM' : 'BUFFERED');
      expect(JSON.stringify(properties.Integration.Uri).includes('/response-streaming-invocations'), routeId).toBe(
        streamed,
      );
    }
    const routeMethods = Object.values(methods).filter(
      (m) => (m.Properties as { HttpMethod: string }).HttpMethod !== 'OPTIONS',
    );
    expect(routeMethods).toHaveLength(Object.keys(ROUTES).length);
  });

  it('user routes use the Cognito authorizer; public and candidate routes have none', () => {
    const authorizerId = logicalId(stacks.api.api.authorizer);
    for (const [routeId, route] of Object.entries(ROUTES)) {
      const method = stacks.api.api.methods[routeId]!;
      const properties = resourceOf(method)?.Properties as Record<string, unknown>;
      if (route.auth === 'user') {
        expect(properties.AuthorizationType, routeId).toBe('COGNITO_USER_POOLS');
        expect(inParentTerms(method, properties.AuthorizerId), routeId).toBe(JSON.stringify({ Ref: authorizerId }));
      } else {
        expect(properties.AuthorizationType, routeId).toBe('NONE');
        expect(properties.AuthorizerId, routeId).toBeUndefined();
        expect(Boolean(properties.ApiKeyRequired), routeId).toBe((route.auth as string) === 'apiKey');
      }
    }
    t.api.hasResourceProperties('AWS::ApiGateway::Authorizer', { Type: 'COGNITO_USER_POOLS' });
  });

  it('answers CORS preflight for the web origin only', () => {
    const options = Object.values(findResourcesWithNested(stacks.api, 'AWS::ApiGateway::Method')).filter(
      (m) => (m.Properties as { HttpMethod: string }).HttpMethod === 'OPTIONS',
    );
    expect(options.length).toBeGreaterThan(0);
    const origin = JSON.stringify(options[0]);
    expect(origin).toContain('Access-Control-Allow-Origin');
    expect(origin).not.toContain("'*'");
  });

  it('logs access, throttles the stage, validates requests and has a usage plan and a WAF', () => {
    t.api.hasResourceProperties('AWS::ApiGateway::Stage', {
      AccessLogSetting: Match.objectLike({ DestinationArn: Match.anyValue() }),
      TracingEnabled: false,
      MethodSettings: Match.arrayWith([
        Match.objectLike({ ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200, LoggingLevel: 'ERROR' }),
      ]),
    });
    t.api.hasResourceProperties('AWS::ApiGateway::RequestValidator', {
      ValidateRequestParameters: true,
      ValidateRequestBody: true,
    });
    t.api.resourceCountIs('AWS::ApiGateway::UsagePlan', 1);
    t.api.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
  });

  it('account API keys join the usage plan: the accounts function knows the plan by name and may add and remove keys', () => {
    const plan = Object.values(t.api.findResources('AWS::ApiGateway::UsagePlan'))[0]!.Properties as {
      UsagePlanName: string;
      Throttle: unknown;
    };
    expect(plan.UsagePlanName).toBe(`${stacks.api.stackName}-api-keys`);
    expect(plan.Throttle).toEqual({ RateLimit: 10, BurstLimit: 20 });
    const accounts = stacks.api.functions.accounts!;
    const fn = t.api.findResources('AWS::Lambda::Function')[logicalId(accounts.fn)]!.Properties as {
      Environment: { Variables: Record<string, unknown> };
    };
    expect(fn.Environment.Variables.API_USAGE_PLAN_NAME).toBe(plan.UsagePlanName);
    const policies = JSON.stringify(
      Object.values(t.api.findResources('AWS::IAM::Policy')).filter((p) =>
        JSON.stringify(p).includes(logicalId(accounts.role)),
      ),
    );
    expect(policies).toContain('apigateway:POST');
    expect(policies).toContain('/apikeys/*');
    // No other function may touch API keys.
    for (const [key, other] of Object.entries(stacks.api.functions)) {
      if (key === 'accounts') continue;
      const theirs = JSON.stringify(
        Object.values(t.api.findResources('AWS::IAM::Policy')).filter((p) =>
          JSON.stringify(p).includes(logicalId(other.role)),
        ),
      );
      expect(theirs, key).not.toContain('apigateway:POST');
    }
  });
});

describe('web: CloudFront site', () => {
  it('reads the private bucket through Origin Access Control', () => {
    t.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    t.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        // The site bucket, the published logos (test/infra/web-hosting.test.ts), and the API (below).
        Origins: [
          Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: { OriginAccessIdentity: '' } }),
          Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: { OriginAccessIdentity: '' } }),
          Match.objectLike({ CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }) }),
        ],
        DefaultRootObject: 'index.html',
      }),
    });
  });

  it("sends /api/* to the REST API's stage uncached, with the viewer's headers but Host, and the origin secret the API believes", () => {
    const [distribution] = Object.values(t.web.findResources('AWS::CloudFront::Distribution'));
    type Origin = { Id: string; DomainName: unknown; OriginPath?: string; OriginCustomHeaders?: unknown[] };
    const config = (distribution!.Properties as { DistributionConfig: Record<string, unknown> }).DistributionConfig as {
      Origins: Origin[];
      CacheBehaviors: {
        PathPattern: string;
        TargetOriginId: string;
        CachePolicyId: string;
        OriginRequestPolicyId?: string;
        AllowedMethods: string[];
        ViewerProtocolPolicy: string;
        FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
      }[];
    };
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    // CloudFront's managed CachingDisabled and AllViewerExceptHostHeader policies.
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']));
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    const origin = config.Origins.find((o) => o.Id === api.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
    expect(JSON.stringify(origin.DomainName)).toContain(logicalId(stacks.web.restApi.node.findChild('Api')));
    expect(origin.OriginPath).toBe('/dev');
    // The secret is this stack's id's random part, the same value the API's functions and firewall are given.
    const secret = stacks.web.resolve(stacks.web.originSecret);
    expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: secret }]);
    expect(JSON.stringify(secret)).toContain('"Ref":"AWS::StackId"');
    const fnId = api.FunctionAssociations![0]!.FunctionARN['Fn::GetAtt'][0];
    const fn = t.web.findResources('AWS::CloudFront::Function')[fnId]!.Properties as { FunctionCode: string };
    // The deployed code, run as CloudFront runs it: the prefix goes, the viewer's address replaces a claimed one.
    const request = viewerRequestHandler(fn.FunctionCode)({
      viewer: { ip: '203.0.113.5' },
      request: {
        uri: '/api/respondent/tok/sections/big_five/answers',
        method: 'PUT',
        headers: { 'x-viewer-address': { value: '10.0.0.1' }, authorization: { value: 'Bearer x' } },
        querystring: {},
        cookies: {},
      },
    });
    expect(request.uri).toBe('/respondent/tok/sections/big_five/answers');
    expect(request.headers).toEqual({
      'x-viewer-address': { value: '203.0.113.5' },
      authorization: { value: 'Bearer x' },
    });
  });

  it("answers the app's routes with /index.html by a function on the default behaviour only, not by error pages", () => {
    const [distribution] = Object.values(t.web.findResources('AWS::CloudFront::Distribution'));
    const config = (distribution!.Properties as { DistributionConfig: Record<string, unknown> }).DistributionConfig as {
      CustomErrorResponses?: unknown;
      DefaultCacheBehavior: { FunctionAssociations?: { EventType: string; FunctionARN: unknown }[] };
      CacheBehaviors?: { PathPattern: string; FunctionAssociations?: unknown }[];
    };
    // Error pages apply to every behaviour: a missing logo would come back as the page with 200.
    expect(config.CustomErrorResponses).toBeUndefined();
    const logos = (config.CacheBehaviors ?? []).find((b) => b.PathPattern === '/logos/*');
    expect(logos?.FunctionAssociations).toBeUndefined();
    const [association] = config.DefaultCacheBehavior.FunctionAssociations ?? [];
    expect(association?.EventType).toBe('viewer-request');
    const functions = t.web.findResources('AWS::CloudFront::Function');
    const fnId = (association!.FunctionARN as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const fn = functions[fnId]!.Properties as { FunctionCode: string; FunctionConfig: { Runtime: string } };
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    // The deployed code itself, run as CloudFront runs it.
    const objectPath = siteObjectPath(fn.FunctionCode);
    expect(objectPath('/assessment-test/abc')).toBe('/index.html');
    expect(objectPath('/config.json')).toBe('/config.json');
    expect(objectPath('/assets/index-abc.js')).toBe('/assets/index-abc.js');
  });

  it('sends HSTS, CSP, frame-options DENY, nosniff and a referrer policy', () => {
    const policies = Object.values(t.web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toHaveLength(1);
    const config = (
      policies[0]!.Properties as {
        ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, Record<string, unknown>> };
      }
    ).ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(config.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true });
    expect(config.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(config.ContentTypeOptions).toMatchObject({ Override: true });
    expect(config.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    const csp = JSON.stringify(config.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The app calls the API on its own origin (/api/*): no execute-api host in connect-src.
    expect(csp).not.toContain('execute-api');
    expect(csp).toContain('cognito-idp');
  });

  it('config.json carries the API URL, region, user pool and client ids and the federation flags', () => {
    expect(Object.keys(stacks.webContent.runtimeConfig)).toEqual(
      expect.arrayContaining(['apiUrl', 'region', 'userPoolId', 'userPoolClientId', 'federation']),
    );
    // The API on the site's origin: the site's address and /api.
    expect(stacks.webContent.resolve(stacks.webContent.runtimeConfig.apiUrl)).toEqual(
      stacks.webContent.resolve(`${stacks.web.site.url}/api`),
    );
    // Hashed assets and the other files, with their own Cache-Control (test/infra/web-hosting.test.ts).
    t.webContent.resourceCountIs('Custom::CDKBucketDeployment', 2);
  });
});

describe('storage: buckets', () => {
  it('every bucket blocks public access, is encrypted and refuses plain HTTP', () => {
    for (const template of Object.values(t)) {
      const buckets = template.findResources('AWS::S3::Bucket');
      for (const bucket of Object.values(buckets)) {
        expect(bucket.Properties).toMatchObject({
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
          BucketEncryption: expect.anything(),
        });
      }
      for (const policy of Object.values(template.findResources('AWS::S3::BucketPolicy'))) {
        expect(JSON.stringify(policy)).toContain('aws:SecureTransport');
      }
    }
    // uploads and its access-log bucket (reports are PDFs the browser renders); the site and its log bucket.
    t.stateful.resourceCountIs('AWS::S3::Bucket', 2);
    t.web.resourceCountIs('AWS::S3::Bucket', 2);
  });
});

describe('sign-in: the PIN hash key', () => {
  it('is a generated secret read only by the PIN triggers and the accounts function (guest verification)', () => {
    const secrets = t.stateful.findResources('AWS::SecretsManager::Secret');
    expect(Object.keys(secrets)).toHaveLength(1);
    const keyId = Object.keys(secrets)[0]!;
    const envOf = (template: Template, fn: { fn: unknown }) =>
      (
        template.findResources('AWS::Lambda::Function')[logicalId(fn.fn as never)]?.Properties as {
          Environment: { Variables: Record<string, unknown> };
        }
      ).Environment.Variables;
    expect(envOf(t.stateful, stacks.stateful.triggers.createAuthChallenge).PIN_HASH_KEY_SECRET_ARN).toEqual({
      Ref: keyId,
    });
    expect(envOf(t.stateful, stacks.stateful.triggers.verifyAuthChallengeResponse).PIN_HASH_KEY_SECRET_ARN).toEqual({
      Ref: keyId,
    });
    expect(envOf(t.stateful, stacks.stateful.triggers.preSignUp).PIN_HASH_KEY_SECRET_ARN).toBeUndefined();
    expect(envOf(t.api, stacks.api.functions.accounts!).PIN_HASH_KEY_SECRET_ARN).toBeDefined();
    expect(envOf(t.api, stacks.api.functions.results!).PIN_HASH_KEY_SECRET_ARN).toBeUndefined();
  });
});

describe('account deletion: the Cognito user', () => {
  it('only the accounts function may call AdminDeleteUser, on the user pool alone', () => {
    const policies = Object.values(t.api.findResources('AWS::IAM::Policy'));
    const granting = policies.filter((p) => JSON.stringify(p).includes('cognito-idp:AdminDeleteUser'));
    expect(granting).toHaveLength(1);
    const roles = JSON.stringify((granting[0]!.Properties as { Roles: unknown }).Roles);
    expect(roles).toContain(logicalId(stacks.api.functions.accounts!.role));
    expect(JSON.stringify(granting[0])).not.toContain('cognito-idp:*');
  });
});

describe('sign-in: the unlock link', () => {
  it("the web address reaches the verify trigger through the table: a deploy-time custom resource writes the site's address", () => {
    const resources = Object.values(
      t.api.findResources('AWS::CloudFormation::CustomResource') as Record<
        string,
        { Properties: { ServiceToken: unknown; WebUrl?: unknown } }
      >,
    );
    const address = resources.find((r) => r.Properties.WebUrl);
    expect(JSON.stringify(address?.Properties.WebUrl)).toContain('DomainName');
    expect(JSON.stringify(address?.Properties.ServiceToken)).toContain(logicalId(stacks.api.seedPrompts.fn));
  });
});
