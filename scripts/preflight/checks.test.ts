import {
  BedrockClient,
  GetFoundationModelAvailabilityCommand,
  GetInferenceProfileCommand,
} from '@aws-sdk/client-bedrock';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DescribeSecretCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { configFromContext } from '../../infra/lib/config';
import {
  ANALYZER_FAN_OUT,
  API_HEADROOM,
  checkBedrock,
  checkCdkBootstrap,
  checkLambdaConcurrency,
  checkSecrets,
  checkSesAccount,
  checkSesIdentity,
  formatResult,
  runChecks,
  secretNames,
  type Clients,
} from './checks';

const awsError = (name: string) => Object.assign(new Error(name), { name });

const ses = mockClient(SESv2Client);
const secrets = mockClient(SecretsManagerClient);
const bedrock = mockClient(BedrockClient);
const lambda = mockClient(LambdaClient);
const ssm = mockClient(SSMClient);
const clients = (): Clients => ({
  ses: new SESv2Client({ region: 'eu-west-1' }),
  secrets: new SecretsManagerClient({ region: 'eu-west-1' }),
  bedrock: new BedrockClient({ region: 'eu-west-1' }),
  lambda: new LambdaClient({ region: 'eu-west-1' }),
  ssm: new SSMClient({ region: 'eu-west-1' }),
});

beforeEach(() => {
  for (const mock of [ses, secrets, bedrock, lambda, ssm]) mock.reset();
});

const euHaiku = configFromContext({}, { region: 'eu-west-1' }).bedrock;
const euModels = ['eu-west-1', 'eu-central-1', 'eu-north-1'].map((r) => ({
  modelArn: `arn:aws:bedrock:${r}::foundation-model/anthropic.claude-haiku-5-5`,
}));
const available = {
  modelId: 'anthropic.claude-haiku-5-5',
  agreementAvailability: { status: 'AVAILABLE' as const },
  authorizationStatus: 'AUTHORIZED' as const,
  entitlementAvailability: 'AVAILABLE' as const,
  regionAvailability: 'NOT_AVAILABLE' as const,
};

describe('preflight: SES', () => {
  it('ok when the sender domain is verified', async () => {
    ses.on(GetEmailIdentityCommand, { EmailIdentity: 'example.com' }).resolves({ VerifiedForSendingStatus: true });
    expect(await checkSesIdentity(clients().ses, 'example.com')).toMatchObject({ status: 'ok' });
  });

  it('an address at a verified domain is ok: its domain is asked when the address is no identity', async () => {
    ses
      .on(GetEmailIdentityCommand, { EmailIdentity: 'noreply@example.com' })
      .rejects(awsError('NotFoundException'))
      .on(GetEmailIdentityCommand, { EmailIdentity: 'example.com' })
      .resolves({ VerifiedForSendingStatus: true });
    expect(await checkSesIdentity(clients().ses, 'noreply@example.com')).toMatchObject({
      status: 'ok',
      detail: 'example.com is verified for sending',
    });
  });

  it('fails on an identity still pending verification, and on one that does not exist', async () => {
    ses
      .on(GetEmailIdentityCommand)
      .resolves({ VerifiedForSendingStatus: false, DkimAttributes: { Status: 'PENDING' } });
    expect(await checkSesIdentity(clients().ses, 'example.com')).toMatchObject({ status: 'fail', fix: /DKIM/ });
    ses.on(GetEmailIdentityCommand).rejects(awsError('NotFoundException'));
    const missing = await checkSesIdentity(clients().ses, 'example.com');
    expect(missing).toMatchObject({ status: 'fail', fix: expect.stringContaining('create-email-identity') });
  });

  it('warns in the sandbox, fails when sending is paused, ok with production access', async () => {
    ses.on(GetAccountCommand).resolves({ SendingEnabled: true, ProductionAccessEnabled: false });
    expect(await checkSesAccount(clients().ses)).toMatchObject({ status: 'warn', fix: /production access/ });
    ses.on(GetAccountCommand).resolves({ SendingEnabled: false, ProductionAccessEnabled: true });
    expect(await checkSesAccount(clients().ses)).toMatchObject({ status: 'fail' });
    ses
      .on(GetAccountCommand)
      .resolves({ SendingEnabled: true, ProductionAccessEnabled: true, SendQuota: { MaxSendRate: 14 } });
    expect(await checkSesAccount(clients().ses)).toMatchObject({ status: 'ok', detail: /14 mails\/s/ });
  });
});

