import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  respondentAssessmentId,
  isTemporaryEmail,
  temporaryEmail,
  ZInvitation,
  ZPublicRegistration,
} from './invitation';
import { isValidEmail } from '../accounts/email';
import { validationErrorCode } from '../errors/validation';

const recipients = (n: number) => Array.from({ length: n }, (_, i) => ({ email: `p${i}@acme.com` }));

describe('Invitations (spec part 1 §5)', () => {
  it.each([
    [1, null],
    [100, null],
    [101, 'MAX_RECIPIENTS'],
    [0, 'EMAIL_REQUIRED'],
  ])('Invitations: at most 100 recipients (%i recipients -> %s)', (n, code) => {
    const r = ZInvitation.safeParse({ form_id: 'f1', recipients: recipients(n) });
    expect(r.success ? null : validationErrorCode(r.error)).toBe(code);
  });

  it('the same address twice counts once, whatever its case', () => {
    const r = ZInvitation.parse({ form_id: 'f1', recipients: [...recipients(100), { email: 'P0@ACME.com' }] });
    expect(r.recipients).toHaveLength(100);
  });

  it('Candidate link e-mail must be valid', () => {
    const r = ZInvitation.safeParse({ form_id: 'f1', recipients: [{ email: 'nope' }] });
    expect(r.success ? null : validationErrorCode(r.error)).toBe('INVALID_EMAIL_ADDRESS');
  });

  it('Candidate assessment id = formId-candidateEmailKey', () => {
    expect(respondentAssessmentId('tpl1', 'Ann.Lee@Acme.com')).toBe('tpl1-ann,lee@acme,com');
  });
});

describe('Public invites with no e-mail get a temporary e-mail built from first and last name (spec part 1 §5)', () => {
  it.each([
    ['John', 'Smith', 'x7k2', 'john.smith.x7k2@respondent.tmp'],
    ['José', 'Núñez', 'a1', 'jose.nunez.a1@respondent.tmp'],
    ['สมชาย', 'ใจดี', 'q9', 'respondent.q9@respondent.tmp'],
  ])('%s %s -> %s', (first, last, suffix, email) => {
    expect(temporaryEmail(first, last, suffix)).toBe(email);
    expect(isTemporaryEmail(email)).toBe(true);
  });

  it('a temporary e-mail always passes the e-mail pattern', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.stringMatching(/^[a-z0-9]{1,8}$/), (f, l, s) =>
        isValidEmail(temporaryEmail(f, l, s)),
      ),
    );
  });

  it('public registration without e-mail is accepted (a temporary one is made later)', () => {
    expect(ZPublicRegistration.parse({ firstname: 'A', lastname: 'B', email: '' }).email).toBeUndefined();
    expect(ZPublicRegistration.parse({ firstname: 'A', lastname: 'B', email: 'A@B.co' }).email).toBe('a@b.co');
  });
});
