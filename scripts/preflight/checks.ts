import {
  BedrockClient,
  GetFoundationModelAvailabilityCommand,
  GetInferenceProfileCommand,
} from '@aws-sdk/client-bedrock';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DescribeSecretCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { ANALYZER_CONCURRENCY, ANALYZER_SKILLS_CONCURRENCY } from '../../shared/src/constants/ai';
import type { AppConfig, BedrockTarget } from '../../infra/lib/config';

/** One line of the report: ok, warn (deploys, but something will not work as people expect) or fail (fix first). */
export interface CheckResult {
  readonly status: 'ok' | 'warn' | 'fail';
  readonly check: string;
  readonly detail: string;
  /** What to do about a warn or fail. */
  readonly fix?: string;
}

export interface Clients {
  readonly ses: SESv2Client;
  readonly secrets: SecretsManagerClient;
  readonly bedrock: BedrockClient;
  readonly lambda: LambdaClient;
  readonly ssm: SSMClient;
}

export function awsClients(region: string | undefined): Clients {
  const options = region ? { region } : {};
  return {
    ses: new SESv2Client(options),
    secrets: new SecretsManagerClient(options),
    bedrock: new BedrockClient(options),
    lambda: new LambdaClient(options),
    ssm: new SSMClient(options),
  };
}

const ok = (check: string, detail: string): CheckResult => ({ status: 'ok', check, detail });
const warn = (check: string, detail: string, fix: string): CheckResult => ({ status: 'warn', check, detail, fix });
const fail = (check: string, detail: string, fix: string): CheckResult => ({ status: 'fail', check, detail, fix });

const errorName = (error: unknown) => (error as { name?: string }).name ?? '';
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const CREDENTIALS = 'check credentials and Region';

/** The sender's SES identity is verified: the address itself, or the domain it is at. */
export async function checkSesIdentity(ses: SESv2Client, sender: string | undefined): Promise<CheckResult> {
  const check = 'SES sender';
  if (!sender) return warn(check, 'no sesSender (a dev stage): no e-mail is sent', 'set sesSender in the stage file');
  const candidates = sender.includes('@') ? [sender, sender.split('@')[1] as string] : [sender];
  for (const identity of candidates) {
    try {
      const out = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
      if (out.VerifiedForSendingStatus) return ok(check, `${identity} is verified for sending`);
      return fail(
        check,
        `${identity} is not verified yet (${out.DkimAttributes?.Status ?? 'no DKIM status'})`,
        'publish the DKIM records SES shows for it (or click the link SES mailed to the address)',
      );
    } catch (error) {
      if (errorName(error) !== 'NotFoundException') return fail(check, errorText(error), CREDENTIALS);
    }
  }
  return fail(
    check,
    `${sender} is not an SES identity in this Region`,
    `create it: aws sesv2 create-email-identity --email-identity ${candidates.at(-1)}`,
  );
}

/** Sending is enabled and the account is out of the sandbox (in it, mail reaches verified addresses only). */
export async function checkSesAccount(ses: SESv2Client): Promise<CheckResult> {
  const check = 'SES account';
  const out = await ses.send(new GetAccountCommand({}));
  if (out.SendingEnabled === false)
    return fail(check, 'sending is paused for this account', 'read the SES console (Reputation) and ask AWS to resume');
  const rate = out.SendQuota?.MaxSendRate;
  if (!out.ProductionAccessEnabled)
    return warn(
      check,
      `in the SES sandbox (${rate ?? '?'} mails/s, verified recipients only): candidates and new users get no PIN`,
      'request production access: SES console → Account dashboard → Request production access',
    );
  return ok(check, `production access, ${rate ?? '?'} mails/s, ${out.SendQuota?.Max24HourSend ?? '?'} a day`);
}

/** Every secret the stage file names exists (and is not scheduled for deletion). */
export async function checkSecrets(secrets: SecretsManagerClient, names: readonly string[]): Promise<CheckResult[]> {
  return Promise.all(
    names.map(async (name): Promise<CheckResult> => {
      const check = `secret ${name}`;
      try {
        const out = await secrets.send(new DescribeSecretCommand({ SecretId: name }));
        if (out.DeletedDate)
          return fail(check, 'scheduled for deletion', `aws secretsmanager restore-secret --secret-id ${name}`);
        return ok(check, 'exists');
      } catch (error) {
        if (errorName(error) === 'ResourceNotFoundException')
          return fail(check, 'missing', `aws secretsmanager create-secret --name ${name} --secret-string '<value>'`);
        return fail(check, errorText(error), CREDENTIALS);
      }
    }),
  );
}

const regionOf = (arn: string) => arn.split(':')[3] ?? '';
/** What Bedrock answers for an id it does not know in this Region. */
const NOT_FOUND = ['ResourceNotFoundException', 'ValidationException'];

/**
 * The inference profile exists in this Region and routes only to Regions the IAM grant covers, and the account
 * may use the model (its agreement accepted, entitled, and authorized).
 */
