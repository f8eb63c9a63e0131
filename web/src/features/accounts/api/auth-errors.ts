import type { ErrorCode } from '@shared/errors';
import { isCatalogueCode } from '../../../lib/i18n/error-catalogue';

/** A sign-in or sign-up refusal, carrying the catalogue code the screen shows. */
export class AuthFlowError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'AuthFlowError';
  }
}

type Step = 'signUp' | 'signIn' | 'confirm';

/**
 * Pure: map what Amplify/Cognito threw to a catalogue code. Trigger refusals reach the client as
 * Lambda errors whose message carries our code (e.g. "DefineAuthChallenge failed with error USE_SIGN_UP_METHOD.").
 */
export function authErrorCode(error: unknown, step: Step): ErrorCode {
  const name = (error as { name?: unknown } | null)?.name;
  const message = String((error as { message?: unknown } | null)?.message ?? '');
  const embedded = /\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/.exec(message)?.[1];
  if (embedded && isCatalogueCode(embedded)) return embedded as ErrorCode;
  if (name === 'UsernameExistsException' || name === 'AliasExistsException') return 'EMAIL_ALREADY_REGISTERED';
  if (name === 'NetworkError' || name === 'TypeError') return 'NETWORK_ERROR';
  if (step === 'confirm') return 'INVALID_EMAIL_OR_OTP';
  if (
    step === 'signIn' &&
    (name === 'UserNotFoundException' || name === 'NotAuthorizedException' || name === 'UserNotConfirmedException')
  ) {
    return 'RECHECK_LOGIN_CREDENTIALS';
  }
  if (name === 'InvalidParameterException') return 'INVALID_EMAIL_ADDRESS';
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException') return 'PIN_SEND_LIMIT';
  return 'INTERNAL';
}
