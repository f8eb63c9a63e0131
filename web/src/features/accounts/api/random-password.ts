const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-_=+?';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

type RandomFill = (bytes: Uint32Array) => Uint32Array;

/**
 * Sign-in is by e-mail PIN only, yet Cognito's SignUp requires a password: this one is random,
 * strong enough for any pool policy (every character class) and never shown or stored.
 */
export function randomPassword(length = 32, fill: RandomFill = (b) => crypto.getRandomValues(b)): string {
  const random = fill(new Uint32Array(length + 4));
  const pick = (set: string, i: number) => set[(random[i] ?? 0) % set.length] ?? set[0];
  const chars = [pick(LOWER, 0), pick(UPPER, 1), pick(DIGITS, 2), pick(SYMBOLS, 3)];
  for (let i = 4; i < length; i += 1) chars.push(pick(ALL, i));
  // Shuffle so the guaranteed classes are not always first.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = (random[(i + 4) % random.length] ?? 0) % (i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
