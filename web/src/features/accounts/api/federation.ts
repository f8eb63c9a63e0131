import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { signOut, type JWT } from 'aws-amplify/auth';
import type { Profile } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { getConfig } from '../../../lib/config';
import { setSessionClient } from '../../../lib/amplify';
import { AuthFlowError, authErrorCode } from './auth-errors';
import { keepProfile } from './get-me';
import { forgetGuestPass } from './guest';

/**
 * Google and Microsoft sign-in (spec part 1 §4, §5): the Cognito hosted UI's OAuth code flow with PKCE.
 * aws-amplify's signInWithRedirect always builds `https://<domain>` addresses, which the local stack's
 * hosted UI (the Cognito emulator, plain http) cannot serve; this client takes the hosted UI's full origin
 * from config.json instead, so the same code runs against Cognito and the emulator. The tokens are handed
 * to Amplify's token store, which refreshes them as it does after a PIN sign-in.
 */
export type Provider = 'Google' | 'Microsoft';
const STORAGE_KEY = 'culturefit.oauth';

interface Pending {
  verifier: string;
  state: string;
  provider: Provider;
  /** Set when a guest verifies with the provider: the new account takes over the guest's work with it. */
  guestLink?: string;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const randomToken = (n: number) => base64url(crypto.getRandomValues(new Uint8Array(n)));

export function providersOffered(): Provider[] {
  const { federation, oauthUrl, oauthRedirect } = getConfig();
  if (!oauthUrl || !oauthRedirect) return [];
  return [
    ...(federation.google ? (['Google'] as const) : []),
    ...(federation.microsoft ? (['Microsoft'] as const) : []),
  ];
}

export async function startProviderSignIn(provider: Provider, guestLink?: string): Promise<void> {
  const { oauthUrl, oauthRedirect, userPoolClientId, oauthClientId } = getConfig();
  if (!oauthUrl || !oauthRedirect) throw new AuthFlowError('INTERNAL');
  const verifier = randomToken(32);
  const challenge = base64url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
  );
  const pending: Pending = { verifier, state: randomToken(16), provider, ...(guestLink ? { guestLink } : {}) };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  const url = new URL('/oauth2/authorize', oauthUrl);
  const params = {
    response_type: 'code',
    client_id: oauthClientId ?? userPoolClientId,
    redirect_uri: oauthRedirect,
    identity_provider: provider,
    scope: 'openid email profile',
    state: pending.state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  window.location.assign(url.toString());
}

function decode(token: string): JWT {
  const part = token.split('.')[1] ?? '';
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  const payload = JSON.parse(
    decodeURIComponent(Array.from(json, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')),
  ) as JWT['payload'];
  return { payload, toString: () => token };
}

/** /auth/callback: trade the code for tokens, keep them in Amplify's store, read the profile. */
export async function completeProviderSignIn(search: URLSearchParams): Promise<Profile> {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  const error = search.get('error_description') ?? search.get('error');
  // A trigger's refusal comes back as "PreSignUp failed with error <CATALOGUE_CODE>."
  if (error) throw new AuthFlowError(authErrorCode(new Error(error), 'signUp'));
  const pending = raw ? (JSON.parse(raw) as Pending) : null;
  const code = search.get('code');
  if (!pending || !code || search.get('state') !== pending.state) throw new AuthFlowError('PROVIDER_SIGN_IN_FAILED');
  const { oauthUrl, oauthRedirect, userPoolClientId, oauthClientId } = getConfig();
  let body: { id_token?: string; access_token?: string; refresh_token?: string; error?: string };
  try {
    const res = await fetch(new URL('/oauth2/token', oauthUrl).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: oauthClientId ?? userPoolClientId,
        redirect_uri: oauthRedirect ?? '',
        code_verifier: pending.verifier,
      }).toString(),
    });
    body = (await res.json()) as typeof body;
  } catch {
    throw new AuthFlowError('NETWORK_ERROR');
  }
  if (!body.id_token || !body.access_token) throw new AuthFlowError('PROVIDER_SIGN_IN_FAILED');
  await signOut().catch(() => undefined);
  // The tokens belong to the hosted UI's client: Amplify stores and refreshes them under it.
  setSessionClient('federation');
  const accessToken = decode(body.access_token);
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      accessToken,
      idToken: decode(body.id_token),
      ...(body.refresh_token ? { refreshToken: body.refresh_token } : {}),
      clockDrift: 0,
      username: String(accessToken.payload.username ?? ''),
    },
  });
  // The provider vouched for the address: open the account (the first time; then it only reads), then read it.
  await api('openAccount', {});
  let profile = await api('getMe', {});
  if (pending.guestLink) {
    // Verify dialog with a provider (spec part 1 §4): the new account takes over the guest's work.
    profile = await api('completeGuestLink', { body: { token: pending.guestLink } });
    forgetGuestPass();
  }
  return keepProfile(profile);
}