describe('preflight: secrets', () => {
  it('checks each secret the stage file names: present, missing, scheduled for deletion', async () => {
    const config = configFromContext({
      stripeSecretName: 'cf/stripe',
      stripeWebhookSecretName: 'cf/webhook',
      googleClientId: 'g',
      googleClientSecretName: 'cf/google',
    });
    expect(secretNames(config)).toEqual(['cf/stripe', 'cf/webhook', 'cf/google']);
    secrets
      .on(DescribeSecretCommand, { SecretId: 'cf/stripe' })
      .resolves({ Name: 'cf/stripe' })
      .on(DescribeSecretCommand, { SecretId: 'cf/webhook' })
      .rejects(awsError('ResourceNotFoundException'))
      .on(DescribeSecretCommand, { SecretId: 'cf/google' })
      .resolves({ Name: 'cf/google', DeletedDate: new Date() });
    const results = await checkSecrets(clients().secrets, secretNames(config));
    expect(results.map((r) => r.status)).toEqual(['ok', 'fail', 'fail']);
    expect(results[1]?.fix).toContain('create-secret --name cf/webhook');
    expect(results[2]?.fix).toContain('restore-secret');
  });
});

describe('preflight: Bedrock', () => {
  it('ok when the profile is active, routes within the granted Regions and the model is available', async () => {
    bedrock
      .on(GetInferenceProfileCommand, { inferenceProfileIdentifier: 'eu.anthropic.claude-haiku-5-5' })
      .resolves({ status: 'ACTIVE', models: euModels })
      .on(GetFoundationModelAvailabilityCommand)
      .resolves(available);
    const results = await checkBedrock(clients().bedrock, euHaiku, 'eu-west-1');
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok']);
  });

  it('fails when the profile routes to a Region the IAM grant leaves out', async () => {
    const models = [...euModels, { modelArn: 'arn:aws:bedrock:il-central-1::foundation-model/x' }];
    bedrock.on(GetInferenceProfileCommand).resolves({ status: 'ACTIVE', models });
    bedrock.on(GetFoundationModelAvailabilityCommand).resolves(available);
    const [profile] = await checkBedrock(clients().bedrock, euHaiku, 'eu-west-1');
    expect(profile).toMatchObject({ status: 'fail', detail: /il-central-1/, fix: /ai\.regions/ });
  });

  it('fails when the profile is not offered in the deploy Region (a US profile from Europe)', async () => {
    bedrock.on(GetInferenceProfileCommand).rejects(awsError('ResourceNotFoundException'));
    bedrock.on(GetFoundationModelAvailabilityCommand).resolves(available);
    const [profile] = await checkBedrock(clients().bedrock, configFromContext({}).bedrock, 'eu-west-1');
    expect(profile).toMatchObject({ status: 'fail', detail: /not offered in eu-west-1/, fix: /ai\.profile/ });
  });

  it('a refused call (no permission) says so instead of blaming the profile or the model id', async () => {
    bedrock.on(GetInferenceProfileCommand).rejects(awsError('AccessDeniedException'));
    bedrock.on(GetFoundationModelAvailabilityCommand).rejects(awsError('AccessDeniedException'));
    const results = await checkBedrock(clients().bedrock, euHaiku, 'eu-west-1');
    expect(results.map((r) => [r.status, r.fix])).toEqual([
      ['fail', 'check credentials and Region'],
      ['fail', 'check credentials and Region'],
    ]);
  });

  it("fails until Anthropic's use-case form is submitted (agreement not available)", async () => {
    bedrock.on(GetInferenceProfileCommand).resolves({ status: 'ACTIVE', models: euModels });
    bedrock
      .on(GetFoundationModelAvailabilityCommand)
      .resolves({ ...available, agreementAvailability: { status: 'NOT_AVAILABLE' } });
    const results = await checkBedrock(clients().bedrock, euHaiku, 'eu-west-1');
    expect(results[1]).toMatchObject({ status: 'fail', detail: /agreement NOT_AVAILABLE/, fix: /use-case form/ });
  });

  it('without a profile the model must be offered in the Region itself', async () => {
    bedrock.on(GetFoundationModelAvailabilityCommand).resolves(available);
    const none = configFromContext({ bedrockProfile: 'none' }).bedrock;
    const results = await checkBedrock(clients().bedrock, none, 'eu-west-1');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ status: 'fail', detail: /not offered in eu-west-1/ });
    expect(bedrock.commandCalls(GetInferenceProfileCommand)).toHaveLength(0);
  });
});

