import Papa from 'papaparse';
import { isValidEmail, normalizeEmail } from '@shared/accounts/email';
import { MAX_EMAILS_PER_SEND, MAX_INVITATION_RECIPIENTS } from '@shared/constants/limits';
import { GREENHOUSE_APPLICATION_ID_PATTERN } from '@shared/ats/greenhouse';

export interface ParsedRecipient {
  email: string;
  firstname: string;
  lastname: string;
  /** The candidate's application in Greenhouse (docs/ats.md), when the line gives one. */
  greenhouse_application_id?: string;
}
export interface ParseResult {
  recipients: ParsedRecipient[];
  /** The usable addresses as given, duplicates included: what one send may name (MAX_EMAILS_PER_SEND). */
  addresses: number;
  /**
   * Lines not taken (1-based line numbers as the user sees them): without a usable e-mail address, or (`application`)
   * with a Greenhouse application ID that is not one, refused as the single invite refuses it.
   */
  invalid: { line: number; value: string; reason?: 'application' }[];
}

const HEADER = /e-?mail/i;
const APPLICATION_HEADER = /greenhouse|application/i;

function splitName(full: string): { firstname: string; lastname: string } {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  return { firstname: parts[0] ?? '', lastname: parts.slice(1).join(' ') };
}

/**
 * Bulk and advanced invite input (spec part 1 §2): pasted lines or a CSV file, read with Papa Parse. A line is an
 * e-mail, "name, e-mail", or "Name <e-mail>", each optionally followed by the candidate's Greenhouse application ID
 * (a cell of digits); a CSV may start with a header naming its columns (name or first name and last name, email, and
 * a Greenhouse application ID column). The same address twice is one recipient. Anything without an e-mail, or with
 * an application ID that is not a number, is reported.
 */
export function parseRecipients(text: string): ParseResult {
  // '"Cara Diaz" <cara@…>' (a mail client's copy) is one cell, not a quoted CSV field followed by text.
  const unquoted = text.trim().replace(/^\s*"([^"]*)"\s*(<[^>]+>)/gm, '$1 $2');
  const parsed = Papa.parse<string[]>(unquoted, { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t', '|'] });
  const rows = parsed.data.map((cells) => cells.map((c) => c.trim()));
  let columns: { email: number; first: number; last: number; name: number; application: number } | null = null;
  const first = rows[0];
  if (first && first.some((c) => HEADER.test(c)) && !first.some((c) => isValidEmail(c) || /<[^>]+@[^>]+>/.test(c))) {
    const find = (re: RegExp) => first.findIndex((c) => re.test(c));
    columns = {
      email: find(HEADER),
      first: find(/first|given/i),
      last: find(/last|surname|family/i),
      name: find(/^(full )?name$/i),
      application: find(APPLICATION_HEADER),
    };
  }
  const recipients: ParsedRecipient[] = [];
  const invalid: ParseResult['invalid'] = [];
  const seen = new Set<string>();
  let addresses = 0;
  rows.forEach((row, index) => {
    let cells = row;
    if (columns && index === 0) return;
    let email = '';
    let name = { firstname: '', lastname: '' };
    let application = '';
    if (columns) {
      email = cells[columns.email] ?? '';
      application = columns.application >= 0 ? (cells[columns.application] ?? '') : '';
      if (columns.first >= 0 || columns.last >= 0)
        name = { firstname: cells[columns.first] ?? '', lastname: cells[columns.last] ?? '' };
      else if (columns.name >= 0) name = splitName(cells[columns.name] ?? '');
    } else {
      // A cell of digits alone, after the first, is the application ID ("Ana, ana@…, 4711").
      const id = cells.findIndex((c, i) => i > 0 && /^\d+$/.test(c));
      if (id >= 0) {
        application = cells[id] ?? '';
        cells = cells.filter((_, i) => i !== id);
      }
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
      invalid.push({ line: index + 1, value: row.join(', ') });
      return;
    }
    if (application && !GREENHOUSE_APPLICATION_ID_PATTERN.test(application)) {
      invalid.push({ line: index + 1, value: application, reason: 'application' });
      return;
    }
    addresses += 1;
    const key = normalizeEmail(email);
    if (seen.has(key)) return;
    seen.add(key);
    recipients.push({ email: key, ...name, ...(application ? { greenhouse_application_id: application } : {}) });
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
