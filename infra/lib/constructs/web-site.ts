import { Annotations, Aws, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withAppConfig } from '../../../shared/src/config/app-config-html';
import { scriptSrc } from '../inline-scripts';
import { ORIGIN_SECRET_HEADER, SITE_API_PREFIX } from '../../../shared/src/config/site-api';
import { apiRequestCode } from '../edge/site-request';
import { acknowledge, acknowledgePolicyWildcards } from '../nag';
import { logBucket } from './log-bucket';

export interface WebSiteProps {
  /** Custom domain (e.g. app.example.com) with an ACM certificate in us-east-1 for it. */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** Extra origins the app talks to (fetch/XHR), e.g. Cognito and the uploads bucket. */
  readonly connectSources: string[];
  /** Extra image origins (logos served by presigned URL from the uploads bucket). */
  readonly imageSources: string[];
  /** Extra form/navigation targets (the Cognito hosted UI for federated sign-in). */
  readonly formActions?: string[];
  /** The CSP hashes of the scripts written into index.html (the boot script; `builtPageScriptHashes`). */
  readonly scriptHashes?: string[];
  /** The default behaviour's viewer-request function: built files as they are, every other path the app's page. */
  readonly requestFunctionCode: string;
  /**
   * Published logos, served at `/logos/<name>` from `<keyPrefix><name>` of this bucket; `keyPrefix` ends in
   * `logos/` (what comes before it is the origin path). The bucket lives in another stack, so its policy is
   * written there (`logoReadStatement`).
   */
  readonly logos?: { readonly bucket: s3.IBucket; readonly keyPrefix: string };
  /**
   * The REST API, served at `/api/*` of the site (docs/architecture.md "The API on the site's origin"): its
   * execute-api host, its stage's path, and the secret the site sends it with every request.
   */
  readonly api?: { readonly domainName: string; readonly stagePath: string; readonly originSecret: string };
}

/** The path the site serves published logos at (`/logos/<sha256>.<ext>`); the API writes addresses under it. */
export const LOGO_PATH = '/logos/*';

/**
 * The SPA host: a private bucket read by CloudFront through Origin Access Control, the app's routes answered with
 * /index.html by a viewer-request function on the default behaviour (infra/lib/edge/site-request-function.js), and security
 * headers on every response.
 */
