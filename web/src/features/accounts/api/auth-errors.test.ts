import { beforeAll, describe, expect, it } from 'vitest';
import enErrors from 'virtual:error-text/en';
import { addErrorTexts } from '../../../lib/i18n/error-catalogue';
import { authErrorCode } from './auth-errors';
import { randomPassword } from './random-password';

const err = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('sign-in and sign-up messages (spec part 1 §5)', () => {
  // The sign-in pages have the whole English catalogue before they show (loadAllMessages), not a respondent's part.
  beforeAll(() => addErrorTexts('en', enErrors));

  it("a wrong PIN reads 'Invalid email or OTP'", () => {
    expect(authErrorCode(err('NotAuthorizedException', 'Incorrect username or password.'), 'confirm')).toBe(
      'INVALID_EMAIL_OR_OTP',
    );
  });

  it("an unknown user at login reads 'Please recheck your login credentials'", () => {
    expect(authErrorCode(err('UserNotFoundException'), 'signIn')).toBe('RECHECK_LOGIN_CREDENTIALS');
  });

  it('sign-up with a registered e-mail reads as already registered', () => {
    expect(authErrorCode(err('UsernameExistsException'), 'signUp')).toBe('EMAIL_ALREADY_REGISTERED');
  });

  it('a trigger refusal carrying a catalogue code keeps that code', () => {
    expect(
      authErrorCode(
        err('UserLambdaValidationException', 'DefineAuthChallenge failed with error USE_SIGN_UP_METHOD.'),
        'signIn',
      ),
    ).toBe('USE_SIGN_UP_METHOD');
    expect(authErrorCode(err('NotAuthorizedException', 'PIN_TOO_MANY_ATTEMPTS'), 'confirm')).toBe(
      'PIN_TOO_MANY_ATTEMPTS',
    );
  });

  it('anything else is the generic message', () => {
    expect(authErrorCode(err('Weird'), 'signUp')).toBe('INTERNAL');
  });
});

describe('the hidden sign-up password', () => {
  it('is long and has every character class whatever the random source', () => {
    const zeros = randomPassword(32, (b) => b.fill(0));
    for (const pw of [randomPassword(), zeros]) {
      expect(pw).toHaveLength(32);
      expect(pw).toMatch(/[a-z]/);
      expect(pw).toMatch(/[A-Z]/);
      expect(pw).toMatch(/[0-9]/);
      expect(pw).toMatch(/[^A-Za-z0-9]/);
    }
    expect(randomPassword()).not.toBe(randomPassword());
  });
});
