import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanMicrosoftEmail, emailFromKey, emailKey, isValidEmail, personKey } from './email';
import { ZEmail } from './email-schema';
import { validationErrorCode } from '../errors/validation';

describe('E-mail format: word characters with optional dots or dashes, an @, a domain and a 2-3 letter ending (spec part 1 §5)', () => {
  it.each([
    ['john@acme.com', true],
    ['john.doe@acme.co.th', true],
    ['john-doe_1@sub.acme.io', true],
    ['JOHN@ACME.COM', true],
    ['  john@acme.com  ', true],
    ['john@acme.info', false],
    ['john@acme.c', false],
    ['john@acme', false],
    ['john..doe@acme.com', false],
    ['.john@acme.com', false],
    ['john+tag@acme.com', false],
    ['john@@acme.com', false],
    ['', false],
    ['john@acme.c0m', false],
  ])('%j valid: %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });

  it('an address of 254 characters (the RFC 5321 limit) is accepted', () => {
    expect(ZEmail.safeParse(`${'a'.repeat(242)}@example.com`).success).toBe(true);
  });

  it('The address is lowercased', () => {
    expect(ZEmail.parse(' John.Doe@Acme.COM ')).toBe('john.doe@acme.com');
  });

  it.each([
    ['not-an-email', 'INVALID_EMAIL_ADDRESS'],
    [`${'a'.repeat(1100)}@example.com`, 'INVALID_EMAIL_ADDRESS'],
    [`${'a'.repeat(243)}@example.com`, 'INVALID_EMAIL_ADDRESS'],
    ['', 'EMAIL_REQUIRED'],
    [undefined, 'EMAIL_REQUIRED'],
  ])('%j fails with %s', (input, code) => {
    const r = ZEmail.safeParse(input);
    expect(r.success).toBe(false);
    if (!r.success) expect(validationErrorCode(r.error)).toBe(code);
  });

  it('the pattern answers on hostile input (no catastrophic backtracking)', () => {
    // A linear pattern answers these in well under a millisecond; a backtracking one would not answer in years. The
    // limit only stops such a match (a synchronous match cannot be interrupted otherwise), so no machine is near it.
    const hostile = [`${'a.'.repeat(5000)}!@x`, `a@${'b-'.repeat(5000)}`];
    const answers = runInNewContext('hostile.map(isValidEmail)', { hostile, isValidEmail }, { timeout: 10_000 });
    expect(answers).toEqual([false, false]);
  });
});

describe('For storage keys, dots and hash signs are replaced (spec part 2 §5)', () => {
  it.each([
    ['john.doe@acme.com', 'john,doe@acme,com'],
    ['John@Acme.Co.Th', 'john@acme,co,th'],
    ['a#b@c.io', 'a%23b@c,io'],
  ])('%s -> %s', (email, key) => {
    expect(emailKey(email)).toBe(key);
    expect(emailKey(email)).not.toMatch(/[.#]/);
  });

  it('the key turns back into the lowercased address, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '.', '#', ',', '%', '2', '3', 'C', '5', '@') }), (s) => {
        const key = emailKey(s);
        return !/[.#]/.test(key) && emailFromKey(key) === s.trim().toLowerCase();
      }),
    );
  });

  it('different addresses never share a key', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.emailAddress(),
        (a, b) => (a.toLowerCase() === b.toLowerCase()) === (emailKey(a) === emailKey(b)),
      ),
    );
  });
});

describe('Microsoft e-mails are cleaned of a # suffix and an underscore-hotmail form (spec part 1 §5)', () => {
  it.each([
    ['john_hotmail.com#EXT#@tenant.onmicrosoft.com', 'john@hotmail.com'],
    ['jane_doe_outlook.com#EXT#@contoso.onmicrosoft.com', 'jane_doe@outlook.com'],
    ['live.com#john@hotmail.com', 'john@hotmail.com'],
    ['John@Contoso.com', 'john@contoso.com'],
    ['someone@contoso.com#EXT#', 'someone@contoso.com'],
  ])('%s -> %s', (raw, clean) => {
    expect(cleanMicrosoftEmail(raw)).toBe(clean);
    expect(isValidEmail(cleanMicrosoftEmail(raw))).toBe(true);
  });
});

describe('personKey: one person behind many spellings of an address, for every "once per person" rule', () => {
  it.each([
    ['john@gmail.com', 'john@gmail.com'],
    ['J.Ohn@Gmail.com', 'john@gmail.com'],
    ['jo.hn+x@gmail.com', 'john@gmail.com'],
    ['j.o.h.n+a+b@googlemail.com', 'john@gmail.com'],
    ['  John@GMAIL.COM ', 'john@gmail.com'],
    ['john+promo@acme.com', 'john@acme.com'],
    ['j.ohn@acme.com', 'j.ohn@acme.com'],
    ['j.ohn+x@acme.co.th', 'j.ohn@acme.co.th'],
    ['+x@acme.com', '+x@acme.com'],
    ['guest-abc@guest.invalid', 'guest-abc@guest.invalid'],
    ['not-an-address', 'not-an-address'],
  ])('%j is the person %j', (email, person) => {
    expect(personKey(email)).toBe(person);
  });

  it('j.ohn@gmail.com and jo.hn+x@gmail.com are the same person; john@acme.com and jo.hn@acme.com are not', () => {
    expect(personKey('j.ohn@gmail.com')).toBe(personKey('jo.hn+x@gmail.com'));
    expect(personKey('john@acme.com')).not.toBe(personKey('jo.hn@acme.com'));
  });
});
