import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  PreSignUpTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';

type Session = DefineAuthChallengeTriggerEvent['request']['session'];

/** Cognito-shaped trigger events for unit tests (fields as Cognito sends them). */
const base = {
  version: '1',
  region: 'us-east-1',
  userPoolId: 'us-east-1_Test',
  userName: '3f1c2a9e-0000-4000-8000-000000000001',
  callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client123' },
};
const attrs = (email: string) => ({
  sub: base.userName,
  email,
  email_verified: 'true',
  'cognito:user_status': 'CONFIRMED',
});

export function preSignUpEvent(
  email: string,
  triggerSource: PreSignUpTriggerEvent['triggerSource'] = 'PreSignUp_SignUp',
  userName = email,
): PreSignUpTriggerEvent {
  return {
    ...base,
    userName,
    triggerSource,
    request: { userAttributes: { email } },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  } as PreSignUpTriggerEvent;
}

export function defineEvent(session: Session, userNotFound = false): DefineAuthChallengeTriggerEvent {
  return {
    ...base,
    triggerSource: 'DefineAuthChallenge_Authentication',
    request: { userAttributes: attrs('a@b.co'), session, userNotFound },
    response: { issueTokens: false, failAuthentication: false },
  };
}

export function createEvent(
  email: string,
  session: Session = [],
  extra: Partial<CreateAuthChallengeTriggerEvent['request']> = {},
): CreateAuthChallengeTriggerEvent {
  return {
    ...base,
    triggerSource: 'CreateAuthChallenge_Authentication',
    request: { userAttributes: attrs(email), challengeName: 'CUSTOM_CHALLENGE', session, ...extra },
    response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
  };
}

export function verifyEvent(
  email: string,
  challengeId: string,
  answer: string,
): VerifyAuthChallengeResponseTriggerEvent {
  return {
    ...base,
    triggerSource: 'VerifyAuthChallengeResponse_Authentication',
    request: { userAttributes: attrs(email), privateChallengeParameters: { challengeId }, challengeAnswer: answer },
    response: { answerCorrect: false },
  };
}
