/**
 * Text someone typed (a company name, an assessment name, an invitation's own words) made safe to place in an
 * e-mail body (docs/abuse.md): control characters, CR/LF and the bidirectional overrides that can disguise a
 * link or a name become spaces, runs of white space one space, and the result is cut to `max` characters. It
 * never goes into a subject or a header: those are product text only.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function oneLine(text: string, max = 200): string {
  return text.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** A typed message as paragraphs: split on blank lines, each paragraph made one safe line; empty ones dropped. */
export function paragraphs(text: string, max = 2000): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => oneLine(p, max))
    .filter(Boolean);
}
