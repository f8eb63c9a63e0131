import { interpolate } from '@shared/i18n/locale';

/**
 * The English sentences still in a text rendered in another language (an e-mail, a page): each English text is filled
 * with the same values and cut into sentences; a sentence with at least two words of its own (not counting the
 * filled-in values, which are the same in every language) that the rendered text contains is left over. A test of a
 * translated message expects none. White space is compared loosely: the plain-text part of an e-mail wraps its lines.
 */
export function englishLeft(
  rendered: string,
  englishTexts: readonly string[],
  values: Record<string, string | number> = {},
): string[] {
  const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
  const haystack = flat(rendered);
  const valueWords = new Set(
    Object.values(values)
      .flatMap((v) => String(v).split(/\s+/))
      .filter(Boolean),
  );
  return englishTexts
    .flatMap((text) => flat(interpolate(text, values)).split(/(?<=[.:;!?])\s+/))
    .filter((sentence) => sentence.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w) && !valueWords.has(w)).length >= 2)
    .filter((sentence) => haystack.includes(sentence));
}
