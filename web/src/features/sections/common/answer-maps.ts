/** Answers kept as a flat map of question id → choice; anything else reads as empty, never breaks a screen. */
export function readChoiceMap<V extends string | number>(
  value: unknown,
  isValue: (v: unknown) => v is V,
): Record<string, V> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, V> = {};
  for (const [k, v] of Object.entries(value)) if (isValue(v)) out[k] = v;
  return out;
}

/** Set or clear one answer. */
export function setChoice<V>(answers: Record<string, V>, id: string, value: V | undefined): Record<string, V> {
  const next = { ...answers };
  if (value === undefined) delete next[id];
  else next[id] = value;
  return next;
}

/** How many of `ids` have no answer. */
export function countUnanswered(ids: readonly string[], answers: Record<string, unknown>): number {
  return ids.filter((id) => {
    const a = answers[id];
    return (
      a === undefined || a === '' || (typeof a === 'string' && a.trim() === '') || (Array.isArray(a) && a.length === 0)
    );
  }).length;
}

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
