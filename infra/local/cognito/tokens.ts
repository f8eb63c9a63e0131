import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { EmulatedUser } from './user-store';

export const SIGNING_KEY_FILE = 'cognito-signing-key.json';
/** Cognito defaults: id and access tokens last one hour. */
export const TOKEN_VALIDITY_SECONDS = 60 * 60;

interface KeyFile {
  kid: string;
  privateJwk: JWK;
}

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface Signer {
  kid: string;
  jwks: { keys: JWK[] };
  sign(payload: JWTPayload): Promise<string>;
  verify(token: string, issuer: string): Promise<JWTPayload>;
}

/** The RS256 signing key, created once and kept under dataDir so tokens survive a restart. */
export async function loadOrCreateSigner(dataDir: string): Promise<Signer> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  let stored: KeyFile;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    stored = { kid: randomBytes(16).toString('base64url'), privateJwk: await exportJWK(privateKey) };
    writeFileSync(file, JSON.stringify(stored), { encoding: 'utf8', mode: 0o600 });
  }
  const privateKey = (await importJWK(stored.privateJwk, 'RS256')) as PrivateKey;
  const { kty, n, e } = stored.privateJwk;
  const publicJwk: JWK = { alg: 'RS256', e, kid: stored.kid, kty, n, use: 'sig' };
  const publicKey = await importJWK(publicJwk, 'RS256');
  return {
    kid: stored.kid,
    jwks: { keys: [publicJwk] },
    sign: (payload) => new SignJWT(payload).setProtectedHeader({ kid: stored.kid, alg: 'RS256' }).sign(privateKey),
    async verify(token, issuer) {
      return (await jwtVerify(token, publicKey, { issuer, algorithms: ['RS256'] })).payload;
    },
  };
}

export interface TokenSet {
  IdToken: string;
  AccessToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/**
 * Id and access tokens with Cognito's claim set (user pool tokens, e-mail as sign-in attribute):
 * the id token carries the user's attributes, `cognito:username`, `aud`; the access token
 * `client_id`, `scope`, `username`. Both carry `origin_jti` (revocation) and `event_id`.
 */
export async function mintTokens(
  signer: Signer,
  opts: { issuer: string; clientId: string; user: EmulatedUser; originJti: string; authTime: number; now?: Date },
): Promise<TokenSet> {
  const iat = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  const exp = iat + TOKEN_VALIDITY_SECONDS;
  const eventId = randomUUID();
  const { user } = opts;
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(user.attributes)) {
    if (name === 'sub') continue;
    attributes[name] = name.endsWith('_verified') ? value === 'true' : value;
  }
  const IdToken = await signer.sign({
    sub: user.sub,
    ...attributes,
    iss: opts.issuer,
    'cognito:username': user.username,
    origin_jti: opts.originJti,
    aud: opts.clientId,
    event_id: eventId,
    token_use: 'id',
    auth_time: opts.authTime,
    exp,
    iat,
    jti: randomUUID(),
  });
  const AccessToken = await signer.sign({
    sub: user.sub,
    iss: opts.issuer,
    client_id: opts.clientId,
    origin_jti: opts.originJti,
    event_id: eventId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: opts.authTime,
    exp,
    iat,
    jti: randomUUID(),
    username: user.username,
  });
  return { IdToken, AccessToken, ExpiresIn: TOKEN_VALIDITY_SECONDS, TokenType: 'Bearer' };
}

/** Refresh tokens are opaque to clients (Cognito's are encrypted JWEs); a long random string is enough. */
export function newRefreshToken(): string {
  return randomBytes(96).toString('base64url');
}
