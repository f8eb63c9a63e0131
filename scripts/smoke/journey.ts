import { randomBytes, randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { fillPath } from '@shared/routes/define';
import { ROUTES, type RouteId } from '@shared/routes/table';

/**
 * One journey through a deployed stage, over HTTP only (docs/deploy.md "Smoke test"): what the web app does, from
 * the outside. An employer signs up with a PIN read from a test inbox, creates and publishes an assessment, a
 * candidate takes it on the public link, and the employer sees it scored. It reads everything it needs from the
 * stage's `/config.json`, so it runs unchanged against the local stack (`test/e2e/smoke-journey.test.ts`) and
 * against a real stage (`npm run smoke`).
 */

/** Reads the sign-in PIN mailed to `to` after `since` from a test inbox (./pin-readers.ts). */
export type PinReader = (to: string, since: Date) => Promise<string>;

export interface JourneyOptions {
  /** The web app's address: `/config.json` under it names the API and the user pool. */
  readonly webUrl: string;
  /** An address the PIN reader can read; a fresh one per run (sign-up needs a new address). */
  readonly email: string;
  readonly readPin: PinReader;
  /** Progress lines. */
  readonly log?: (line: string) => void;
}

export interface JourneyResult {
  readonly assessmentId: string;
  readonly publicCode: string;
  readonly score: number;
}

/** The part of `/config.json` the journey reads (web-content-stack.ts on AWS, infra/local/stack.ts locally). */
interface StageConfig {
  apiUrl: string;
  region: string;
  userPoolClientId: string;
  /** Only the local stack's emulator has one; on AWS the SDK's regional endpoint is used. */
  userPoolEndpoint?: string;
}

const SECTION = 'values_and_traits';
const COMPANY_ANSWERS = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const CANDIDATE_ANSWERS = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};

export class JourneyError extends Error {}

async function readConfig(webUrl: string): Promise<StageConfig> {
  const url = `${webUrl.replace(/\/+$/, '')}/config.json`;
  const res = await fetch(url);
  if (!res.ok) throw new JourneyError(`${url} answered ${res.status}`);
  const config = (await res.json()) as Partial<StageConfig>;
  for (const key of ['apiUrl', 'region', 'userPoolClientId'] as const)
    if (!config[key]) throw new JourneyError(`/config.json has no ${key}`);
  return config as StageConfig;
}

type Call = (
  id: RouteId,
  input?: { params?: Record<string, string>; body?: unknown; idToken?: string },
) => Promise<Record<string, unknown>>;

/** A call of one route of the route table, as the web app's client makes it. */
function caller(apiUrl: string): Call {
  return async (id, input = {}) => {
    const route = ROUTES[id];
    const url = apiUrl.replace(/\/+$/, '') + fillPath(route.path, input.params ?? {});
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'en' };
    if (input.idToken) headers.Authorization = input.idToken;
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(url, {
      method: route.method,
      headers,
      ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new JourneyError(`${id} (${route.method} ${route.path}) answered ${res.status}: ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
}

/** Sign-up as the web app does it (web/src/features/accounts/api/auth.ts): a random password, then the PIN. */
async function signUpWithPin(config: StageConfig, email: string, readPin: PinReader): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.userPoolEndpoint
      ? { endpoint: config.userPoolEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  const device = `smoke-${randomUUID()}`;
  const password = `${randomBytes(18).toString('base64url')}aA1!`;
  const since = new Date();
  try {
    await cognito.send(
      new SignUpCommand({
        ClientId: config.userPoolClientId,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'locale', Value: 'en' },
        ],
      }),
    );
    const challenge = await cognito.send(
      new InitiateAuthCommand({
        ClientId: config.userPoolClientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: email },
        ClientMetadata: { lang: 'en', device },
      }),
    );
    if (challenge.ChallengeName !== 'CUSTOM_CHALLENGE') throw new JourneyError(`no PIN challenge for ${email}`);
    const pin = await readPin(email, since);
    const answer = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: config.userPoolClientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: challenge.ChallengeParameters?.USERNAME ?? email, ANSWER: pin },
        ClientMetadata: { device },
      }),
    );
    const idToken = answer.AuthenticationResult?.IdToken;
    if (!idToken) throw new JourneyError(`the PIN for ${email} did not sign in`);
    return idToken;
  } finally {
    cognito.destroy();
  }
}

export async function runJourney(options: JourneyOptions): Promise<JourneyResult> {
  const log = options.log ?? (() => undefined);
  const config = await readConfig(options.webUrl);
  const call = caller(config.apiUrl);

  log(`sign-up of ${options.email} with a PIN`);
  const idToken = await signUpWithPin(config, options.email, options.readPin);
  await call('openAccount', { idToken });

  log('create and publish an assessment');
  const draft = await call('createTemplate', {
    idToken,
    body: { form_name: `Smoke ${new Date().toISOString()}`, sections: [SECTION], type_of_org: 'technology' },
  });
  const assessmentId = String(draft.id);
  await call('saveTemplateSection', {
    idToken,
    params: { id: assessmentId, section: SECTION },
    body: { company_answers: COMPANY_ANSWERS },
  });
  const publicCode = String((await call('publishTemplate', { idToken, params: { id: assessmentId } })).publicCode);

  log(`take it on the public link ${publicCode}`);
  await call('getPublicLink', { params: { code: publicCode } });
  // The candidate's address is in the inbox's domain too: registration mails it a confirmation link, which the SES
  // sandbox sends only to verified identities, and a real stage should not bounce mail off someone else's domain.
  const candidate = `candidate-${randomUUID().slice(0, 8)}@${options.email.split('@')[1]}`;
  const registration = await call('registerRespondent', {
    params: { code: publicCode },
    body: { firstname: 'Smoke', lastname: 'Test', email: candidate, registration_id: randomUUID() },
  });
  if (typeof registration.token !== 'string') throw new JourneyError('registration returned no access token');
  const token = registration.token;
  await call('getRespondentTest', { params: { token } });
  await call('startSection', { params: { token, section: SECTION } });
  await call('saveAnswers', { params: { token, section: SECTION }, body: { answers: CANDIDATE_ANSWERS } });
  await call('completeSection', { params: { token, section: SECTION }, body: { answers: CANDIDATE_ANSWERS } });
  await call('finishTest', { params: { token } });

  log('the employer sees the result scored');
  const list = await call('listCandidates', { idToken, params: { id: assessmentId } });
  const row = (list.items as { email: string; status: string; score: number | null }[]).find(
    (item) => item.email === candidate,
  );
  if (row?.status !== 'COMPLETED' || typeof row.score !== 'number')
    throw new JourneyError(`the candidate is not scored: ${JSON.stringify(row)}`);
  return { assessmentId, publicCode, score: row.score };
}
