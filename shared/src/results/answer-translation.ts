import type { Locale } from '../i18n/locale';
import { englishLanguageName, type OpenAnswer } from './open-answers';

/**
 * The AI translation of a respondent's open answers (issue 27 §1, docs/ai.md "Translating open answers"): the
 * answers go to the model as one JSON object of key → text, and the answer must be the same keys with their
 * translations. The respondent's words are data to translate, never instructions.
 */

/** JSON with `<`, `>` and `&` escaped (still the same JSON): an answer stays one quoted string to the model. */
function asJsonData(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The placeholders of PROMPT_TRANSLATE_ANSWERS (lambdas/src/common/ai/prompt-pack.ts). */
export function translationPromptVars(
  answers: readonly Pick<OpenAnswer, 'key' | 'text'>[],
  source: string,
  target: Locale,
): Record<string, string> {
  return {
    sourceLanguage: englishLanguageName(source),
    targetLanguage: englishLanguageName(target),
    answers: asJsonData(Object.fromEntries(answers.map((a) => [a.key, a.text]))),
  };
}

/**
 * The model's answer read as the translations of exactly these keys: a JSON object (a Markdown code fence around it
 * is tolerated) with a non-empty string for every key. Anything else is refused, so the call is tried again.
 */
export function parseTranslation(text: string, keys: readonly string[]): { key: string; text: string }[] {
  const body = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  const parsed: unknown = JSON.parse(body);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
  const map = parsed as Record<string, unknown>;
  return keys.map((key) => {
    const value = map[key];
    if (typeof value !== 'string' || value.trim() === '') throw new Error(`no translation of ${key}`);
    return { key, text: value };
  });
}

/** The label the offline stand-in puts before each text, so nobody takes it for a translation. */
export function offlineTranslationMark(source: string, target: Locale): string {
  return `[Offline stand-in, not translated: ${englishLanguageName(source)} → ${englishLanguageName(target)}]`;
}

/** The offline stand-in's deterministic answer: every text as written, marked. */
export function offlineTranslation(
  answers: readonly Pick<OpenAnswer, 'key' | 'text'>[],
  source: string,
  target: Locale,
): string {
  const mark = offlineTranslationMark(source, target);
  return JSON.stringify(Object.fromEntries(answers.map((a) => [a.key, `${mark} ${a.text}`])));
}