describe('preflight: Lambda concurrency', () => {
  it("fails below one analyzer run's fan-out plus the API's share, warns below 100, ok above", async () => {
    expect(ANALYZER_FAN_OUT).toBe(15);
    const need = ANALYZER_FAN_OUT + API_HEADROOM;
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 10 } });
    expect(await checkLambdaConcurrency(clients().lambda)).toMatchObject({ status: 'fail', fix: /Service Quotas/ });
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: need - 1 } });
    expect((await checkLambdaConcurrency(clients().lambda)).status).toBe('fail');
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: need } });
    expect((await checkLambdaConcurrency(clients().lambda)).status).toBe('warn');
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000 } });
    expect((await checkLambdaConcurrency(clients().lambda)).status).toBe('ok');
  });
});

describe('preflight: CDK bootstrap', () => {
  it('ok with the bootstrap version parameter, fail with the command to run without it', async () => {
    ssm.on(GetParameterCommand, { Name: '/cdk-bootstrap/hnb659fds/version' }).resolves({ Parameter: { Value: '27' } });
    expect(await checkCdkBootstrap(clients().ssm, 'eu-west-1')).toMatchObject({ status: 'ok', detail: /27/ });
    ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'));
    expect(await checkCdkBootstrap(clients().ssm, 'eu-west-1')).toMatchObject({
      status: 'fail',
      fix: 'npx cdk bootstrap aws://<account>/eu-west-1',
    });
  });
});

describe('preflight: the whole run', () => {
  it('one line per check; a check whose call fails (no permission) is a FAIL line, not a crash', async () => {
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '27' } });
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
    ses.on(GetAccountCommand).rejects(awsError('AccessDeniedException'));
    bedrock.on(GetInferenceProfileCommand).resolves({ status: 'ACTIVE', models: euModels });
    bedrock.on(GetFoundationModelAvailabilityCommand).resolves(available);
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000 } });
    const config = configFromContext({ stage: 'prod' }, { file: { sesSender: 'example.com' }, region: 'eu-west-1' });
    const lines = (await runChecks(config, clients(), 'eu-west-1')).map(formatResult);
    expect(lines).toEqual([
      'ok   CDK bootstrap: bootstrap version 27',
      'ok   SES sender: example.com is verified for sending',
      'FAIL SES account: AccessDeniedException → check credentials and Region',
      'ok   Bedrock profile eu.anthropic.claude-haiku-5-5: active in eu-west-1, routes to eu-west-1, eu-central-1, eu-north-1',
      'ok   Bedrock model anthropic.claude-haiku-5-5: available to this account',
      'ok   Lambda concurrency: 1000 concurrent executions',
    ]);
  });
});
