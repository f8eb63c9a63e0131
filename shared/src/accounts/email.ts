/**
 * E-mail format (spec part 1 §5, part 2 §5): word characters with optional dots or dashes, an @,
 * a domain and a 2–3 letter ending. Written without nested quantifiers so it runs in linear time.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[a-z]{2,3}$/i;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(email));
}

export const EMAIL_MAX_LENGTH = 254;

/** Mail domains whose local part ignores dots: one Gmail inbox answers to every dotted spelling. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The person behind an address, for every "once per person" rule (a coupon per user, a friend referred once, a
 * referral reward, an existing user): lower-cased, a `+tag` dropped from the local part, and for Gmail (whose two
 * domains are one) the dots too, since `j.ohn+x@gmail.com` lands in john@gmail.com's inbox. Other providers'
 * dots are kept: at most mail hosts `j.ohn` and `john` are two mailboxes.
 */
export function personKey(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at <= 0) return normalized;
  const domain = normalized.slice(at + 1);
  let local = normalized.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (!dotless) return `${local}@${domain}`;
  return `${local.replace(/\./g, '') || local}@${dotless}`;
}

/**
 * Storage key of an e-mail (spec part 1 §3 "keyed by an e-mail-derived key", §5: dots and hash
 * signs are replaced). Scheme: lowercase, then percent-escape `%`, `,` and `#` (`%25`, `%2C`,
 * `%23`), then turn every `.` into `,`. Commas cannot occur in a valid address, so keys read
 * naturally (`john,doe@mail,com`) and `emailFromKey` reverses any input exactly.
 */
export function emailKey(email: string): string {
  return normalizeEmail(email).replace(/%/g, '%25').replace(/,/g, '%2C').replace(/#/g, '%23').replace(/\./g, ',');
}

/** The person behind an address (personKey) as a storage key (emailKey): for every rule that holds once per person. */
export function personStoreKey(email: string): string {
  return emailKey(personKey(email));
}

export function emailFromKey(key: string): string {
  const escapes: Record<string, string> = { '%25': '%', '%2C': ',', '%23': '#' };
  return key.replace(/,/g, '.').replace(/%(25|2C|23)/g, (m) => escapes[m] ?? m);
}

/**
 * Microsoft sign-in can hand back a guest (B2B) principal name instead of the address
 * (spec part 1 §5): `john_hotmail.com#EXT#@tenant.onmicrosoft.com` is john@hotmail.com, and
 * personal accounts may come as `live.com#john@hotmail.com`. Everything from the first `#` is
 * dropped and, if no `@` is left, the last `_` is the original `@`.
 */
export function cleanMicrosoftEmail(raw: string): string {
  const email = normalizeEmail(raw);
  const prefixed = /^(?:live|outlook|hotmail)\.com#(.+@.+)$/.exec(email);
  if (prefixed?.[1]) return prefixed[1];
  const hash = email.indexOf('#');
  if (hash < 0) return email;
  const local = email.slice(0, hash);
  if (local.includes('@')) return local;
  const underscore = local.lastIndexOf('_');
  return underscore < 0 ? local : `${local.slice(0, underscore)}@${local.slice(underscore + 1)}`;
}
