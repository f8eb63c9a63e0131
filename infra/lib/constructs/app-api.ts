import { Duration, NestedStack, Stack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS, CORS_MAX_AGE_SECONDS } from '../cors';
import { acknowledge } from '../nag';
import { apiFirewallRules } from './api-firewall';
import type { AppFunction } from './app-function';

/** The parts of a route table entry (shared/src/routes/table.ts) the API needs. */
export interface ApiRoute {
  readonly method: string;
  readonly path: string;
  readonly context: string;
  readonly auth: 'public' | 'candidate' | 'user' | 'apiKey';
  /** Served by the context's streaming function through a STREAM integration (AI text as it is written). */
  readonly stream?: boolean;
}

/** The key of a context's streaming function in AppApiProps.functions. */
export const streamFunctionKey = (context: string) => `${context}:stream`;

/**
 * The REST API itself (its id and root resource), made in the web stack: the site's `/api/*` behaviour names its
 * address, and the API's functions need the site's address, so the API's id must exist before the site and the
 * routes after it (`RestApiShell`).
 */
export interface RestApiRef {
  readonly restApiId: string;
  readonly rootResourceId: string;
  readonly restApiName: string;
}

/** The REST API without its routes, stage or deployment (those are AppApi's, in the API stack). */
export class RestApiShell extends Construct implements RestApiRef {
  readonly restApiId: string;
  readonly rootResourceId: string;
  readonly restApiName: string;

  constructor(scope: Construct, id: string, props: { readonly restApiName: string }) {
    super(scope, id);
    const api = new apigateway.CfnRestApi(this, 'Api', {
      name: props.restApiName,
      description: 'Culture-fit assessments API (built from shared/src/routes/table.ts)',
      endpointConfiguration: { types: ['REGIONAL'] },
      apiKeySourceType: 'HEADER',
    });
    acknowledge(api, [
      {
        id: 'AwsSolutions-APIG2',
        reason:
          "The API's request validator is made with its routes in the API stack (AppApi's Validator: path parameters and bodies); the handlers validate each body against the route table's zod schema.",
      },
    ]);
    this.restApiId = api.ref;
    this.rootResourceId = api.attrRootResourceId;
    this.restApiName = props.restApiName;
  }
}

export interface AppApiProps {
  /** The REST API the routes are added to (`RestApiShell`, in the web stack). */
  readonly restApi: RestApiRef;
  readonly routes: Readonly<Record<string, ApiRoute>>;
  /** The function serving each bounded context. */
  readonly functions: Readonly<Record<string, AppFunction>>;
  readonly userPool: cognito.IUserPool;
  /** The web app origin, e.g. https://app.example.com: the only origin CORS allows. */
  readonly allowedOrigin: string;
  readonly stageName: string;
  /** What the site sends with every request it passes on: the firewall counts those by the viewer's address. */
  readonly originSecret: string;
}

/** `/templates/{id}` -> ['id'] */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

/**
 * The REST API, built from the route table: one resource per path, one method per route, proxied to
 * its context's function. `user` routes use the Cognito authorizer; `public` and `candidate` routes have
 * no API Gateway authorizer (the candidate's unguessable token in the path is checked by the handler);
 * `apiKey` routes require a key of the usage plan.
 */
/** The usage plan account API keys are added to (see lambdas/src/adapters/api-gateway). */
export function usagePlanName(stackName: string): string {
  return `${stackName}-api-keys`;
}

export class AppApi extends Construct {
  readonly api: apigateway.IRestApi;
  readonly restApiName: string;
  readonly stage: apigateway.Stage;
  /** https://<id>.execute-api.<region>.amazonaws.com/<stage>/ */
  readonly url: string;
  readonly authorizer: apigateway.CognitoUserPoolsAuthorizer;
  readonly usagePlan: apigateway.UsagePlan;
  readonly accessLogs: logs.LogGroup;
  /** Route id -> the method created for it. */
  readonly methods: Record<string, apigateway.Method> = {};