export async function checkBedrock(
  bedrock: BedrockClient,
  target: BedrockTarget,
  region: string,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  if (target.profile !== 'none') {
    const check = `Bedrock profile ${target.invokeId}`;
    try {
      const out = await bedrock.send(new GetInferenceProfileCommand({ inferenceProfileIdentifier: target.invokeId }));
      const routes = [...new Set((out.models ?? []).map((m) => regionOf(m.modelArn ?? '')))];
      const missing = target.profile === 'global' ? [] : routes.filter((r) => !target.regions.includes(r));
      if (out.status !== 'ACTIVE')
        results.push(fail(check, `status ${out.status}`, 'choose another profile (ai.profile)'));
      else if (missing.length)
        results.push(
          fail(
            check,
            `routes to ${missing.join(', ')}, which the IAM grant leaves out`,
            `add them to ai.regions in the stage file (it routes to ${routes.join(', ')})`,
          ),
        );
      else results.push(ok(check, `active in ${region}, routes to ${routes.join(', ') || 'any commercial Region'}`));
    } catch (error) {
      if (!NOT_FOUND.includes(errorName(error))) results.push(fail(check, errorText(error), CREDENTIALS));
      else
        results.push(
          fail(
            check,
            `not offered in ${region} (${errorName(error)})`,
            'set ai.profile to the geography of the deploy Region (us, eu, apac, jp, au) or global (docs/ai.md)',
          ),
        );
    }
  }
  const check = `Bedrock model ${target.model}`;
  try {
    const out = await bedrock.send(new GetFoundationModelAvailabilityCommand({ modelId: target.model }));
    const problems = [
      out.agreementAvailability?.status !== 'AVAILABLE' &&
        `agreement ${out.agreementAvailability?.status ?? 'unknown'}`,
      out.authorizationStatus !== 'AUTHORIZED' && 'not authorized',
      out.entitlementAvailability !== 'AVAILABLE' && 'not entitled',
      target.profile === 'none' && out.regionAvailability !== 'AVAILABLE' && `not offered in ${region}`,
    ].filter(Boolean);
    if (problems.length)
      results.push(
        fail(
          check,
          problems.join(', '),
          "open the model in the Bedrock console (Model catalog) and submit Anthropic's use-case form once per account",
        ),
      );
    else results.push(ok(check, 'available to this account'));
  } catch (error) {
    const fix = NOT_FOUND.includes(errorName(error))
      ? 'check the model id (ai.model) against the Bedrock model catalog'
      : CREDENTIALS;
    results.push(fail(check, errorText(error), fix));
  }
  return results;
}

/** How many step functions one analyzer run calls at once: its two inline Maps side by side (analyzer/definition.ts). */
export const ANALYZER_FAN_OUT = ANALYZER_CONCURRENCY + ANALYZER_SKILLS_CONCURRENCY;
/** Room left for the API functions and sign-in triggers while a run fans out. */
export const API_HEADROOM = 10;
/** Below this, a few runs at once and ordinary traffic are throttled (new accounts can start far lower). */
export const COMFORTABLE_CONCURRENCY = 100;

/** The account's Lambda concurrency quota holds one analyzer run's fan-out plus the API's own calls. */
export async function checkLambdaConcurrency(lambda: LambdaClient): Promise<CheckResult> {
  const check = 'Lambda concurrency';
  const out = await lambda.send(new GetAccountSettingsCommand({}));
  const quota = out.AccountLimit?.ConcurrentExecutions ?? 0;
  const need = ANALYZER_FAN_OUT + API_HEADROOM;
  const fix = 'Service Quotas → AWS Lambda → Concurrent executions: request 1000 (the usual default)';
  if (quota < need)
    return fail(check, `${quota}: one analyzer run calls ${ANALYZER_FAN_OUT} at once, plus the API needs ${need}`, fix);
  if (quota < COMFORTABLE_CONCURRENCY)
    return warn(check, `${quota}: enough for one analyzer run, throttled with a few at once`, fix);
  return ok(check, `${quota} concurrent executions`);
}

/** `cdk bootstrap` has run in this account and Region (its version parameter exists). */
export async function checkCdkBootstrap(ssm: SSMClient, region: string): Promise<CheckResult> {
  const check = 'CDK bootstrap';
  try {
    const out = await ssm.send(new GetParameterCommand({ Name: '/cdk-bootstrap/hnb659fds/version' }));
    return ok(check, `bootstrap version ${out.Parameter?.Value ?? '?'}`);
  } catch (error) {
    if (errorName(error) === 'ParameterNotFound')
      return fail(check, `not bootstrapped in ${region}`, `npx cdk bootstrap aws://<account>/${region}`);
    return fail(check, errorText(error), CREDENTIALS);
  }
}

/** The Secrets Manager names the stage file gives (Stripe, Google, Microsoft). */
export function secretNames(config: AppConfig): string[] {
  return [
    config.stripeSecretName,
    config.stripeWebhookSecretName,
    config.google?.clientSecretName,
    config.microsoft?.clientSecretName,
  ].filter((name): name is string => !!name);
}

/** Every check for one stage, in the order of docs/deploy.md's one-time steps. */
export async function runChecks(config: AppConfig, clients: Clients, region: string): Promise<CheckResult[]> {
  const guard = async (check: string, run: () => Promise<CheckResult | CheckResult[]>): Promise<CheckResult[]> => {
    try {
      return [await run()].flat();
    } catch (error) {
      return [fail(check, errorText(error), CREDENTIALS)];
    }
  };
  return [
    ...(await guard('CDK bootstrap', () => checkCdkBootstrap(clients.ssm, region))),
    ...(await guard('SES sender', () => checkSesIdentity(clients.ses, config.sesSender))),
    ...(await guard('SES account', () => checkSesAccount(clients.ses))),
    ...(await guard('secrets', () => checkSecrets(clients.secrets, secretNames(config)))),
    ...(await guard('Bedrock', () => checkBedrock(clients.bedrock, config.bedrock, region))),
    ...(await guard('Lambda concurrency', () => checkLambdaConcurrency(clients.lambda))),
  ];
}

/** One line per check: `ok   name: detail`, or `FAIL name: detail → fix`. */
export function formatResult(result: CheckResult): string {
  const label = { ok: 'ok  ', warn: 'warn', fail: 'FAIL' }[result.status];
  return `${label} ${result.check}: ${result.detail}${result.fix ? ` → ${result.fix}` : ''}`;
}
