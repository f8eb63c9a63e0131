import { CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { mailFrom, type AppConfig } from '../config';
import { AppFunction } from '../constructs/app-function';
import { AppTable } from '../constructs/app-table';
import { logBucket } from '../constructs/log-bucket';
import { mailConfigurationSet, mailConfigurationSetName } from '../constructs/mail-events';
import { SignInRateLimit } from '../constructs/sign-in-rate-limit';
import { WebSite } from '../constructs/web-site';
import { PUBLISHED_LOGO_PREFIX } from '../../../shared/src/routes/team-schemas';
import { acknowledge } from '../nag';

export interface StatefulStackProps extends StackProps {
  readonly config: AppConfig;
}

/** Cognito trigger entries (lambdas/src/accounts/triggers), one function each. */
export const TRIGGERS = {
  defineAuthChallenge: 'lambdas/src/accounts/triggers/define-auth-challenge.ts',
  createAuthChallenge: 'lambdas/src/accounts/triggers/create-auth-challenge.ts',
  verifyAuthChallengeResponse: 'lambdas/src/accounts/triggers/verify-auth-challenge.ts',
  preSignUp: 'lambdas/src/accounts/triggers/pre-sign-up.ts',
  preAuthentication: 'lambdas/src/accounts/triggers/pre-authentication.ts',
} as const;

/** What each trigger's code uses: the table, SES (it sends mail) and the PIN hash key. */
export const TRIGGER_ACCESS: Readonly<
  Record<keyof typeof TRIGGERS, { readonly table: boolean; readonly mail: boolean; readonly pinHashKey: boolean }>
> = {
  defineAuthChallenge: { table: false, mail: false, pinHashKey: false },
  createAuthChallenge: { table: true, mail: true, pinHashKey: true },
  verifyAuthChallengeResponse: { table: true, mail: true, pinHashKey: true },
  preSignUp: { table: true, mail: false, pinHashKey: false },
  preAuthentication: { table: true, mail: false, pinHashKey: false },
};

/**
 * What must survive a redeploy: the table, the user pool (with its sign-in triggers), the upload and
 * report buckets and the SES identity. Everything here is retained on stack deletion.
 */
export class StatefulStack extends Stack {
  readonly table: AppTable;
  readonly userPool: cognito.UserPool;
  userPoolDomain?: cognito.UserPoolDomain;
  /** Provider names to offer on the web client (Google, Microsoft), empty without federation. */
  readonly identityProviders: cognito.UserPoolClientIdentityProvider[] = [];
  readonly identityProviderConstructs: cognito.IUserPoolIdentityProvider[] = [];
  /** Which federated sign-in buttons the web app shows. */
  readonly federation: { google: boolean; microsoft: boolean };
  readonly uploadsBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;
  readonly sesIdentity?: ses.EmailIdentity;
  /** Every e-mail goes through it (MAIL_CONFIGURATION_SET); its events feed the suppression list (MailEvents, Api stack). */
  readonly mailConfigurationSet: ses.ConfigurationSet;
  readonly triggers: Record<keyof typeof TRIGGERS, AppFunction>;
  /** The key of the PIN hash (lambdas/src/accounts/pin/pin-key.ts), generated at deploy, read by name only by PIN code. */
  readonly pinHashKey: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.table = new AppTable(this, 'Data');

    this.accessLogsBucket = logBucket(this, 'AccessLogs', 'the upload and report buckets');

    const privateBucket = (id: string, logPrefix: string, cors?: s3.CorsRule[], rules: s3.LifecycleRule[] = []) =>
      new s3.Bucket(this, id, {
        blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
        encryption: s3.BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
        versioned: true,
        serverAccessLogsBucket: this.accessLogsBucket,
        serverAccessLogsPrefix: logPrefix,
        lifecycleRules: [
          { noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
          ...rules,
        ],
        removalPolicy: RemovalPolicy.RETAIN,
        cors,
      });

    // Logos and support attachments are uploaded by the browser with presigned URLs (spec: JPG or PNG, at
    // most 2 MB, checked by the handler that signs). The web origin is not known here before the web stack
    // exists unless a domain is configured; the signature, not CORS, is what authorises the upload.
    const webOrigins = config.domainName ? [`https://${config.domainName}`] : ['*'];
    // A presigned upload is tagged upload=pending until a save marks it kept (lambdas/src/adapters/storage): one
    // nobody saved (a logo picked and abandoned, a support message never sent) is deleted after a day.
    this.uploadsBucket = privateBucket(
      'Uploads',
      'uploads/',
      [
        {
          allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET],
          allowedOrigins: webOrigins,
          allowedHeaders: ['*'],
          maxAge: 3600,
        },
      ],
      [{ id: 'ExpireUnsavedUploads', tagFilters: { upload: 'pending' }, expiration: Duration.days(1) }],
    );
    // Published logos (and only they) are read by the site's CloudFront distribution at /logos/*.
    this.uploadsBucket.addToResourcePolicy(WebSite.logoReadStatement(this.uploadsBucket, PUBLISHED_LOGO_PREFIX));

    this.mailConfigurationSet = mailConfigurationSet(this, 'MailConfigurationSet', config.stage);
    if (config.sesSender) {
      const domain = !config.sesSender.includes('@');
      this.sesIdentity = new ses.EmailIdentity(this, 'MailIdentity', {
        identity: domain ? ses.Identity.domain(config.sesSender) : ses.Identity.email(config.sesSender),
        // Also a send that names no configuration set goes through it.
        configurationSet: this.mailConfigurationSet,
      });
      // Easy DKIM: the three CNAME records to add to the domain's DNS before SES verifies it (docs/deploy.md).
      if (domain)
        this.sesIdentity.dkimRecords.forEach(
          (record, i) =>
            new CfnOutput(this, `MailDkimRecord${i + 1}`, {
              description: `DKIM record ${i + 1} of 3 for ${config.sesSender}: add it to the domain's DNS as a CNAME`,
              value: `${record.name} CNAME ${record.value}`,
            }),
        );
    }

    this.pinHashKey = new secretsmanager.Secret(this, 'PinHashKey', {
      description: 'Key of the sign-in PIN hash (HMAC-SHA256)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.pinHashKey, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'The PIN hash key protects PINs that live 3 minutes; rotating it would only void the PINs pending at that moment, so it is not rotated automatically.',
      },
    ]);

    // Each trigger gets only what its code uses (TRIGGER_ACCESS; test/infra/context-access.test.ts reads the bundles).
    const trigger = (id: keyof typeof TRIGGERS, description: string) => {
      const access = TRIGGER_ACCESS[id];
      const fn = new AppFunction(this, id, {
        entry: TRIGGERS[id],
        description,
        memorySize: 512,
        timeout: Duration.seconds(5),
        // The stage dimension of the PIN e-mail metrics (lambdas/src/common/metrics.ts).
        environment: { STAGE: config.stage },
      });
      if (access.table) fn.bindTable(this.table);
      if (access.mail) fn.allowSendMail(mailFrom(config), config.sesSender, mailConfigurationSetName(config.stage));
      if (access.pinHashKey) {
        fn.addEnvironment('PIN_HASH_KEY_SECRET_ARN', this.pinHashKey.secretArn);
        this.pinHashKey.grantRead(fn.role);
      }
      return fn;
    };
    this.triggers = {
      // Decides from the session alone: no table, no e-mail.
      defineAuthChallenge: trigger('defineAuthChallenge', 'Cognito: decide the next step of the e-mail PIN sign-in'),
      createAuthChallenge: trigger('createAuthChallenge', 'Cognito: create and e-mail a 6-digit PIN'),
      verifyAuthChallengeResponse: trigger('verifyAuthChallengeResponse', 'Cognito: check the PIN (expiry, attempts)'),
      preSignUp: trigger('preSignUp', 'Cognito: validate sign-up, link federated identities'),
      preAuthentication: trigger('preAuthentication', "Cognito: note the sign-in page's language for the PIN e-mail"),
    };

    // The unlock link the verify trigger mails during a sign-in back-off (lambdas/src/accounts/pin/unlock.ts) needs the
    // web origin. This stack comes before the web stack, so only a configured domain is known here; otherwise the
    // trigger reads the address the API stack's deploy writes to the table (lambdas/src/common/deployed-web-url.ts).
    if (config.domainName)
      this.triggers.verifyAuthChallengeResponse.addEnvironment('WEB_URL', `https://${config.domainName}`);

    this.userPool = new cognito.UserPool(this, 'Users', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: false },
      selfSignUpEnabled: true,
      standardAttributes: { email: { required: true, mutable: true } },
      // Sign-in is CUSTOM_AUTH with an e-mail PIN: there is no password a user types, so no recovery flow.
      accountRecovery: cognito.AccountRecovery.NONE,
      // Sign-up sets a random password nobody knows; the policy still rejects anything weak.
      passwordPolicy: {
        minLength: 12,
        requireDigits: true,
        requireLowercase: true,
        requireUppercase: true,
        requireSymbols: true,
      },
      mfa: cognito.Mfa.OFF,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lambdaTriggers: {
        defineAuthChallenge: this.triggers.defineAuthChallenge.fn,
        createAuthChallenge: this.triggers.createAuthChallenge.fn,
        verifyAuthChallengeResponse: this.triggers.verifyAuthChallengeResponse.fn,
        preSignUp: this.triggers.preSignUp.fn,
        preAuthentication: this.triggers.preAuthentication.fn,
      },
    });

    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Sign-in is passwordless: a one-time 6-digit PIN sent to the verified e-mail (CUSTOM_AUTH, spec part 1). Cognito MFA applies to password sign-in, which is not offered.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus tier adds threat protection for password and federated sign-in at a per-user price; PIN sends and attempts are rate-limited by the triggers (docs/architecture.md, Identity and access).',
      },
    ]);

    new SignInRateLimit(this, 'SignInRateLimit', {
      userPool: this.userPool,
      metricPrefix: `culturefit-${config.stage}`,
    });

    this.federation = { google: !!config.google, microsoft: !!config.microsoft };
    this.addFederation(config);
  }

  private addFederation(config: AppConfig): void {
    if (config.google) {
      const google = new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: config.google.clientId,
        clientSecretValue: SecretValue.secretsManager(config.google.clientSecretName),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: cognito.ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          givenName: cognito.ProviderAttribute.GOOGLE_GIVEN_NAME,
          familyName: cognito.ProviderAttribute.GOOGLE_FAMILY_NAME,
        },
      });
      this.identityProviders.push(cognito.UserPoolClientIdentityProvider.GOOGLE);
      this.identityProviderConstructs.push(google);
    }
    if (config.microsoft) {
      const microsoft = new cognito.UserPoolIdentityProviderOidc(this, 'Microsoft', {
        userPool: this.userPool,
        name: 'Microsoft',
        clientId: config.microsoft.clientId,
        // A CloudFormation dynamic reference: the secret is resolved at deploy time, never in the template.
        clientSecret: SecretValue.secretsManager(config.microsoft.clientSecretName).unsafeUnwrap(),
        issuerUrl: `https://login.microsoftonline.com/${config.microsoft.tenantId}/v2.0`,
        scopes: ['openid', 'email', 'profile'],
        attributeRequestMethod: cognito.OidcAttributeRequestMethod.GET,
        attributeMapping: {
          email: cognito.ProviderAttribute.other('email'),
          // Entra ID tokens carry no email_verified; xms_edov (e-mail domain owner verified, an optional
          // ID-token claim to add in the app registration) is its verified claim. The pre-sign-up trigger
          // refuses a sign-up without it (PROVIDER_EMAIL_NOT_VERIFIED), as it does Google's email_verified.
          emailVerified: cognito.ProviderAttribute.other('xms_edov'),
          givenName: cognito.ProviderAttribute.other('given_name'),
          familyName: cognito.ProviderAttribute.other('family_name'),
        },
      });
      // The plain name, not the Ref: the web client lists it and config.json flags it; the client depends on the provider.
      this.identityProviders.push(cognito.UserPoolClientIdentityProvider.custom('Microsoft'));
      this.identityProviderConstructs.push(microsoft);
    }
    if (this.identityProviders.length > 0) {
      // A federated sign-up with the e-mail of an existing account is refused, not linked (spec part 1 §5), so
      // the pre-sign-up trigger needs no Cognito admin actions.
      // The hosted UI is only the redirect hop to Google/Microsoft; the PIN sign-in never uses it.
      const prefix = config.authDomainPrefix ?? `culturefit-${config.stage}-${this.account}`;
      this.userPoolDomain = this.userPool.addDomain('HostedUi', { cognitoDomain: { domainPrefix: prefix } });
    }
  }

  /** https://<prefix>.auth.<region>.amazoncognito.com when federation is configured. */
  get authDomainUrl(): string | undefined {
    return this.userPoolDomain?.baseUrl();
  }
}
