import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CultureFitStacks } from '../../infra/lib/culturefit-app';
import { IMMUTABLE, REVALIDATE } from '../../infra/lib/constructs/web-site';
import { PUBLISHED_LOGO_PREFIX } from '../../shared/src/routes/team-schemas';
import { logicalId, synthesizedApp } from './helpers';

/**
 * The site on CloudFront (docs/deploy.md "Logos", "Caching", "Removing a stage"): published logos at /logos/* from
 * the uploads bucket's public prefix through origin access control, a year's cache for hashed assets, and a site
 * bucket that `cdk destroy` empties while the stateful data stays.
 */

let stacks: CultureFitStacks;
let t: { stateful: Template; web: Template; webContent: Template };

type Statement = {
  Sid?: string;
  Effect: string;
  Principal?: unknown;
  Action: unknown;
  Resource: unknown;
  Condition?: unknown;
};
type Behavior = { PathPattern: string; TargetOriginId: string; CachePolicyId: string; AllowedMethods?: string[] };
type Origin = { Id: string; DomainName: unknown; OriginPath?: string; OriginAccessControlId?: unknown };

beforeAll(() => {
  ({ stacks } = synthesizedApp());
  t = {
    stateful: Template.fromStack(stacks.stateful),
    web: Template.fromStack(stacks.web),
    webContent: Template.fromStack(stacks.webContent),
  };
});

function distributionConfig(): { Origins: Origin[]; CacheBehaviors?: Behavior[]; DefaultCacheBehavior: Behavior } {
  const [distribution] = Object.values(t.web.findResources('AWS::CloudFront::Distribution'));
  return (distribution!.Properties as { DistributionConfig: ReturnType<typeof distributionConfig> }).DistributionConfig;
}

function uploadsPolicy(): Statement[] {
  const uploads = logicalId(stacks.stateful.uploadsBucket);
  const policies = Object.values(t.stateful.findResources('AWS::S3::BucketPolicy')).filter(
    (p) => JSON.stringify((p.Properties as { Bucket: unknown }).Bucket) === JSON.stringify({ Ref: uploads }),
  );
  expect(policies).toHaveLength(1);
  return (policies[0]!.Properties as { PolicyDocument: { Statement: Statement[] } }).PolicyDocument.Statement;
}

