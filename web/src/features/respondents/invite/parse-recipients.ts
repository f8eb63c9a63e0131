import Papa from 'papaparse';
import { isValidEmail, normalizeEmail } from '@shared/accounts/email';
import { MAX_EMAILS_PER_SEND, MAX_INVITATION_RECIPIENTS } from '@shared/constants/limits';

export interface ParsedRecipient {
  email: string;
  firstname: string;
  lastname: string;
}
export interface ParseResult {
  recipients: ParsedRecipient[];
  /** The usable addresses as given, duplicates included: what one send may name (MAX_EMAILS_PER_SEND). */
  addresses: number;
  /** Lines without a usable e-mail address (1-based line numbers as the user sees them). */
  invalid: { line: number; value: string }[];
}

const HEADER = /e-?mail/i;

function splitName(full: string): { firstname: string; lastname: string } {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  return { firstname: parts[0] ?? '', lastname: parts.slice(1).join(' ') };
}

/**
 * Bulk invite input (spec part 1 §2): pasted lines or a CSV file, read with Papa Parse. A line is an e-mail,
 * "name, e-mail", or "Name <e-mail>"; a CSV may start with a header naming its columns (name or first name and
 * last name, and email). The same address twice is one recipient. Anything without an e-mail is reported.
 */
export function parseRecipients(text: string): ParseResult {
  // '"Cara Diaz" <cara@…>' (a mail client's copy) is one cell, not a quoted CSV field followed by text.
  const unquoted = text.trim().replace(/^\s*"([^"]*)"\s*(<[^>]+>)/gm, '$1 $2');
  const parsed = Papa.parse<string[]>(unquoted, { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t', '|'] });
  const rows = parsed.data.map((cells) => cells.map((c) => c.trim()));
  let columns: { email: number; first: number; last: number; name: number } | null = null;
  const first = rows[0];
  if (first && first.some((c) => HEADER.test(c)) && !first.some((c) => isValidEmail(c) || /<[^>]+@[^>]+>/.test(c))) {
    const find = (re: RegExp) => first.findIndex((c) => re.test(c));
    columns = {
      email: find(HEADER),
      first: find(/first|given/i),
      last: find(/last|surname|family/i),
      name: find(/^(full )?name$/i),
    };
  }
  const recipients: ParsedRecipient[] = [];
  const invalid: ParseResult['invalid'] = [];
  const seen = new Set<string>();
  let addresses = 0;
  rows.forEach((cells, index) => {
    if (columns && index === 0) return;
    let email = '';
    let name = { firstname: '', lastname: '' };
    if (columns) {
      email = cells[columns.email] ?? '';
      if (columns.first >= 0 || columns.last >= 0)
        name = { firstname: cells[columns.first] ?? '', lastname: cells[columns.last] ?? '' };
      else if (columns.name >= 0) name = splitName(cells[columns.name] ?? '');
    } else {
      const joined = cells.join(' ');
      const angled = /^(.*?)<\s*([^>]+)\s*>\s*$/.exec(joined);
      if (angled) {
        email = angled[2] ?? '';
        name = splitName((angled[1] ?? '').replace(/["']/g, ''));
      } else {
        const at = cells.findIndex((c) => c.includes('@'));
        email = at >= 0 ? (cells[at] ?? '') : joined;
        name = splitName(cells.filter((_, i) => i !== at).join(' '));
      }
    }
    if (!isValidEmail(email)) {
      invalid.push({ line: index + 1, value: cells.join(', ') });
      return;
    }
    addresses += 1;
    const key = normalizeEmail(email);
    if (seen.has(key)) return;
    seen.add(key);
    recipients.push({ email: key, ...name });
  });
  return { recipients, addresses, invalid };
}

/**
 * What stops a list from being sent, as the invite route would refuse it (spec part 2 §5): more addresses than one
 * send may name ('Maximum emails to send'), or more than 100 people once duplicates are one.
 */
export function recipientsLimit(parsed: ParseResult): 'MAX_EMAILS_PER_SEND' | 'MAX_RECIPIENTS' | null {
  if (parsed.addresses > MAX_EMAILS_PER_SEND) return 'MAX_EMAILS_PER_SEND';
  if (parsed.recipients.length > MAX_INVITATION_RECIPIENTS) return 'MAX_RECIPIENTS';
  return null;
}
