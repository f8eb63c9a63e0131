import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CognitoTriggers } from './triggers';
import type { UserStore } from './user-store';
import type { TokenSet } from './tokens';
import type { EmulatedUser } from './user-store';

/**
 * The hosted UI's OAuth code flow with a stand-in identity provider (docs/architecture.md "The local
 * stack"): /oauth2/authorize shows a page where the developer picks or types the Google or Microsoft
 * identity to come back with; the real pre-sign-up trigger runs for a new identity, exactly as Cognito
 * runs it for PreSignUp_ExternalProvider; /oauth2/token trades the code (PKCE S256) for the pool's tokens.
 * Nothing leaves the machine.
 */

const PROVIDERS = ['Google', 'Microsoft'] as const;
type Provider = (typeof PROVIDERS)[number];
const CODE_TTL_MS = 5 * 60 * 1000;

interface PendingCode {
  username: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

export interface OAuthDeps {
  clientId: string;
  /** Callback addresses the app client allows (the web's /auth/callback). */
  callbackUrls: readonly string[];
  users: UserStore;
  triggers: CognitoTriggers;
  issueTokens(user: EmulatedUser): Promise<TokenSet & { RefreshToken: string }>;
  base(userName: string): Record<string, unknown>;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function redirect(res: ServerResponse, to: string): void {
  res.writeHead(302, { location: to, 'cache-control': 'no-store' });
  res.end();
}

function page(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Cognito names a federated user `<ProviderName>_<provider's user id>`; the stand-in derives the id from the e-mail. */
export function federatedUsername(provider: Provider, email: string): string {
  const id = createHash('sha256').update(`${provider}:${email.trim().toLowerCase()}`).digest('hex').slice(0, 21);
  return `${provider}_${id}`;
}

export function createOAuthHandler(deps: OAuthDeps) {
  const codes = new Map<string, PendingCode>();

  function authorizeError(res: ServerResponse, message: string) {
    page(res, 400, `<!doctype html><meta charset="utf-8"><title>Sign-in error</title><p>${esc(message)}</p>`);
  }

  function checkRequest(
    q: URLSearchParams,
  ): { provider: Provider; redirectUri: string; state: string; codeChallenge: string } | string {
    if (q.get('client_id') !== deps.clientId) return 'Unknown client_id.';
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!deps.callbackUrls.includes(redirectUri))
      return `redirect_uri ${redirectUri} is not a callback URL of the app client.`;
    if (q.get('response_type') !== 'code') return 'Only response_type=code is supported.';
    const provider = PROVIDERS.find((p) => p === q.get('identity_provider'));
    if (!provider) return 'identity_provider must be Google or Microsoft.';
    const codeChallenge = q.get('code_challenge') ?? '';
    if (!codeChallenge || q.get('code_challenge_method') !== 'S256')
      return 'A PKCE code_challenge with S256 is required.';
    return { provider, redirectUri, state: q.get('state') ?? '', codeChallenge };
  }

  function standInPage(q: URLSearchParams, provider: Provider): string {
    const known = deps.users.list().filter((u) => u.external && u.username.startsWith(`${provider}_`));
    const hidden = [...q.entries()]
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('');
    const pick = known
      .map(
        (u) =>
          `<button name="email" value="${esc(u.attributes.email ?? '')}" class="pick">${esc(u.attributes.email ?? '')}</button>`,
      )
      .join('');
    return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${provider} (local stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem;color:#1b1c1e}label{display:block;margin:.8rem 0 .3rem;font-weight:600}input[type=email],input[type=text]{width:100%;padding:.55rem;font:inherit;border:1px solid #c8ccd4;border-radius:6px;box-sizing:border-box}button{font:inherit;padding:.55rem 1rem;border-radius:6px;border:1px solid #1b1c1e;background:#1b1c1e;color:#fff;cursor:pointer;margin-top:1rem}.pick{display:block;width:100%;background:#fff;color:#1b1c1e;text-align:left}.note{color:#5b6270;font-size:.9rem}.check{display:flex;gap:.5rem;align-items:center;font-weight:400}</style>
<h1>Sign in with ${provider}</h1>
<p class="note">Local stand-in for ${provider}: nothing is sent anywhere. Choose the identity ${provider} would return.</p>
${known.length ? `<form method="post" action="/oauth2/stand-in">${hidden}<input type="hidden" name="email_verified" value="true"><p>Earlier identities</p>${pick}</form>` : ''}
<form method="post" action="/oauth2/stand-in">${hidden}
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="off">
<label for="given_name">First name</label><input id="given_name" name="given_name" type="text">
<label for="family_name">Last name</label><input id="family_name" name="family_name" type="text">
<label class="check"><input type="checkbox" name="email_verified" value="true" checked> ${provider} has verified this e-mail</label>
<button type="submit">Continue as this identity</button>
</form></html>`;
  }

  async function standIn(req: IncomingMessage, res: ServerResponse) {
    const form = await formBody(req);
    const checked = checkRequest(form);
    if (typeof checked === 'string') return authorizeError(res, checked);
    const back = (params: Record<string, string>) => {
      const url = new URL(checked.redirectUri);
      for (const [k, v] of Object.entries({ ...params, state: checked.state })) url.searchParams.set(k, v);
      redirect(res, url.toString());
    };
    const email = (form.get('email') ?? '').trim();
    const username = federatedUsername(checked.provider, email);
    let user = deps.users.find(username);
    if (!user) {
      const userAttributes: Record<string, string> = {
        email,
        email_verified: form.get('email_verified') === 'true' ? 'true' : 'false',
      };
      if (form.get('given_name')) userAttributes.given_name = form.get('given_name') as string;
      if (form.get('family_name')) userAttributes.family_name = form.get('family_name') as string;
      const event = {
        ...deps.base(username),
        triggerSource: 'PreSignUp_ExternalProvider' as const,
        request: { userAttributes: { ...userAttributes } },
        response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
      };
      try {
        await deps.triggers.preSignUp?.(event as never);
      } catch (err) {
        // Cognito sends the trigger's refusal back to the callback as an OAuth error.
        return back({
          error: 'invalid_request',
          error_description: `PreSignUp failed with error ${err instanceof Error ? err.message : String(err)}.`,
        });
      }
      const sub = randomUUID();
      const identities = JSON.stringify([
        {
          userId: username.slice(checked.provider.length + 1),
          providerName: checked.provider,
          providerType: checked.provider === 'Google' ? 'Google' : 'OIDC',
          primary: 'true',
          dateCreated: Date.now(),
        },
      ]);
      user = {
        username,
        sub,
        attributes: {
          ...userAttributes,
          email_verified: event.response.autoVerifyEmail ? 'true' : (userAttributes.email_verified ?? 'false'),
          identities,
        },
        status: 'EXTERNAL_PROVIDER',
        external: true,
        enabled: true,
        createdAt: new Date().toISOString(),
      };
      deps.users.add(user);
    }
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      username: user.username,
      clientId: deps.clientId,
      redirectUri: checked.redirectUri,
      codeChallenge: checked.codeChallenge,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    back({ code });
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = await formBody(req);
    const fail = (error: string) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error }));
    };
    if (form.get('grant_type') !== 'authorization_code') return fail('unsupported_grant_type');
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code); // a code is used once
    if (!pending || pending.expiresAt < Date.now()) return fail('invalid_grant');
    if (form.get('client_id') !== pending.clientId || form.get('redirect_uri') !== pending.redirectUri)
      return fail('invalid_grant');
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (challenge !== pending.codeChallenge) return fail('invalid_grant');
    const user = deps.users.find(pending.username);
    if (!user) return fail('invalid_grant');
    const tokens = await deps.issueTokens(user);
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(
      JSON.stringify({
        id_token: tokens.IdToken,
        access_token: tokens.AccessToken,
        refresh_token: tokens.RefreshToken,
        expires_in: tokens.ExpiresIn,
        token_type: 'Bearer',
      }),
    );
  }

  /** Handles the hosted-UI paths; false for anything else. */
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (req.method === 'GET' && url.pathname === '/oauth2/authorize') {
      const checked = checkRequest(url.searchParams);
      if (typeof checked === 'string') authorizeError(res, checked);
      else page(res, 200, standInPage(url.searchParams, checked.provider));
      return true;
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/stand-in') {
      await standIn(req, res);
      return true;
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/token') {
      await token(req, res);
      return true;
    }
    return false;
  };
}
