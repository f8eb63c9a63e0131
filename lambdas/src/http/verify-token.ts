import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { CognitoIdTokenPayload } from 'aws-jwt-verify/jwt-model';

export interface TokenVerifierOptions {
  userPoolId: string;
  /** App client id: the id token's `aud` must equal it. */
  clientId: string;
  /**
   * Where to fetch the signing keys. Unset on AWS (the verifier derives
   * `https://cognito-idp.{region}.amazonaws.com/{userPoolId}/.well-known/jwks.json`); set by the local
   * stack, whose tokens carry the real issuer but whose keys are served by the Cognito emulator.
   */
  jwksUri?: string;
}

export interface VerifiedIdToken {
  sub: string;
  /** Lowercased. */
  email: string;
  claims: CognitoIdTokenPayload;
}

export interface TokenVerifier {
  /** Verifies signature, issuer, audience, token_use=id and expiry; throws when any fails. */
  verifyIdToken(token: string): Promise<VerifiedIdToken>;
}

/**
 * Fetches every JWKS request from one fixed address. aws-jwt-verify always derives the JWKS address
 * from the issuer; swapping the fetcher keeps its issuer, audience, expiry and key checks unchanged.
 */
function fixedJwksFetcher(jwksUri: string) {
  return {
    async fetch(): Promise<ArrayBuffer> {
      const res = await fetch(jwksUri);
      if (!res.ok) throw new Error(`JWKS fetch from ${jwksUri} failed: ${res.status}`);
      return res.arrayBuffer();
    },
  };
}

/** The one id-token verifier, used by any production code path and by the local API server's authorizer. */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const jwksCache = options.jwksUri ? new SimpleJwksCache({ fetcher: fixedJwksFetcher(options.jwksUri) }) : undefined;
  const verifier = CognitoJwtVerifier.create(
    { userPoolId: options.userPoolId, clientId: options.clientId, tokenUse: 'id' },
    jwksCache ? { jwksCache } : undefined,
  );
  return {
    async verifyIdToken(token) {
      const claims = await verifier.verify(token);
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
      if (!email) throw new Error('id token has no email claim');
      return { sub: claims.sub, email, claims };
    },
  };
}
