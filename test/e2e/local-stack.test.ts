import { describe, expect, inject, it } from 'vitest';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';

/** The local stack seen from outside, as the browser sees it: config, mailbox, API behind the Cognito authorizer. */

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');

interface WebConfig {
  apiUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint: string;
  mailboxUrl: string;
  federation: { google: boolean; microsoft: boolean };
  stage: string;
}

async function config(): Promise<WebConfig> {
  return (await (await fetch(`${webUrl}/config.json`)).json()) as WebConfig;
}

async function latestPin(to: string): Promise<string> {
  const { messages } = (await (await fetch(`${webUrl}/mailbox.json`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const pin = /\b(\d{6})\b/.exec(messages.find((m) => m.to === to)?.text ?? '')?.[1];
  if (!pin) throw new Error(`no PIN mailed to ${to}`);
  return pin;
}

describe('local stack', () => {
  it("the web app gets its runtime config: local API, Cognito emulator, mailbox, and the emulator's hosted UI for Google and Microsoft", async () => {
    const c = await config();
    expect(c).toMatchObject({
      apiUrl,
      stage: 'local',
      region: 'us-east-1',
      federation: { google: true, microsoft: true },
      mailboxUrl: `${webUrl}/mailbox`,
    });
    expect(c.userPoolEndpoint).toBe(inject('cognitoUrl'));
    expect(c).toMatchObject({ oauthUrl: inject('cognitoUrl'), oauthRedirect: `${webUrl}/auth/callback` });
  });

  it('serves the SPA for any path (client-side routing)', async () => {
    const res = await fetch(`${webUrl}/assessments/anything`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('an employer route without a token is refused like API Gateway: 401 Unauthorized', async () => {
    const res = await fetch(`${apiUrl}/me`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('signing up and in with the e-mailed PIN gives an id token the API accepts', async () => {
    const c = await config();
    const cognito = new CognitoIdentityProviderClient({
      region: c.region,
      endpoint: c.userPoolEndpoint,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    const email = `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await cognito.send(
      new SignUpCommand({
        ClientId: c.userPoolClientId,
        Username: email,
        Password: `P${crypto.randomUUID()}!a1`,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    const challenge = await cognito.send(
      new InitiateAuthCommand({
        ClientId: c.userPoolClientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: email },
      }),
    );
    const signedIn = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: c.userPoolClientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, ANSWER: await latestPin(email) },
      }),
    );
    const idToken = signedIn.AuthenticationResult?.IdToken ?? '';
    const headers = { Authorization: `Bearer ${idToken}`, Origin: webUrl };

    // Signed in, the account is not open until the app opens it, as it does after every sign-in.
    const early = await fetch(`${apiUrl}/me`, { headers });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_NOT_OPEN');
    expect((await fetch(`${apiUrl}/me/open`, { method: 'POST', headers })).status).toBe(200);
    const res = await fetch(`${apiUrl}/me`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(webUrl);
    expect(((await res.json()) as { email: string }).email).toBe(email);
  });

  it('the dev mailbox page lists the PIN e-mail', async () => {
    const res = await fetch(`${webUrl}/mailbox`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('owner-');
  });
});
