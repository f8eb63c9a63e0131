import { Aws, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { PUBLISHED_LOGO_PREFIX } from '../../../shared/src/routes/team-schemas';
import { WebSite } from '../constructs/web-site';
import { RestApiShell } from '../constructs/app-api';
import { builtPageScriptHashes } from '../inline-scripts';
import { siteRequestCode } from '../edge/site-request';
import type { StatefulStack } from './stateful-stack';

export interface WebStackProps extends StackProps {
  readonly config: AppConfig;
  readonly stateful: StatefulStack;
  /** The built SPA (web/dist): the CSP names the hashes of the scripts in its index.html. */
  readonly webAssetPath: string;
  /** The REST API's name (its routes are the API stack's). */
  readonly restApiName: string;
}

/**
 * The web app host (bucket, CloudFront, security headers) and its Cognito app client. It comes before
 * the API because the API needs the web origin (CORS, links in e-mails) and the client needs the web URL
 * (federation callback); the built files and config.json are uploaded by WebContentStack after the API exists.
 */
export class WebStack extends Stack {
  readonly site: WebSite;
  /** The REST API without its routes: made here so the site can send `/api/*` to it (AppApi adds the routes). */
  readonly restApi: RestApiShell;
  /**
   * What the site sends the API with every `/api/*` request, and what the API and its firewall believe the viewer's
   * address beside: the random part of this stack's id (a UUID only the account sees), so no one outside the account
   * can send it.
   */
  readonly originSecret: string;
  readonly userPoolClient: cognito.UserPoolClient;
  /** The hosted UI's client for Google and Microsoft sign-in; absent without federation. */
  readonly federationClient?: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stateful, config } = props;
    const cognitoApi = `https://cognito-idp.${Aws.REGION}.amazonaws.com`;
    const uploads = `https://${stateful.uploadsBucket.bucketRegionalDomainName}`;
    const authDomain = stateful.authDomainUrl;

    this.restApi = new RestApiShell(this, 'RestApi', { restApiName: props.restApiName });
    // The stack's own id (a reference the API stack imports), not the pseudo parameter each stack reads as its own.
    this.originSecret = Fn.select(2, Fn.split('/', this.stackId));
    this.site = new WebSite(this, 'Site', {
      domainName: config.domainName,
      certificateArn: config.certificateArn,
      // The API is on the site's own origin (`/api/*`): 'self'.
      connectSources: [cognitoApi, uploads, ...(authDomain ? [authDomain] : [])],
      imageSources: [uploads],
      formActions: authDomain ? [authDomain] : [],
      scriptHashes: builtPageScriptHashes(props.webAssetPath),
      requestFunctionCode: siteRequestCode(props.webAssetPath),
      api: {
        domainName: `${this.restApi.restApiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`,
        stagePath: `/${config.stage}`,
        originSecret: this.originSecret,
      },
      // A reference by name: the uploads bucket's policy stays in the stateful stack (WebSite.logoReadStatement).
      logos: {
        bucket: s3.Bucket.fromBucketAttributes(this, 'Uploads', {
          bucketName: stateful.uploadsBucket.bucketName,
          bucketRegionalDomainName: stateful.uploadsBucket.bucketRegionalDomainName,
        }),
        keyPrefix: PUBLISHED_LOGO_PREFIX,
      },
    });

    const federated = stateful.identityProviders.length > 0;
    this.userPoolClient = new cognito.UserPoolClient(this, 'WebClient', {
      userPool: stateful.userPool,
      userPoolClientName: 'web',
      generateSecret: false,
      // Only the e-mail PIN flow (ALLOW_CUSTOM_AUTH) and ALLOW_REFRESH_TOKEN_AUTH (always added); no SRP or password flows.
      authFlows: { custom: true, userPassword: false, userSrp: false, adminUserPassword: false },
      // spec part 1 §5 asks the sign-in screen to tell an unknown e-mail apart ('Please recheck your login
      // credentials'); the PIN attempt and send bounds in the triggers limit what that reveals.
      preventUserExistenceErrors: false,
      // Users may not change their own e-mail: the API trusts an e-mail only together with its sub, and a
      // self-set address would arrive unverified in the next token.
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({
        givenName: true,
        familyName: true,
        locale: true,
      }),
      enableTokenRevocation: true,
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.COGNITO],
      disableOAuth: true,
    });

    if (federated) {
      // A client of its own for Google and Microsoft: Cognito writes the mapped provider attributes (e-mail,
      // e-mail verified, names) at every federated sign-in and refuses unless the client may write them.
      // The PIN client must not (a user could mark a self-set e-mail verified). This client's tokens carry
      // only the openid/email/profile scopes, never aws.cognito.signin.user.admin, so they cannot be used to
      // change attributes either.
      this.federationClient = new cognito.UserPoolClient(this, 'FederationClient', {
        userPool: stateful.userPool,
        userPoolClientName: 'federation',
        generateSecret: false,
        authFlows: { custom: false, userPassword: false, userSrp: false, adminUserPassword: false },
        writeAttributes: new cognito.ClientAttributes().withStandardAttributes({
          email: true,
          emailVerified: true,
          givenName: true,
          familyName: true,
        }),
        enableTokenRevocation: true,
        supportedIdentityProviders: stateful.identityProviders,
        oAuth: {
          flows: { authorizationCodeGrant: true },
          scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
          callbackUrls: [`${this.site.url}/auth/callback`],
          logoutUrls: [`${this.site.url}/login`],
        },
      });
      for (const idp of stateful.identityProviderConstructs) this.federationClient.node.addDependency(idp);
    }
  }
}