export class WebSite extends Construct {
  readonly bucket: s3.Bucket;
  readonly logBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly headersPolicy: cloudfront.ResponseHeadersPolicy;
  /** https://<domain> or https://<distribution>.cloudfront.net */
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebSiteProps) {
    super(scope, id);
    if (props.domainName && !props.certificateArn) {
      throw new Error(
        'domainName needs certificateArn: an ACM certificate for that name in us-east-1 (CloudFront only reads certificates there).',
      );
    }

    // CloudFront standard logs are written with ACLs (owner-preferred ownership, see logBucket).
    this.logBucket = logBucket(this, 'Logs', 'the site');

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      // The content is rebuilt from web/dist on every deploy, so `cdk destroy` empties and removes the bucket.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const csp = [
      "default-src 'self'",
      // No inline script but those written into index.html, by their hashes.
      scriptSrc(props.scriptHashes ?? []),
      // Inline style attributes from the component library.
      "style-src 'self' 'unsafe-inline'",
      ["img-src 'self' data: blob:", ...props.imageSources].join(' '),
      "font-src 'self' data:",
      ["connect-src 'self'", ...props.connectSources].join(' '),
      ["form-action 'self'", ...(props.formActions ?? [])].join(' '),
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join('; ');

    this.headersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers for the web app',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365 * 2),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });

    const certificate = props.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;

    // One origin access control signs the requests to both buckets.
    const originAccessControl = new cloudfront.S3OriginAccessControl(this, 'OriginAccess', {
      description: 'CloudFront reads the site bucket and the published logos',
    });
    // Distribution-wide error responses (403/404 -> the page) would also answer a missing logo or a stale chunk with
    // the page: the rewrite is the default behaviour's alone.
    const siteRequest = new cloudfront.Function(this, 'SiteRequest', {
      comment: 'Routes of the single-page app get /index.html; built files are served as they are',
      code: cloudfront.FunctionCode.fromInline(props.requestFunctionCode),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Culture-fit web app',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket, { originAccessControl }),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headersPolicy,
        compress: true,
        functionAssociations: [{ function: siteRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...(props.logos ? { [LOGO_PATH]: this.logoBehavior(props.logos, originAccessControl) } : {}),
        ...(props.api ? { [`${SITE_API_PREFIX}/*`]: this.apiBehavior(props.api) } : {}),
      },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      // A minimum TLS version can only be set with an own certificate (CloudFront's default one is fixed).
      ...(props.domainName && certificate
        ? {
            domainNames: [props.domainName],
            certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
    });

    this.url = props.domainName ? `https://${props.domainName}` : `https://${this.distribution.distributionDomainName}`;

    const nag = [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'Candidates and employers take assessments from any country (spec: invitations by link or e-mail); no geo restriction is wanted.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'CloudFront web ACLs must live in us-east-1 while the stacks are region-agnostic; the site is static files, and the API it calls has its own regional WAF.',
      },
    ];
    if (!certificate) {
      nag.push({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a domainName the default *.cloudfront.net certificate is used, which cannot set a minimum TLS version; give domainName and certificateArn to get TLSv1.2_2021.',
      });
    }
    acknowledge(this.distribution, nag);
  }

  /**
   * `/logos/<key>` from the uploads bucket's published prefix, read through origin access control. Published
   * logos are content-addressed and never rewritten, so their objects carry a year-long immutable Cache-Control
   * and the optimized cache policy keeps them at the edge. The bucket is another stack's: CloudFront cannot add
   * its statement there (the distribution's id would make the stacks depend on each other), so the uploads
   * bucket's own policy grants the prefix (`logoReadStatement`).
   */
  private logoBehavior(
    logos: NonNullable<WebSiteProps['logos']>,
    originAccessControl: cloudfront.IOriginAccessControl,
  ): cloudfront.BehaviorOptions {
    if (!logos.keyPrefix.endsWith('logos/')) throw new Error(`Logo keys must end in logos/: ${logos.keyPrefix}`);
    const originPath = `/${logos.keyPrefix.slice(0, -'logos/'.length)}`.replace(/\/$/, '');
    const origin = origins.S3BucketOrigin.withOriginAccessControl(logos.bucket, {
      originAccessControl,
      ...(originPath ? { originPath } : {}),
    });
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The uploads bucket grants CloudFront its published-logos prefix in its own stack (logoReadStatement).',
    );
    return {
      origin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.headersPolicy,
      compress: false,
    };
  }

  /**
   * `/api/*` to the REST API's stage, nothing cached: every method, every header of the viewer but Host (API Gateway
   * answers to its own host name), the `Authorization` header among them (forwarded with all viewer headers when
   * nothing is cached), and the query string. The viewer-request function removes the prefix and writes the viewer's
   * address into a header; the origin adds the deployment's secret, which a viewer's own header of that name cannot
   * replace (CloudFront overwrites it). The API believes the address only beside that secret.
   */
  private apiBehavior(api: NonNullable<WebSiteProps['api']>): cloudfront.BehaviorOptions {
    const apiRequest = new cloudfront.Function(this, 'ApiRequest', {
      comment: 'API calls on the site: the path without /api, the viewer address in a header',
      code: cloudfront.FunctionCode.fromInline(apiRequestCode()),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    return {
      origin: new origins.HttpOrigin(api.domainName, {
        originPath: api.stagePath,
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: { [ORIGIN_SECRET_HEADER]: api.originSecret },
        // An AI text streams for minutes: this is the longest wait for its next piece (CloudFront's limit without a
        // quota increase).
        readTimeout: Duration.seconds(60),
      }),
      // A POST is not redirected: plain HTTP is refused.
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.headersPolicy,
      compress: false,
      functionAssociations: [{ function: apiRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
    };
  }

  /**
   * The uploads bucket's statement that lets CloudFront (origin access control, signed as the service) read the
   * published logos and nothing else of the bucket. It names any distribution of this account: the site's id is
   * only known after the bucket's stack exists. What it opens is public through the site anyway.
   */
  static logoReadStatement(bucket: s3.IBucket, keyPrefix: string): iam.PolicyStatement {
    return new iam.PolicyStatement({
      sid: 'CloudFrontReadsPublishedLogos',
      principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
      actions: ['s3:GetObject'],
      resources: [bucket.arnForObjects(`${keyPrefix}*`)],
      conditions: {
        ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
      },
    });
  }
}

export interface WebSiteContentProps {
  readonly site: WebSite;
  /** The built SPA (web/dist). */
  readonly assetPath: string;
  /** Written as /config.json: what the SPA needs to find the API and Cognito at run time. */
  readonly config: Record<string, unknown>;
}

/** Vite's output folder of content-hashed files (web/vite.config.ts keeps the default `build.assetsDir`). */
export const HASHED_ASSETS = 'assets';
/** Cache-Control of the hashed assets. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of every other file of the site: stored, but revalidated (by ETag) before each use. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Uploads the built SPA plus config.json (and the same configuration in index.html) and invalidates the CDN. */
export class WebSiteContent extends Construct {
  /** index.html, config.json and the other unhashed files. */
  readonly deployment: s3deploy.BucketDeployment;
  /** The content-hashed files under assets/. */
  readonly assets: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: WebSiteContentProps) {
    super(scope, id);
    if (!existsSync(path.join(props.assetPath, 'index.html'))) {
      throw new Error(
        `The web app is not built: ${path.join(props.assetPath, 'index.html')} is missing. Run \`npm run build:web\` first (\`npx cdk synth\` and \`npx cdk deploy\` do it through cdk.json's build step).`,
      );
    }
    // An own role and log group instead of the default one with AWSLambdaBasicExecutionRole.
    const logGroup = new logs.LogGroup(this, 'DeployLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(this, 'DeployRole', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    // Vite names everything under assets/ by a hash of its content: a year in every cache, never revalidated.
    // Everything else (index.html, config.json, the unhashed files of web/public) is revalidated on each load.
    // Each deployment skips the other's files, so neither prunes what the other uploaded.
    const source = s3deploy.Source.asset(props.assetPath, { exclude: ['**/*.map'] });
    // index.html with the configuration written where the build left its marker, so the page has it while it is
    // parsed (shared/src/config/app-config-html.ts); the tokens (the API's address, the pool's ids) are filled in
    // at deploy time.
    const page = withAppConfig(
      readFileSync(path.join(props.assetPath, 'index.html'), 'utf8'),
      Stack.of(this).toJsonString(props.config),
    );
    const rest = s3deploy.Source.asset(props.assetPath, { exclude: ['**/*.map', 'index.html'] });
    this.assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      role,
      logGroup,
      sources: [source],
      destinationBucket: props.site.bucket,
      exclude: ['*'],
      include: [`${HASHED_ASSETS}/*`],
      cacheControl: [s3deploy.CacheControl.fromString(IMMUTABLE)],
      memoryLimit: 512,
      prune: true,
    });
    this.deployment = new s3deploy.BucketDeployment(this, 'Deploy', {
      role,
      logGroup,
      // Source maps stay on the build machine: the site ships no source.
      sources: [
        rest,
        // The marker stands for the whole JSON text (not a value inside a JSON string): written as it is.
        s3deploy.Source.data('index.html', page),
        s3deploy.Source.jsonData('config.json', props.config),
      ],
      destinationBucket: props.site.bucket,
      exclude: [`${HASHED_ASSETS}/*`],
      distribution: props.site.distribution,
      distributionPaths: ['/*'],
      cacheControl: [s3deploy.CacheControl.fromString(REVALIDATE)],
      memoryLimit: 512,
      prune: true,
    });
    // The new index.html names the new assets: they are in the bucket before it is.
    this.deployment.node.addDependency(this.assets);

    const handler = Stack.of(this).node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) {
      acknowledge(handler, [
        {
          id: 'AwsSolutions-L1',
          reason:
            'CDK-provided BucketDeployment handler: aws-cdk-lib chooses and updates its runtime; it runs only during deploys.',
        },
      ]);
    }
    const policy = role.node.tryFindChild('DefaultPolicy');
    if (policy) {
      acknowledgePolicyWildcards(policy, (finding, render) => {
        if (finding.startsWith('Action::s3:')) {
          return 'Action groups written by the grants of CDK BucketDeployment (read the asset zip, write and prune the site files); the role runs only during deploys.';
        }
        if (finding === 'Resource::*') {
          return 'CDK BucketDeployment grants cloudfront:CreateInvalidation/GetInvalidation on *; it only invalidates the site distribution passed to it.';
        }
        if (
          /^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-<AWS::Region>\/\*$/.test(finding)
        ) {
          return 'Reads the web/dist asset zip from the CDK bootstrap asset bucket; asset keys are content hashes.';
        }
        if (finding === `Resource::${render(props.site.bucket.bucketArn)}/*`) {
          return 'Writes and prunes every object of the site bucket: the bucket holds only the built web app.';
        }
        return undefined;
      });
    }
  }
}
