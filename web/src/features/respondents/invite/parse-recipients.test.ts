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

  it("takes each line's Greenhouse application ID, in a CSV column or as a number after the address", () => {
    const csv = 'Email,Name,Greenhouse application ID\ngia@example.com,Gia Ho,4711\nhal@example.com,Hal,\n';
    expect(parseRecipients(csv).recipients).toEqual([
      { email: 'gia@example.com', firstname: 'Gia', lastname: 'Ho', greenhouse_application_id: '4711' },
      { email: 'hal@example.com', firstname: 'Hal', lastname: '' },
    ]);
    expect(parseRecipients('Ivy Park, ivy@example.com, 90210\njo@example.com, 12').recipients).toEqual([
      { email: 'ivy@example.com', firstname: 'Ivy', lastname: 'Park', greenhouse_application_id: '90210' },
      { email: 'jo@example.com', firstname: '', lastname: '', greenhouse_application_id: '12' },
    ]);
  });

  it('reports an application ID that is not a number, as the single invite refuses it, and leaves that line out', () => {
    const csv = 'email;application id\nkim@example.com;12a4\nlee@example.com;55\nmo@example.com;123456789012345678901';
    const { recipients, invalid } = parseRecipients(csv);
    expect(recipients).toEqual([
      { email: 'lee@example.com', firstname: '', lastname: '', greenhouse_application_id: '55' },
    ]);
    expect(invalid).toEqual([
      { line: 2, value: '12a4', reason: 'application' },
      { line: 4, value: '123456789012345678901', reason: 'application' },
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
