import { randomBytes, randomUUID } from 'node:crypto';
import type { CustomChallengeResult } from 'aws-lambda/trigger/cognito-user-pool-trigger/_common';
import { CognitoError, triggerFailure } from './errors';
import { mintTokens, newRefreshToken, type Signer, type TokenSet } from './tokens';
import type { CognitoTriggers } from './triggers';
import type { EmulatedUser, UserStore } from './user-store';

/** Cognito's default authentication session validity: 3 minutes. */
const SESSION_TTL_MS = 3 * 60 * 1000;
const AWS_SDK_VERSION = 'aws-sdk-unknown-unknown';

interface AuthSession {
  username: string;
  entries: CustomChallengeResult[];
  privateParameters: Record<string, string>;
  challengeMetadata: string;
  expiresAt: number;
}

type Json = Record<string, unknown>;
type StringMap = Record<string, string>;

export interface PoolConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  /**
   * The app client's PreventUserExistenceErrors. Off: InitiateAuth for an unknown user is
   * UserNotFoundException. On: Cognito runs Define with `userNotFound: true` and the sign-in fails
   * as a wrong answer would (NotAuthorizedException).
   */
  preventUserExistenceErrors?: boolean;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const strMap = (v: unknown): StringMap | undefined =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Json).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : undefined;
const attributeList = (v: unknown): StringMap =>
  Array.isArray(v)
    ? Object.fromEntries(
        v
          .filter(
            (a): a is { Name: string; Value: string } => typeof a?.Name === 'string' && typeof a?.Value === 'string',
          )
          .map((a) => [a.Name, a.Value]),
      )
    : {};

/** The Cognito API operations aws-amplify v6 uses for e-mail PIN sign-in, run against the real triggers. */
export class UserPoolOperations {
  private readonly sessions = new Map<string, AuthSession>();

  constructor(
    private readonly pool: PoolConfig,
    private readonly users: UserStore,
    private readonly signer: Signer,
    private readonly triggers: CognitoTriggers,
  ) {}

  async call(operation: string, input: Json): Promise<Json> {
    switch (operation) {
      case 'SignUp':
        return this.signUp(input);
      case 'InitiateAuth':
        return this.initiateAuth(input);
      case 'RespondToAuthChallenge':
        return this.respondToAuthChallenge(input);
      case 'GetTokensFromRefreshToken':
        this.checkClient(input);
        return { AuthenticationResult: await this.refresh(str(input.RefreshToken)) };
      case 'RevokeToken':
        this.checkClient(input);
        this.users.revokeRefreshToken(str(input.Token) ?? '');
        return {};
      case 'GlobalSignOut': {
        const user = await this.userFromAccessToken(input.AccessToken);
        this.users.revokeAllFor(user.username);
        return {};
      }
      case 'GetUser': {
        const user = await this.userFromAccessToken(input.AccessToken);
        return {
          Username: user.username,
          UserAttributes: this.attributesOf(user, false).map(([Name, Value]) => ({ Name, Value })),
        };
      }
      case 'AdminDeleteUser': {
        // An IAM-signed admin call on AWS; the emulator checks the pool, not the signature.
        if (input.UserPoolId !== this.pool.userPoolId)
          throw new CognitoError('ResourceNotFoundException', `User pool ${String(input.UserPoolId)} does not exist.`);
        const user = this.users.find(str(input.Username) ?? '');
        if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
        this.users.remove(user.username);
        return {};
      }
      default:
        throw new CognitoError(
          'UnknownOperationException',
          `Operation ${operation} is not supported by the local Cognito emulator.`,
        );
    }
  }

  private checkClient(input: Json): void {
    if (input.ClientId !== this.pool.clientId) {
      throw new CognitoError('ResourceNotFoundException', `User pool client ${String(input.ClientId)} does not exist.`);
    }
  }

  base(userName: string) {
    return {
      version: '1',
      region: this.pool.region,
      userPoolId: this.pool.userPoolId,
      userName,
      callerContext: { awsSdkVersion: AWS_SDK_VERSION, clientId: this.pool.clientId },
    };
  }

  private attributesOf(user: EmulatedUser, withStatus: boolean): [string, string][] {
    const attrs: [string, string][] = [
      ['sub', user.sub],
      ...Object.entries(user.attributes).filter(([k]) => k !== 'sub'),
    ];
    if (withStatus) attrs.push(['cognito:user_status', user.status]);
    return attrs;
  }

