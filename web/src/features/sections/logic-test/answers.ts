import type { SectionContent } from '@shared/routes';

export type LogicAnswers = Record<string, Record<string, string>>;

/** Stored answers (part → item → option id); anything malformed reads as empty. */
export function readLogicAnswers(value: unknown): LogicAnswers {
  if (!value || typeof value !== 'object') return {};
  const out: LogicAnswers = {};
  for (const [part, items] of Object.entries(value)) {
    if (!items || typeof items !== 'object') continue;
    out[part] = Object.fromEntries(Object.entries(items).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >;
  }
  return out;
}

export function setLogicAnswer(
  answers: LogicAnswers,
  part: string,
  item: string,
  option: string | undefined,
): LogicAnswers {
  const partAnswers = { ...(answers[part] ?? {}) };
  if (option === undefined) delete partAnswers[item];
  else partAnswers[item] = option;
  return { ...answers, [part]: partAnswers };
}

/** The chosen parts, in order, with their items. */
export function logicParts(content: SectionContent) {
  return (content.groups.parts ?? []).map((p) => ({ id: p.id, name: p.text, items: content.groups[p.id] ?? [] }));
}

export function logicUnanswered(content: SectionContent, value: unknown): number {
  const answers = readLogicAnswers(value);
  return logicParts(content).reduce(
    (n, part) => n + part.items.filter((i) => answers[part.id]?.[i.id] === undefined).length,
    0,
  );
}
