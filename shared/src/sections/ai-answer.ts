/**
 * The JSON object of a model's answer. Models sometimes wrap it in a code fence or a sentence; anything that is not
 * one parseable object is refused (a failed attempt, retried).
 */
export function answerJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('the answer holds no JSON object');
  return JSON.parse(text.slice(start, end + 1)) as unknown;
}

/** Every entry once. */
export const unique = (list: readonly string[]) => new Set(list).size === list.length;