  private async signUp(input: Json): Promise<Json> {
    this.checkClient(input);
    const username = (str(input.Username) ?? '').trim();
    // The pool signs in with e-mail: Cognito checks only the rough shape; the trigger applies the product's rule.
    if (!/^[^@\s]+@[^@\s]+$/.test(username))
      throw new CognitoError('InvalidParameterException', 'Username should be an email.');
    const email = username.toLowerCase();
    if (this.users.find(email))
      throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');

    const sub = randomUUID();
    const attributes: StringMap = { ...attributeList(input.UserAttributes), email };
    delete attributes.sub;
    let confirmed = false;
    if (this.triggers.preSignUp) {
      const event = {
        ...this.base(sub),
        triggerSource: 'PreSignUp_SignUp' as const,
        request: {
          userAttributes: { ...attributes },
          validationData: Object.keys(attributeList(input.ValidationData)).length
            ? attributeList(input.ValidationData)
            : undefined,
          clientMetadata: strMap(input.ClientMetadata),
        },
        response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
      };
      let result;
      try {
        result = (await this.triggers.preSignUp(event)) ?? event;
      } catch (err) {
        throw triggerFailure('PreSignUp', err);
      }
      confirmed = result.response.autoConfirmUser === true;
      if (result.response.autoVerifyEmail) attributes.email_verified = 'true';
    }
    attributes.email_verified ??= 'false';
    this.users.add({
      username: sub,
      sub,
      attributes,
      status: confirmed ? 'CONFIRMED' : 'UNCONFIRMED',
      enabled: true,
      createdAt: new Date().toISOString(),
    });
    return confirmed
      ? { UserConfirmed: true, UserSub: sub }
      : {
          UserConfirmed: false,
          UserSub: sub,
          CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email },
        };
  }

  private async initiateAuth(input: Json): Promise<Json> {
    this.checkClient(input);
    const flow = str(input.AuthFlow);
    const params = strMap(input.AuthParameters) ?? {};
    if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
      return { ChallengeParameters: {}, AuthenticationResult: await this.refresh(params.REFRESH_TOKEN) };
    }
    if (flow !== 'CUSTOM_AUTH') {
      throw new CognitoError(
        'InvalidParameterException',
        `${flow ?? 'AuthFlow'} is not enabled for the client. Sign-in uses CUSTOM_AUTH (e-mail PIN).`,
      );
    }
    const user = this.users.find(params.USERNAME ?? '');
    if (!user && this.pool.preventUserExistenceErrors) return this.unknownUserSignIn(params.USERNAME ?? '');
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
    if (user.status !== 'CONFIRMED') throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
    // Cognito passes InitiateAuth's ClientMetadata only to pre sign-up, pre authentication (as validationData) and
    // user migration; pre authentication runs before the challenge triggers.
    if (this.triggers.preAuthentication) {
      const event = {
        ...this.base(user.username),
        triggerSource: 'PreAuthentication_Authentication' as const,
        request: {
          userAttributes: { ...user.attributes, sub: user.sub },
          validationData: strMap(input.ClientMetadata),
          userNotFound: false,
        },
        response: {},
      };
      try {
        await this.triggers.preAuthentication(event as never);
      } catch (err) {
        throw triggerFailure('PreAuthentication', err);
      }
    }
    return this.nextStep(user, [], undefined);
  }

  /** Define sees `userNotFound`; the project's Define fails it. A fake challenge for unknown users is not emulated. */
  private async unknownUserSignIn(username: string): Promise<Json> {
    const event = {
      ...this.base(username),
      triggerSource: 'DefineAuthChallenge_Authentication' as const,
      request: { userAttributes: {}, session: [], userNotFound: true },
      response: { issueTokens: false, failAuthentication: false },
    };
    try {
      await this.triggers.defineAuthChallenge(event);
    } catch (err) {
      throw triggerFailure('DefineAuthChallenge', err);
    }
    throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
  }

  private async respondToAuthChallenge(input: Json): Promise<Json> {
    this.checkClient(input);
    if (input.ChallengeName !== 'CUSTOM_CHALLENGE') {
      throw new CognitoError(
        'InvalidParameterException',
        `Challenge ${String(input.ChallengeName)} is not supported by the local Cognito emulator.`,
      );
    }
    const token = str(input.Session) ?? '';
    const session = this.sessions.get(token);
    // A session answers once; a new one comes with the next challenge.
    this.sessions.delete(token);
    if (!session || session.expiresAt < Date.now()) {
      throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    }
    const user = this.users.find(session.username);
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    const responses = strMap(input.ChallengeResponses) ?? {};
    if (responses.USERNAME && this.users.find(responses.USERNAME)?.username !== user.username) {
      throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
    }
    if (responses.ANSWER === undefined)
      throw new CognitoError('InvalidParameterException', 'ANSWER is required for CUSTOM_CHALLENGE.');
    const clientMetadata = strMap(input.ClientMetadata);

    const verifyEvent = {
      ...this.base(user.username),
      triggerSource: 'VerifyAuthChallengeResponse_Authentication' as const,
      request: {
        userAttributes: Object.fromEntries(this.attributesOf(user, true)),
        privateChallengeParameters: session.privateParameters,
        challengeAnswer: responses.ANSWER,
        clientMetadata,
        userNotFound: false,
      },
      response: { answerCorrect: false },
    };
    let verified;
    try {
      verified = (await this.triggers.verifyAuthChallenge(verifyEvent)) ?? verifyEvent;
    } catch (err) {
      throw triggerFailure('VerifyAuthChallengeResponse', err);
    }
    const entries: CustomChallengeResult[] = [
      ...session.entries,
      {
        challengeName: 'CUSTOM_CHALLENGE',
        challengeResult: verified.response.answerCorrect === true,
        challengeMetadata: session.challengeMetadata,
      },
    ];
    return this.nextStep(user, entries, clientMetadata);
  }

  /** Define decides; then either tokens, a failure, or Create makes the next challenge. */
  private async nextStep(
    user: EmulatedUser,
    entries: CustomChallengeResult[],
    clientMetadata: StringMap | undefined,
  ): Promise<Json> {
    const userAttributes = Object.fromEntries(this.attributesOf(user, true));
    const defineEvent = {
      ...this.base(user.username),
      triggerSource: 'DefineAuthChallenge_Authentication' as const,
      request: { userAttributes, session: entries, clientMetadata, userNotFound: false },
      response: { challengeName: undefined as string | undefined, issueTokens: false, failAuthentication: false },
    };
    let defined;
    try {
      defined = (await this.triggers.defineAuthChallenge(defineEvent)) ?? defineEvent;
    } catch (err) {
      throw triggerFailure('DefineAuthChallenge', err);
    }
    if (defined.response.failAuthentication)
      throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
    if (defined.response.issueTokens) {
      return { ChallengeParameters: {}, AuthenticationResult: await this.issueTokens(user) };
    }
    if (defined.response.challengeName !== 'CUSTOM_CHALLENGE') {
      throw new CognitoError(
        'InvalidLambdaResponseException',
        'Invalid lambda response: DefineAuthChallenge must ask for CUSTOM_CHALLENGE.',
      );
    }
    const createEvent = {
      ...this.base(user.username),
      triggerSource: 'CreateAuthChallenge_Authentication' as const,
      request: {
        userAttributes,
        challengeName: 'CUSTOM_CHALLENGE',
        session: entries,
        clientMetadata,
        userNotFound: false,
      },
      response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
    };
    let created;
    try {
      created = (await this.triggers.createAuthChallenge(createEvent)) ?? createEvent;
    } catch (err) {
      throw triggerFailure('CreateAuthChallenge', err);
    }
    const token = randomBytes(96).toString('base64url');
    this.sessions.set(token, {
      username: user.username,
      entries,
      privateParameters: created.response.privateChallengeParameters ?? {},
      challengeMetadata: created.response.challengeMetadata ?? '',
      expiresAt: Date.now() + SESSION_TTL_MS,
    });
    return {
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: token,
      ChallengeParameters: { ...(created.response.publicChallengeParameters ?? {}), USERNAME: user.username },
    };
  }

  async issueTokens(user: EmulatedUser): Promise<TokenSet & { RefreshToken: string }> {
    const originJti = randomUUID();
    const authTime = Math.floor(Date.now() / 1000);
    const RefreshToken = newRefreshToken();
    this.users.addRefreshToken(RefreshToken, {
      username: user.username,
      originJti,
      authTime,
      revoked: false,
      createdAt: new Date().toISOString(),
    });
    const tokens = await mintTokens(this.signer, {
      issuer: this.pool.issuer,
      clientId: this.pool.clientId,
      user,
      originJti,
      authTime,
    });
    return { ...tokens, RefreshToken };
  }

  private async refresh(refreshToken: string | undefined): Promise<TokenSet> {
    const record = refreshToken ? this.users.refreshToken(refreshToken) : undefined;
    if (!record) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    if (record.revoked) throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
    const user = this.users.find(record.username);
    if (!user) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    return mintTokens(this.signer, {
      issuer: this.pool.issuer,
      clientId: this.pool.clientId,
      user,
      originJti: record.originJti,
      authTime: record.authTime,
    });
  }

  private async userFromAccessToken(token: unknown): Promise<EmulatedUser> {
    let claims;
    try {
      claims = await this.signer.verify(str(token) ?? '', this.pool.issuer);
    } catch {
      throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
    }
    if (claims.token_use !== 'access') throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
    if (this.users.isOriginRevoked(String(claims.origin_jti)))
      throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
    const user = this.users.find(String(claims.username ?? claims.sub));
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    return user;
  }
}
