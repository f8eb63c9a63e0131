import { describe, expect, it } from 'vitest';
import { ZSignUpBranding, ZSignUpForm, ZSignUpInfo } from './sign-up';
import { checkImageUpload, ZImageUpload } from './image-upload';
import { validationErrorCode } from '../errors/validation';

const form = { email: 'Ann@Acme.com', firstName: 'Ann', lastName: 'Lee', companyName: 'Acme' };

const codeOf = (r: { success: boolean; error?: unknown }) =>
  r.success ? null : validationErrorCode(r.error as Parameters<typeof validationErrorCode>[0]);

describe('Sign-up form (spec part 1 §3)', () => {
  it('color defaults to #1B1C1E; acceptTerrms defaults to true; the marketing consent sendFreeStuff is false unless given (docs/deviations.md); e-mail lowercased', () => {
    const parsed = ZSignUpForm.parse(form);
    expect(parsed).toMatchObject({
      email: 'ann@acme.com',
      color: '#1B1C1E',
      acceptTerrms: true,
      sendFreeStuff: false,
      jopTitle: '',
    });
  });

  it('keeps the wire names jopTitle and hiresPerYears', () => {
    const parsed = ZSignUpForm.parse({ ...form, jopTitle: 'HR lead', hiresPerYears: '11-50' });
    expect(parsed.jopTitle).toBe('HR lead');
    expect(parsed.hiresPerYears).toBe('11-50');
  });

  it.each([
    ['Terms must be accepted at sign-up', { acceptTerrms: false }, 'TERMS_NOT_ACCEPTED'],
    ['e-mail must be valid', { email: 'ann@acme' }, 'INVALID_EMAIL_ADDRESS'],
    ['first name required', { firstName: '  ' }, 'VALIDATION_FAILED'],
    ['colour must be #RRGGBB', { color: 'red' }, 'INVALID_COLOR'],
    ['Image must be JPG or PNG', { imageFile: { mime: 'image/gif', size: 10 } }, 'IMAGE_TYPE_NOT_ALLOWED'],
    ['image bigger than 2MB', { imageFile: { mime: 'image/png', size: 2 * 1024 * 1024 + 1 } }, 'IMAGE_TOO_LARGE'],
    ['core values up to six', { coreValues: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'CORE_VALUES_TOO_MANY'],
  ])('%s', (_rule, patch, code) => {
    expect(codeOf(ZSignUpForm.safeParse({ ...form, ...patch }))).toBe(code);
  });

  it('sign-up info step needs terms accepted too', () => {
    expect(
      codeOf(ZSignUpInfo.safeParse({ firstName: 'A', lastName: 'B', companyName: 'C', acceptTerrms: false })),
    ).toBe('TERMS_NOT_ACCEPTED');
    expect(ZSignUpInfo.parse({ firstName: 'A', lastName: 'B', companyName: 'C' }).language).toBe('en');
  });

  it('branding step defaults the colour to #1B1C1E', () => {
    expect(ZSignUpBranding.parse({}).color).toBe('#1B1C1E');
  });
});

describe('Image upload: JPG or PNG, at most 2 MB (spec part 1 §5)', () => {
  it.each([
    ['image/png', 1024, null],
    ['image/jpeg', 2 * 1024 * 1024, null],
    ['image/jpg', 500, null],
    ['IMAGE/PNG', 500, null],
    ['image/png', 2 * 1024 * 1024 + 1, 'IMAGE_TOO_LARGE'],
    ['image/gif', 100, 'IMAGE_TYPE_NOT_ALLOWED'],
    ['image/webp', 100, 'IMAGE_TYPE_NOT_ALLOWED'],
    ['application/pdf', 3 * 1024 * 1024, 'IMAGE_TYPE_NOT_ALLOWED'],
    ['image/png', 0, 'VALIDATION_FAILED'],
  ])('%s of %i bytes -> %s', (mime, size, code) => {
    expect(checkImageUpload({ mime, size })).toBe(code);
  });

  it('the schema agrees with the check', () => {
    expect(ZImageUpload.safeParse({ mime: 'image/png', size: 5 }).success).toBe(true);
    expect(codeOf(ZImageUpload.safeParse({ mime: 'image/png', size: 3e6 }))).toBe('IMAGE_TOO_LARGE');
  });
});
