import { Aws, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { SITE_API_PREFIX } from '../../../shared/src/config/site-api';
import { WebSiteContent } from '../constructs/web-site';
import { acknowledge } from '../nag';
import type { ApiStack } from './api-stack';
import type { StatefulStack } from './stateful-stack';
import type { WebStack } from './web-stack';

export interface WebContentStackProps extends StackProps {
  readonly stateful: StatefulStack;
  readonly web: WebStack;
  readonly api: ApiStack;
  /** The built SPA; web/dist in the repository. */
  readonly webAssetPath: string;
}

/** The runtime settings the SPA reads from /config.json (web/src/lib). */
export interface WebRuntimeConfig {
  apiUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Hosted-UI origin (https://…) for federated sign-in; absent without federation. */
  oauthUrl?: string;
  oauthRedirect?: string;
  /** The hosted UI's own app client (web-stack FederationClient). */
  oauthClientId?: string;
  federation: { google: boolean; microsoft: boolean };
}

/** Uploads web/dist and config.json once the API exists. */
export class WebContentStack extends Stack {
  readonly content: WebSiteContent;
  readonly runtimeConfig: WebRuntimeConfig;

  constructor(scope: Construct, id: string, props: WebContentStackProps) {
    super(scope, id, props);
    const { stateful, web, api } = props;
    // The app it uploads calls the API at the site's /api: its stage exists before the app that calls it.
    this.addDependency(api);
    const domain = stateful.userPoolDomain;
    this.runtimeConfig = {
      // The API on the site's origin (CloudFront's /api/* behaviour): no DNS lookup, connection or CORS preflight of
      // its own. `api.api.url`, the stage's own address, stays for the public API's callers.
      apiUrl: `${web.site.url}${SITE_API_PREFIX}`,
      region: Aws.REGION,
      userPoolId: stateful.userPool.userPoolId,
      userPoolClientId: web.userPoolClient.userPoolClientId,
      ...(domain && web.federationClient
        ? {
            oauthUrl: `https://${domain.domainName}.auth.${Aws.REGION}.amazoncognito.com`,
            oauthRedirect: `${web.site.url}/auth/callback`,
            oauthClientId: web.federationClient.userPoolClientId,
          }
        : {}),
      federation: { ...stateful.federation },
    };
    this.content = new WebSiteContent(this, 'Content', {
      site: web.site,
      assetPath: props.webAssetPath,
      config: this.runtimeConfig as unknown as Record<string, unknown>,
    });

    // The upload handler is a CDK-provided singleton function created in this stack.
    const provider = this.node.tryFindChild('Custom::CDKBucketDeployment8693BB64968944B69AAFB0CC9EB8756C');
    if (provider) {
      acknowledge(provider, [
        {
          id: 'AwsSolutions-L1',
          reason: 'CDK-managed BucketDeployment handler; its runtime is chosen and updated by aws-cdk-lib.',
        },
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: 'CDK-managed BucketDeployment handler role; only the deploy-time upload runs with it.',
        },
      ]);
    }
    new CfnOutput(this, 'WebUrl', { value: web.site.url });
  }
}
