import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  PreAuthenticationTriggerEvent,
  PreSignUpTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';

type Trigger<E> = (event: E) => Promise<E | void>;

/** The user pool's Lambda triggers, called in-process with Cognito-shaped events. */
export interface CognitoTriggers {
  preSignUp?: Trigger<PreSignUpTriggerEvent>;
  preAuthentication?: Trigger<PreAuthenticationTriggerEvent>;
  defineAuthChallenge: Trigger<DefineAuthChallengeTriggerEvent>;
  createAuthChallenge: Trigger<CreateAuthChallengeTriggerEvent>;
  verifyAuthChallenge: Trigger<VerifyAuthChallengeResponseTriggerEvent>;
}

/** The project's real trigger handlers, as the CDK stack wires them to the user pool. */
export async function projectTriggers(): Promise<CognitoTriggers> {
  const [pre, preAuth, define, create, verify] = await Promise.all([
    import('../../../lambdas/src/accounts/triggers/pre-sign-up'),
    import('../../../lambdas/src/accounts/triggers/pre-authentication'),
    import('../../../lambdas/src/accounts/triggers/define-auth-challenge'),
    import('../../../lambdas/src/accounts/triggers/create-auth-challenge'),
    import('../../../lambdas/src/accounts/triggers/verify-auth-challenge'),
  ]);
  return {
    preSignUp: pre.handler,
    preAuthentication: preAuth.handler,
    defineAuthChallenge: define.handler,
    createAuthChallenge: create.handler,
    verifyAuthChallenge: verify.handler,
  };
}
