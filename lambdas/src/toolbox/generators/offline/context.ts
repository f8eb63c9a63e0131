import { GENERATORS, fieldText, type GeneratorId, type GeneratorInputs } from '@shared/toolbox/generators';
import type { AiOutputLanguage } from '@shared/toolbox/prompt-codes';

/** What an offline document is written from: the run's inputs, read as words in the output language. */
export interface OfflineContext {
  language: AiOutputLanguage;
  /** A field as words (a select's label in the output language; NOT_GIVEN when empty). */
  v(name: string): string;
  /** Whether an optional field was filled in. */
  has(name: string): boolean;
  /** A free-text field split into items (lines, commas, semicolons), at most `max`; `fallback` when empty. */
  list(name: string, fallback: readonly string[], max?: number): string[];
}

export function offlineContext(
  generator: GeneratorId,
  inputs: GeneratorInputs,
  language: AiOutputLanguage,
): OfflineContext {
  const fields = new Map(GENERATORS[generator].fields.map((f) => [f.name, f]));
  const raw = (name: string) => (inputs[name] ?? '').trim();
  return {
    language,
    v: (name) => {
      const field = fields.get(name);
      if (!field) throw new Error(`${generator} has no field ${name}`);
      return fieldText(field, raw(name), language);
    },
    has: (name) => raw(name) !== '',
    list: (name, fallback, max = 6) => {
      const items = raw(name)
        .split(/\r?\n|[;,]|•/)
        .map((s) => s.replace(/^\s*(?:[-*]|\d+[.)])\s*/, '').trim())
        .filter(Boolean);
      return (items.length ? items : [...fallback]).slice(0, max);
    },
  };
}

export const bullets = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');
export const numbered = (items: readonly string[]) => items.map((i, n) => `${n + 1}. ${i}`).join('\n');

/** Sections joined as Markdown: blank lines between blocks, nothing empty. */
export const doc = (...blocks: readonly (string | false | undefined)[]) =>
  blocks.filter((b): b is string => !!b && b.trim() !== '').join('\n\n') + '\n';
