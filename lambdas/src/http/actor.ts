import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { AuthKind } from '@shared/routes';
import { DomainError } from '@shared/errors';

export interface UserActor {
  kind: 'user';
  /** Cognito `sub`. */
  sub: string;
  /** Lowercased e-mail from the verified token. */
  email: string;
  /** How this identity signs in: Cognito names federated users `<Provider>_<id>` (spec part 1 §5 "same login method"). */
  method: 'email' | 'google' | 'microsoft';
  /** Cognito's `cognito:username` (the sub of an e-mail user, `Google_…` for a federated one); admin calls name it. */
  username?: string;
  /** Names a provider passed on (given_name, family_name), to prefill the sign-up details. */
  givenName?: string;
  familyName?: string;
}
export interface RespondentActor {
  kind: 'candidate';
  /** The unguessable access token from the respondent's link; the handler loads the record it opens. */
  token: string;
}
export interface PublicActor {
  kind: 'public';
}
export type Actor = UserActor | RespondentActor | PublicActor;

/**
 * The actor comes only from what the API Gateway Cognito authorizer verified (requestContext.authorizer.claims)
 * or from the path token; never from the body.
 */
export function resolveActor(auth: AuthKind, event: APIGatewayProxyEvent): Actor {
  if (auth === 'user') {
    const claims = (event.requestContext?.authorizer?.claims ?? {}) as Record<string, unknown>;
    const sub = typeof claims.sub === 'string' ? claims.sub : '';
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
    // Cognito passes claims as strings; an e-mail is an identity only once verified (the PIN proves it).
    const verified = claims.email_verified === 'true' || claims.email_verified === true;
    if (!sub || !email || !verified) throw new DomainError('NOT_LOGGED_IN');
    const username = typeof claims['cognito:username'] === 'string' ? claims['cognito:username'] : '';
    const method = /^google_/i.test(username) ? 'google' : /^microsoft_/i.test(username) ? 'microsoft' : 'email';
    const name = (key: string) =>
      typeof claims[key] === 'string' && claims[key]
        ? { [key === 'given_name' ? 'givenName' : 'familyName']: (claims[key] as string).slice(0, 80) }
        : {};
    return {
      kind: 'user',
      sub,
      email,
      method,
      ...(username ? { username } : {}),
      ...name('given_name'),
      ...name('family_name'),
    };
  }
  if (auth === 'candidate') {
    const token = event.pathParameters?.token;
    if (!token) throw new DomainError('DATA_NOT_FOUND');
    return { kind: 'candidate', token };
  }
  // The key is looked up by the handler factory (an async read); until then the route acts for nobody.
  if (auth === 'apiKey') return { kind: 'public' };
  return { kind: 'public' };
}