describe('logos at a stable address', () => {
  it('/logos/* is a behaviour of the site, read from the uploads bucket under public/ through origin access control', () => {
    const config = distributionConfig();
    const logos = config.CacheBehaviors?.find((b) => b.PathPattern === '/logos/*');
    expect(logos).toBeDefined();
    const origin = config.Origins.find((o) => o.Id === logos!.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toMatch(/culturefit-[a-z]+-stateful:.*Uploads.*RegionalDomainName/);
    expect(origin.OriginPath).toBe('/public');
    expect(origin.OriginAccessControlId).toBeDefined();
    // Origin access control (signed requests), not the legacy origin access identity.
    expect(origin).toMatchObject({ S3OriginConfig: { OriginAccessIdentity: '' } });
    t.web.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    t.web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    // GET and HEAD only, and the cache policy that keeps what the origin says (a year, for these objects).
    expect(logos!.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
    expect(logos!.CachePolicyId).toBe(config.DefaultCacheBehavior.CachePolicyId);
  });

  it('the uploads bucket lets CloudFront read the published logos and nothing else of it', () => {
    const cloudfront = uploadsPolicy().filter((s) => JSON.stringify(s.Principal ?? '').includes('cloudfront'));
    expect(cloudfront).toHaveLength(1);
    const [statement] = cloudfront;
    expect(statement).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
    expect(PUBLISHED_LOGO_PREFIX).toBe('public/logos/');
    expect(JSON.stringify(statement!.Resource)).toMatch(/"\/public\/logos\/\*"/);
    expect(JSON.stringify(statement!.Condition)).toContain(':cloudfront::');
    // No other statement opens objects to anyone.
    for (const s of uploadsPolicy().filter((x) => x !== statement)) expect(s.Effect).toBe('Deny');
  });

  it('synthesizes without warnings left about the bucket policy of the logos origin', () => {
    Annotations.fromStack(stacks.web).hasNoWarning('*', Match.stringLikeRegexp('bucket policy'));
  });
});

describe('caching of the site files', () => {
  type Deployment = {
    SystemMetadata?: Record<string, string>;
    Exclude?: string[];
    Include?: string[];
    Prune?: boolean;
    DistributionPaths?: string[];
  };
  const deployments = () =>
    Object.entries(t.webContent.findResources('Custom::CDKBucketDeployment')).map(([id, d]) => ({
      id,
      dependsOn: (d.DependsOn ?? []) as string[],
      props: (d.Properties ?? {}) as Deployment,
    }));

  it('hashed assets/ files are cached a year as immutable; every other file is revalidated', () => {
    const all = deployments();
    expect(all).toHaveLength(2);
    const hashed = all.find((d) => d.props.Include?.includes('assets/*'))!;
    const rest = all.find((d) => d !== hashed)!;
    expect(hashed.props).toMatchObject({
      Exclude: ['*'],
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      Prune: true,
    });
    // index.html, config.json and the unhashed files of web/public; the CDN copies are invalidated on deploy.
    expect(rest.props).toMatchObject({
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=0, must-revalidate' },
      DistributionPaths: ['/*'],
      Prune: true,
    });
    expect(rest.props.Include).toBeUndefined();
    expect([IMMUTABLE, REVALIDATE]).toEqual([
      hashed.props.SystemMetadata!['cache-control'],
      rest.props.SystemMetadata!['cache-control'],
    ]);
  });

  it('index.html and config.json are uploaded after the assets they name', () => {
    const all = deployments();
    const hashed = all.find((d) => d.props.Include?.includes('assets/*'))!;
    const rest = all.find((d) => d !== hashed)!;
    expect(rest.dependsOn).toContain(hashed.id);
  });
});

describe('removing a stage', () => {
  it('the site bucket is emptied and deleted by cdk destroy', () => {
    const site = logicalId(stacks.web.site.bucket);
    expect(t.web.findResources('AWS::S3::Bucket')[site]).toMatchObject({ DeletionPolicy: 'Delete' });
    const emptiers = Object.values(t.web.findResources('Custom::S3AutoDeleteObjects'));
    expect(emptiers).toHaveLength(1);
    expect(emptiers[0]!.Properties).toMatchObject({ BucketName: { Ref: site } });
  });

  it('the data stays: the table, the user pool and the uploads bucket are retained and nothing empties them', () => {
    expect(t.stateful.findResources('AWS::S3::Bucket')[logicalId(stacks.stateful.uploadsBucket)]).toMatchObject({
      DeletionPolicy: 'Retain',
    });
    t.stateful.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Retain' });
    t.stateful.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
    t.stateful.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });
});

describe('the page carries its configuration and runs only the scripts the CSP names (issue 27 §3)', () => {
  type Deployment = {
    SourceObjectKeys?: unknown[];
    SourceMarkers?: Record<string, unknown>[];
    SourceMarkersConfig?: { jsonEscape?: boolean }[];
    Include?: string[];
  };

  it('the CSP allows the boot script written into index.html by its hash, and no other inline script', () => {
    const [policy] = Object.values(t.web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = JSON.stringify(policy!.Properties);
    // sha256 of the fixture page's script text, `boot()`, in base64 (openssl dgst -sha256 -binary | base64).
    expect(csp).toContain("script-src 'self' 'sha256-MeZS89WlF0u+o0hCvHTBt4q1WHU+U+sJKgbdRUc36mY='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('index.html is uploaded with the configuration filled in at deploy time, beside config.json', () => {
    const [rest] = Object.values(t.webContent.findResources('Custom::CDKBucketDeployment'))
      .map((d) => d.Properties as Deployment)
      .filter((d) => !d.Include?.includes('assets/*'));
    // The other files, index.html with its markers, config.json with its markers.
    expect(rest!.SourceObjectKeys).toHaveLength(3);
    // index.html's one marker is the whole configuration as JSON text, built by CloudFormation at deploy time; it
    // goes into the page as it is (escaping it as a JSON string would put backslashes before its quotes).
    const markers = Object.values(rest!.SourceMarkers?.[1] ?? {});
    expect(markers).toHaveLength(1);
    const text = JSON.stringify(markers[0]);
    for (const key of ['apiUrl', 'region', 'userPoolId', 'userPoolClientId', 'federation'])
      expect(text).toContain(`\\"${key}\\":`);
    // The API's address is the site's, at /api: the distribution's domain name.
    expect(text).toContain('/api\\"');
    expect(text).toContain('DomainName');
    expect(rest!.SourceMarkersConfig?.[1]?.jsonEscape).not.toBe(true);
  });
});