  constructor(scope: Construct, id: string, props: AppApiProps) {
    super(scope, id);
    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.THREE_MONTHS });

    this.api = apigateway.RestApi.fromRestApiAttributes(this, 'Api', {
      restApiId: props.restApi.restApiId,
      rootResourceId: props.restApi.rootResourceId,
    });
    this.restApiName = props.restApi.restApiName;
    const cors: apigateway.CorsOptions = {
      allowOrigins: [props.allowedOrigin],
      allowMethods: [...CORS_ALLOW_METHODS],
      allowHeaders: [...CORS_ALLOW_HEADERS],
      maxAge: Duration.seconds(CORS_MAX_AGE_SECONDS),
    };

    // Authorizer and throttling rejections must carry CORS headers too, or the browser hides the status.
    const gatewayResponses: apigateway.GatewayResponse[] = [];
    for (const [key, type] of [
      ['Default4xx', apigateway.ResponseType.DEFAULT_4XX],
      ['Default5xx', apigateway.ResponseType.DEFAULT_5XX],
    ] as const) {
      const response = new apigateway.GatewayResponse(this, key, {
        restApi: this.api,
        type,
        responseHeaders: {
          'Access-Control-Allow-Origin': `'${props.allowedOrigin}'`,
          'Access-Control-Allow-Headers': `'${CORS_ALLOW_HEADERS.join(',')}'`,
        },
      });
      gatewayResponses.push(response);
    }

    this.authorizer = new apigateway.CognitoUserPoolsAuthorizer(this, 'UserAuthorizer', {
      cognitoUserPools: [props.userPool],
      identitySource: apigateway.IdentitySource.header('Authorization'),
      resultsCacheTtl: Duration.minutes(5),
    });

    // Path parameters are required by API Gateway itself; bodies are validated by the handler against the
    // route table's zod schema, the single source of truth shared with the web client and local server.
    const validator = new apigateway.RequestValidator(this, 'Validator', {
      restApi: this.api,
      validateRequestParameters: true,
      validateRequestBody: true,
    });

    const integrations = new Map<string, apigateway.LambdaIntegration>();
    const integrationFor = (route: ApiRoute) => {
      const key = route.stream ? streamFunctionKey(route.context) : route.context;
      let integration = integrations.get(key);
      if (!integration) {
        const fn = props.functions[key];
        if (!fn) throw new Error(`No function for "${key}"`);
        // One invoke permission per function for the whole API keeps the stack far from the 500-resource limit.
        integration = new apigateway.LambdaIntegration(
          fn.fn,
          route.stream
            ? // REST API response streaming: the function streams (awslambda.streamifyResponse) for up to 5 minutes.
              {
                proxy: true,
                scopePermissionToMethod: false,
                responseTransferMode: apigateway.ResponseTransferMode.STREAM,
                timeout: Duration.minutes(5),
              }
            : { proxy: true, scopePermissionToMethod: false },
        );
        integrations.set(key, integration);
      }
      return integration;
    };

    // Each first path segment's resources and methods (with their CORS preflight) live in a nested stack of their own:
    // a stack holds at most 500 resources, and the API's tree alone was over 300 (docs/deploy.md "API size").
    const subtrees = new Map<string, apigateway.Resource>();
    const resourceForPath = (path: string): apigateway.Resource => {
      const [first = '', ...rest] = path.split('/').filter(Boolean);
      let subtree = subtrees.get(first);
      if (!subtree) {
        const nested = new NestedStack(this, `Routes${routeStackName(first)}`, {
          description: `Culture-fit API: the /${first} routes`,
        });
        subtree = new apigateway.Resource(nested, 'Resource', {
          parent: this.api.root,
          pathPart: first,
          defaultCorsPreflightOptions: cors,
        });
        subtrees.set(first, subtree);
      }
      return rest.length > 0 ? subtree.resourceForPath(rest.join('/')) : subtree;
    };

    for (const [routeId, route] of Object.entries(props.routes)) {
      const resource = resourceForPath(route.path);
      const options: apigateway.MethodOptions = {
        operationName: routeId,
        requestValidator: validator,
        requestParameters: Object.fromEntries(
          pathParameters(route.path).map((p) => [`method.request.path.${p}`, true]),
        ),
        ...(route.auth === 'user'
          ? { authorizer: this.authorizer, authorizationType: apigateway.AuthorizationType.COGNITO }
          : { authorizationType: apigateway.AuthorizationType.NONE }),
        ...(route.auth === 'apiKey' ? { apiKeyRequired: true } : {}),
      };
      const method = resource.addMethod(route.method, integrationFor(route), options);
      this.methods[routeId] = method;
      if (route.auth !== 'user') acknowledgeUnauthenticated(method, route.auth);
    }

    // CORS preflight methods are answered by a mock integration and must stay open.
    const allMethods = this.node.findAll().filter((c): c is apigateway.Method => c instanceof apigateway.Method);
    for (const preflight of allMethods.filter((m) => m.httpMethod === 'OPTIONS')) {
      acknowledgeUnauthenticated(preflight, 'preflight');
    }

    // The deployment of an API made elsewhere is not renewed by its methods: its id follows what it deploys (the
    // routes, their authorisation and CORS), so a change of the route table makes a new deployment.
    const deployment = new apigateway.Deployment(this, 'Deployment', {
      api: this.api,
      description: 'Culture-fit API (shared/src/routes/table.ts)',
    });
    const deployed = Object.entries(props.routes).map(([id, r]) => [
      id,
      r.method,
      r.path,
      r.auth,
      r.context,
      !!r.stream,
    ]);
    deployment.addToLogicalId({ routes: deployed, cors: { ...cors, maxAge: CORS_MAX_AGE_SECONDS } });
    for (const part of [...allMethods, ...gatewayResponses]) deployment.node.addDependency(part);
    this.stage = new apigateway.Stage(this, 'Stage', {
      deployment,
      stageName: props.stageName,
      accessLogDestination: new apigateway.LogGroupLogDestination(this.accessLogs),
      accessLogFormat: apigateway.AccessLogFormat.jsonWithStandardFields(),
      loggingLevel: apigateway.MethodLoggingLevel.ERROR,
      dataTraceEnabled: false,
      metricsEnabled: true,
      // No X-Ray: the functions record no trace (docs/cold-start.md "Tracing and metrics").
      tracingEnabled: false,
      throttlingRateLimit: 100,
      throttlingBurstLimit: 200,
    });
    this.url = this.stage.urlForPath('/');
    // The account's role for API Gateway's execution logs (what `cloudWatchRole` of a RestApi makes).
    const cloudWatchRole = new iam.Role(this, 'CloudWatchRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [
        iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs'),
      ],
    });
    const account = new apigateway.CfnAccount(this, 'Account', { cloudWatchRoleArn: cloudWatchRole.roleArn });
    this.stage.node.addDependency(account);

    // Under the API's construct, where a RestApi's addUsagePlan put it: the same logical id, so a stage deployed
    // before keeps its plan, and the account keys added to it, when the REST API is replaced (docs/deploy.md).
    this.usagePlan = new apigateway.UsagePlan(this.api, 'ApiKeyPlan', {
      // A fixed name: the accounts function finds the plan by it when it registers a key (an id would make a cycle).
      name: usagePlanName(Stack.of(this).stackName),
      description: 'Account API keys (routes with auth apiKey)',
      throttle: { rateLimit: 10, burstLimit: 20 },
      quota: { limit: 10_000, period: apigateway.Period.DAY },
      apiStages: [{ api: this.api, stage: this.stage }],
    });

    this.addFirewall(props.routes, props.originSecret);

    acknowledge(cloudWatchRole, [
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason:
          'The account-level role API Gateway uses to write execution logs; AWS publishes and maintains exactly this policy for it.',
      },
    ]);
  }

  /** Regional WAF on the stage: rate limits scoped for rooms of candidates, AWS managed rules (./api-firewall.ts). */
  private addFirewall(routes: Readonly<Record<string, ApiRoute>>, originSecret: string): void {
    const acl = new wafv2.CfnWebACL(this, 'Firewall', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: 'api' },
      rules: apiFirewallRules(routes, originSecret),
    });
    new wafv2.CfnWebACLAssociation(this, 'FirewallAssociation', {
      resourceArn: this.stage.stageArn,
      webAclArn: acl.attrArn,
    });
  }
}

/** `public` -> `Public`, `guest-link` -> `GuestLink`: the id of a first path segment's nested stack. */
function routeStackName(segment: string): string {
  return segment.replace(/(^|[^A-Za-z0-9])([A-Za-z0-9])/g, (_m, _s: string, c: string) => c.toUpperCase());
}

function acknowledgeUnauthenticated(method: Construct, kind: string): void {
  const reason =
    kind === 'candidate'
      ? 'Respondent route: respondents have no account (spec); the handler authorises the unguessable access token in the path.'
      : kind === 'apiKey'
        ? 'Public API route: authorised by an API key of the usage plan (apiKeyRequired) and the handler.'
        : kind === 'preflight'
          ? 'CORS preflight (OPTIONS) is answered by a mock integration and must not require credentials.'
          : 'Public route (e.g. a public test link before registration): open by the spec; throttled by the stage and the WAF.';
  acknowledge(method, [
    { id: 'AwsSolutions-APIG4', reason },
    { id: 'AwsSolutions-COG4', reason },
  ]);
}
