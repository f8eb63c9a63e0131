import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TINY_PNG as PNG } from '../support/images';

/**
 * Logos on the local stack as a mail reader meets them (docs/deploy.md "Logos"): the invitation in the dev mailbox
 * shows the company's logo at `<web>/logos/<sha256>.png`, and the local web server answers that very address with
 * the image, as CloudFront's /logos/* behaviour does on AWS.
 */

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');

type Mail = { to: string; text: string; html: string };
const mailbox = async () => ((await (await fetch(`${webUrl}/mailbox.json`)).json()) as { messages: Mail[] }).messages;

/** Signs up and in with the e-mailed PIN and opens the account; the headers the app sends. */
async function signedIn(email: string): Promise<Record<string, string>> {
  const config = (await (await fetch(`${webUrl}/config.json`)).json()) as {
    region: string;
    userPoolEndpoint: string;
    userPoolClientId: string;
  };
  const cognito = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: config.userPoolEndpoint,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  const ClientId = config.userPoolClientId;
  await cognito.send(
    new SignUpCommand({
      ClientId,
      Username: email,
      Password: `P${crypto.randomUUID()}!a1`,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  const challenge = await cognito.send(
    new InitiateAuthCommand({ ClientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: email } }),
  );
  const pin = /\b(\d{6})\b/.exec((await mailbox()).find((m) => m.to === email)?.text ?? '')?.[1] ?? '';
  const answered = await cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: email, ANSWER: pin },
    }),
  );
  const headers = {
    Authorization: `Bearer ${answered.AuthenticationResult?.IdToken ?? ''}`,
    Origin: webUrl,
    'Content-Type': 'application/json',
  };
  expect((await fetch(`${apiUrl}/me/open`, { method: 'POST', headers })).status).toBe(200);
  return headers;
}

async function call<T>(headers: Record<string, string>, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

describe('logos on the local stack', () => {
  it("an invitation e-mail shows the company's logo at <web>/logos/<sha256>.png, and the web server answers that address with the image", async () => {
    const headers = await signedIn(`logo-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const upload = await call<{ key: string; uploadUrl: string; headers: Record<string, string> }>(
      headers,
      'POST',
      '/me/logo-upload',
      { mime: 'image/png', size: PNG.length },
    );
    const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: new Uint8Array(PNG) });
    expect(put.ok).toBe(true);
    await call(headers, 'PUT', '/me/company', { color: '#0055AA', logoKey: upload.key });

    const template = await call<{ id: string }>(headers, 'POST', '/templates', {
      type_of_org: 'technology',
      form_name: 'Logo check',
      sections: ['values_and_traits'],
    });
    await call(headers, 'PUT', `/templates/${template.id}/sections/values_and_traits`, {
      company_answers: {
        defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
        identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
      },
    });
    await call(headers, 'POST', `/templates/${template.id}/publish`);
    const to = `cand-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await call(headers, 'POST', `/templates/${template.id}/invitations`, { recipients: [{ email: to }] });
    // Invitations leave through the queue after the request answered: wait until the employer's status says sent.
    let status = 'pending';
    for (let i = 0; i < 600 && status === 'pending'; i++) {
      if (i) await new Promise((r) => setTimeout(r, 100));
      const { invitations } = await call<{ invitations: { email: string; status: string }[] }>(
        headers,
        'GET',
        `/templates/${template.id}/invitations`,
      );
      status = invitations.find((s) => s.email === to)?.status ?? 'pending';
      if (status === 'sending') status = 'pending';
    }
    expect(status).toBe('sent');

    const invitation = (await mailbox()).find((m) => m.to === to);
    const src = /<img[^>]*\ssrc="([^"]+)"/.exec(invitation?.html ?? '')?.[1] ?? '';
    const digest = createHash('sha256').update(PNG).digest('hex');
    expect(src).toBe(`${webUrl}/logos/${digest}.png`);
    expect(src).not.toMatch(/X-Amz-Signature|X-Amz-Expires/);
    const image = await fetch(src);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
