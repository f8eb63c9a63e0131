import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { configFromContext } from '../../infra/lib/config';
import { StatefulStack } from '../../infra/lib/stacks/stateful-stack';
import { WebStack } from '../../infra/lib/stacks/web-stack';
import { nagFindings, newApp, webFixture } from './helpers';

const FEDERATION = {
  googleClientId: 'google-client.apps.googleusercontent.com',
  googleClientSecretName: 'culturefit/google-client-secret',
  microsoftClientId: '00000000-0000-0000-0000-000000000001',
  microsoftTenantId: '11111111-2222-3333-4444-555555555555',
  microsoftClientSecretName: 'culturefit/microsoft-client-secret',
  sesSender: 'noreply@example.com',
};

describe('federation from context (docs/architecture.md "Identity and access": absent config means the buttons are hidden)', () => {
  it('adds Google and Microsoft (OIDC) providers, secrets read from Secrets Manager by name, and a hosted-UI domain', () => {
    const app = newApp();
    const config = configFromContext(FEDERATION);
    const stateful = new StatefulStack(app, 'Stateful', { config });
    const web = new WebStack(app, 'Web', { config, stateful, webAssetPath: webFixture(), restApiName: 'api' });
    const template = Template.fromStack(stateful);

    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 2);
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: {
        client_id: FEDERATION.googleClientId,
        client_secret: '{{resolve:secretsmanager:culturefit/google-client-secret:SecretString:::}}',
        authorize_scopes: 'openid email profile',
      },
      // The pre-sign-up trigger binds a provider e-mail only when the provider verified it.
      AttributeMapping: Match.objectLike({ email: 'email', email_verified: 'email_verified' }),
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Microsoft',
      // Entra ID's verified claim is xms_edov (its tokens carry no email_verified).
      AttributeMapping: Match.objectLike({ email: 'email', email_verified: 'xms_edov' }),
      ProviderType: 'OIDC',
      ProviderDetails: {
        client_id: FEDERATION.microsoftClientId,
        client_secret: '{{resolve:secretsmanager:culturefit/microsoft-client-secret:SecretString:::}}',
        oidc_issuer: 'https://login.microsoftonline.com/11111111-2222-3333-4444-555555555555/v2.0',
        authorize_scopes: 'openid email profile',
        attributes_request_method: 'GET',
      },
    });
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'noreply@example.com' });

    // The hosted UI has its own client, which may write the mapped attributes; the PIN client offers no provider.
    const webTemplate = Template.fromStack(web);
    webTemplate.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: 'federation',
      SupportedIdentityProviders: ['Google', 'Microsoft'],
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: Match.arrayEquals(['openid', 'email', 'profile']),
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
      WriteAttributes: Match.arrayEquals(['email', 'email_verified', 'family_name', 'given_name']),
    });
    webTemplate.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: 'web',
      SupportedIdentityProviders: ['COGNITO'],
    });
    const pinClient = Object.values(webTemplate.findResources('AWS::Cognito::UserPoolClient')).find(
      (c) => (c.Properties as { ClientName: string }).ClientName === 'web',
    );
    expect((pinClient?.Properties as { WriteAttributes: string[] }).WriteAttributes).not.toContain('email_verified');
    // Refusing, not linking, an existing e-mail (spec part 1 §5): no function holds Cognito admin actions.
    expect(JSON.stringify(template.toJSON())).not.toMatch(/cognito-idp:(Admin|ListUsers)/);
    // The secret values never appear in the template, only the dynamic references above.
    expect(JSON.stringify(template.toJSON())).not.toMatch(/"client_secret":"(?!\{\{resolve)/);
    app.synth();
    expect(nagFindings(app)).toEqual([]);
  });

  it('adds only the provider whose settings are all given', () => {
    const app = newApp();
    const config = configFromContext({ googleClientId: 'g', googleClientSecretName: 'gs' });
    const template = Template.fromStack(new StatefulStack(app, 'Stateful', { config }));
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', { ProviderName: 'Google' });
  });

  it('serves a custom domain with its us-east-1 certificate and TLSv1.2_2021, with no certificate finding to acknowledge', () => {
    const app = newApp();
    const config = configFromContext({
      domainName: 'app.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
    });
    const stateful = new StatefulStack(app, 'Stateful', { config });
    const web = new WebStack(app, 'Web', { config, stateful, webAssetPath: webFixture(), restApiName: 'api' });
    Template.fromStack(web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.example.com'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    });
    // The verify trigger mails unlock links to that origin.
    Template.fromStack(stateful).hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('check the PIN'),
      Environment: { Variables: Match.objectLike({ WEB_URL: 'https://app.example.com' }) },
    });
    // Presigned uploads are then limited to the web origin.
    Template.fromStack(stateful).hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://app.example.com'] })] },
    });
    app.synth();
    expect(nagFindings(app)).toEqual([]);
  });
});
