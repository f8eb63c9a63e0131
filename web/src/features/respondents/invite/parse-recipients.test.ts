import { describe, expect, it } from 'vitest';
import { parseRecipients, recipientsLimit } from './parse-recipients';

describe('bulk invite recipients (spec part 1 §2)', () => {
  it('reads plain addresses, "name, e-mail" and "Name <e-mail>" lines; the same address twice is one recipient', () => {
    const { recipients, invalid } = parseRecipients(
      'ana@example.com\nBen Ortiz, ben@example.com\n"Cara Diaz" <cara@example.com>\nANA@example.com\n',
    );
    expect(recipients).toEqual([
      { email: 'ana@example.com', firstname: '', lastname: '' },
      { email: 'ben@example.com', firstname: 'Ben', lastname: 'Ortiz' },
      { email: 'cara@example.com', firstname: 'Cara', lastname: 'Diaz' },
    ]);
    expect(invalid).toEqual([]);
  });

  it('reads a CSV with a header in any column order, and reports lines without an e-mail with their line number', () => {
    const csv = 'Email;First name;Last name\ndan@example.com;Dan;Lee\nnot-an-address;Eve;Ng\nfay@example.com;Fay;\n';
    const { recipients, invalid } = parseRecipients(csv);
    expect(recipients).toEqual([
      { email: 'dan@example.com', firstname: 'Dan', lastname: 'Lee' },
      { email: 'fay@example.com', firstname: 'Fay', lastname: '' },
    ]);
    expect(invalid).toEqual([{ line: 3, value: 'not-an-address, Eve, Ng' }]);
  });

  it('reads a "name,email" header with full names', () => {
    expect(parseRecipients('name,email\nSomchai Dee,somchai@example.com').recipients).toEqual([
      { email: 'somchai@example.com', firstname: 'Somchai', lastname: 'Dee' },
    ]);
  });

  it("stops a list over 100 people ('MAX_RECIPIENTS') or over 500 addresses, duplicates included ('MAX_EMAILS_PER_SEND')", () => {
    const lines = (n: number, distinct: number) =>
      Array.from({ length: n }, (_, i) => `p${i % distinct}@example.com`).join('\n');
    expect(recipientsLimit(parseRecipients(lines(100, 100)))).toBeNull();
    // 500 lines naming the same 100 people: one send may name them.
    const repeated = parseRecipients(lines(500, 100));
    expect(repeated).toMatchObject({ addresses: 500 });
    expect(repeated.recipients).toHaveLength(100);
    expect(recipientsLimit(repeated)).toBeNull();
    expect(recipientsLimit(parseRecipients(lines(101, 101)))).toBe('MAX_RECIPIENTS');
    expect(recipientsLimit(parseRecipients(lines(501, 100)))).toBe('MAX_EMAILS_PER_SEND');
  });
});
