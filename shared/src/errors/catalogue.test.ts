import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from './catalogue';
import { DomainError, errorStatus, isErrorCode } from './domain-error';
import { errorMessage, errorTexts } from './texts';
import { ACCOUNT_ERRORS } from './groups/accounts';
import { AI_ERRORS } from './groups/ai';
import { ASSESSMENT_ERRORS } from './groups/assessments';
import { CREDIT_ERRORS } from './groups/credits';
import { GENERAL_ERRORS } from './groups/general';
import { SUPPORT_ERRORS } from './groups/support';
import { TEAM_ERRORS } from './groups/teams';
import { LOCALES } from '../i18n/locale';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error catalogue (spec part 2 §8, part 1 §5 and §6)', () => {
  // Rows: the spec's own message text, quoted, and the code that carries it.
  it.each<[string, ErrorCode, Record<string, string>?]>([
    ['Invalid email or OTP', 'INVALID_EMAIL_OR_OTP'],
    ['Please recheck your login credentials', 'RECHECK_LOGIN_CREDENTIALS'],
    ['Please login using the same login method that you signed up with.', 'USE_SIGN_UP_METHOD'],
    ['This email (a@b.co) has already been registered', 'EMAIL_ALREADY_REGISTERED', { email: 'a@b.co' }],
    ['Invalid email address.', 'INVALID_EMAIL_ADDRESS'],
    ['Invalid email', 'INVALID_EMAIL'],
    ['You are not logged in. Please login and try again.', 'NOT_LOGGED_IN'],
    ['Forbidden', 'FORBIDDEN'],
    ['Quota was not found.', 'QUOTA_NOT_FOUND'],
    ['Not found user: a@b.co', 'USER_NOT_FOUND_EMAIL', { email: 'a@b.co' }],
    ["Can't create quota for user", 'QUOTA_CREATE_FAILED'],
    ['Not enough credits for personal user/team/owner', 'NOT_ENOUGH_CREDITS'],
    ['Not enough quota', 'NOT_ENOUGH_QUOTA'],
    ['Undefined teamId', 'UNDEFINED_TEAM_ID'],
    ['No teamId found', 'NO_TEAM_ID_FOUND'],
    ['teamId not found', 'TEAM_ID_NOT_FOUND'],
    ['No email found', 'NO_EMAIL_FOUND'],
    ['user not found', 'USER_NOT_FOUND'],
    ["Can't find team", 'TEAM_NOT_FOUND'],
    ['No team to copy', 'NO_TEAM_TO_COPY'],
    ['No such document!', 'NO_SUCH_DOCUMENT'],
    ['Assessment data not available', 'ASSESSMENT_DATA_NOT_AVAILABLE'],
    ['Result was not found', 'RESULT_NOT_FOUND'],
    ['No credits remaining, refer a friend to earn more', 'NO_CREDITS_REMAINING'],
    ['Unsupported AI model', 'UNSUPPORTED_AI_MODEL'],
    ['Invalid prompt code provided', 'INVALID_PROMPT_CODE'],
    ['Prompt config not found for code', 'PROMPT_CONFIG_NOT_FOUND'],
    ['Providers not found', 'AI_PROVIDERS_NOT_FOUND'],
    ['AI service execution failed', 'AI_SERVICE_FAILED'],
    [
      'Assessment Analysis Unavailable: insufficient assessment data for culture fit, skill match and risk level.',
      'ANALYSIS_UNAVAILABLE',
    ],
    ['Code is required', 'COUPON_CODE_REQUIRED'],
    ['Code not found', 'COUPON_NOT_FOUND'],
    ['Already expired', 'COUPON_EXPIRED'],
    ['Usage limit reached', 'COUPON_USAGE_LIMIT_REACHED'],
    ['Already used', 'COUPON_ALREADY_USED'],
    ["We're sorry, this code is invalid.", 'COUPON_INVALID'],
    ['Failed redeem.', 'COUPON_REDEEM_FAILED'],
    ['Please enter a valid email address', 'REFERRAL_INVALID_EMAIL'],
    ['This email has already been invited', 'REFERRAL_ALREADY_INVITED'],
    ["Sorry, we don't recognize this email address", 'REFERRAL_EMAIL_NOT_RECOGNIZED'],
    ['Unknown referral link.', 'REFERRAL_UNKNOWN_LINK'],
    ['No teamId', 'REFERRAL_NO_TEAM_ID'],
    ['a@b.co already uses Culturefit', 'REFERRAL_ALREADY_USES_PRODUCT', { email: 'a@b.co', product: 'Culturefit' }],
    ['Failed to load file. Please try again.', 'FILE_LOAD_FAILED'],
    ['Failed to upload file. Please try a smaller image.', 'FILE_UPLOAD_FAILED'],
    ['Permission denied. Please contact support.', 'PERMISSION_DENIED_CONTACT_SUPPORT'],
    ['Network error. Please check your connection.', 'NETWORK_ERROR'],
    ['Failed to submit: timeout', 'SUPPORT_SUBMIT_FAILED', { reason: 'timeout' }],
    ['Message failed to send. Please try again.', 'CHAT_MESSAGE_FAILED'],
    ['You can only have a maximum of 100 recipients', 'MAX_RECIPIENTS'],
    ['Maximum emails to send', 'MAX_EMAILS_PER_SEND'],
    ['Image must be JPG or PNG', 'IMAGE_TYPE_NOT_ALLOWED'],
    ['Image is bigger than 2MB', 'IMAGE_TOO_LARGE'],
    ['Already have this member.', 'TEAM_MEMBER_EXISTS'],
    ['You have been removed from the team.', 'REMOVED_FROM_TEAM'],
    ['You do not have permission to access the requested page.', 'NO_PERMISSION'],
    ['Session Time Out: please proceed to the next section, otherwise you risk losing responses.', 'SESSION_TIME_OUT'],
    ['No time remaining.', 'NO_TIME_REMAINING'],
    ['Data not found', 'DATA_NOT_FOUND'],
    ['Oops, something went wrong', 'INTERNAL'],
    ['Looks like something went wrong', 'PAGE_NOT_FOUND'],
    ['Please complete your setup before proceeding', 'SETUP_INCOMPLETE'],
    ['Request 1 section', 'SECTION_REQUIRED'],
    ['This information is not available for your viewing level.', 'VIEWING_LEVEL_RESTRICTED'],
  ])("'%s' is the English text of %s", async (text, code, params) => {
    expect(await errorMessage(code, 'en', params)).toBe(text);
  });

  it.each(Object.keys(ERROR_STATUS) as ErrorCode[])(
    '%s has non-empty en/th/es with the same placeholders',
    async (code) => {
      const status = ERROR_STATUS[code];
      const text = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, (await errorTexts(l))[code]])));
      const expected = placeholders(text.en);
      for (const locale of LOCALES) {
        expect(text[locale]?.trim().length, `${code}.${locale}`).toBeGreaterThan(0);
        expect(placeholders(text[locale]), `${code}.${locale}`).toEqual(expected);
      }
      expect(text.th).not.toBe(text.en);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    },
  );

  it('codes are stable SCREAMING_SNAKE and no group silently overrides another', () => {
    const groups = [
      GENERAL_ERRORS,
      ACCOUNT_ERRORS,
      TEAM_ERRORS,
      ASSESSMENT_ERRORS,
      CREDIT_ERRORS,
      AI_ERRORS,
      SUPPORT_ERRORS,
    ];
    const total = groups.reduce((n, g) => n + Object.keys(g).length, 0);
    expect(Object.keys(ERROR_STATUS)).toHaveLength(total);
    for (const code of Object.keys(ERROR_STATUS)) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('each language module has a text for exactly the codes of the catalogue', async () => {
    for (const locale of LOCALES)
      expect(Object.keys(await errorTexts(locale)).sort(), locale).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  it('keeps the seed codes other code already imports', () => {
    for (const code of [
      'VALIDATION_FAILED',
      'INVALID_EMAIL_OR_OTP',
      'NOT_LOGGED_IN',
      'FORBIDDEN',
      'DATA_NOT_FOUND',
      'INTERNAL',
    ]) {
      expect(isErrorCode(code)).toBe(true);
    }
    expect(isErrorCode('NOPE')).toBe(false);
  });

  it('a DomainError carries its code, status and params; its text is filled in per language', async () => {
    const err = new DomainError('EMAIL_ALREADY_REGISTERED', { email: 'x@y.io' });
    expect(err.message).toBe('EMAIL_ALREADY_REGISTERED');
    expect(errorStatus(err.code)).toBe(409);
    expect(await errorMessage(err.code, 'en', err.params)).toBe('This email (x@y.io) has already been registered');
    expect(await errorMessage('EMAIL_ALREADY_REGISTERED', 'es', { email: 'x@y.io' })).toBe(
      'Este correo electrónico (x@y.io) ya está registrado',
    );
  });

  it.each([
    ['NOT_LOGGED_IN', 401],
    ['FORBIDDEN', 403],
    ['DATA_NOT_FOUND', 404],
    ['NOT_ENOUGH_QUOTA', 402],
    ['INTERNAL', 500],
  ] as const)('%s maps to HTTP %i', (code, status) => {
    expect(errorStatus(code)).toBe(status);
  });
});
