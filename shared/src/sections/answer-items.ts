import type { SectionKind } from './kinds';
import { SECTION_META } from './meta-registry';

/**
 * Where a section's answers hold their items: one level down (question id → answer) or two (part → question id →
 * answer), as each kind's meta says. An item is what a respondent answers in one go; a culture-profile group is one
 * item, since its points are placed together and must add up.
 */
export const answerItemDepth = (kind: SectionKind): 1 | 2 => SECTION_META[kind].answerDepth;

/** An item's place in a section's answers: [question id] or [part, question id]. */
export type ItemPath = string[];

/** The most items one save may name: above the largest section (a 120-item personality form, or values and traits). */
export const MAX_CHANGED_ANSWER_ITEMS = 500;

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);
const keyOf = (path: ItemPath) => JSON.stringify(path);

/** Every answered item of a section's answers, by path key; anything not shaped like answers has none. */
function itemsOf(kind: SectionKind, answers: unknown): Map<string, { path: ItemPath; value: unknown }> {
  const items = new Map<string, { path: ItemPath; value: unknown }>();
  if (!isPlain(answers)) return items;
  for (const [k, v] of Object.entries(answers)) {
    if (answerItemDepth(kind) === 1) items.set(keyOf([k]), { path: [k], value: v });
    else if (isPlain(v))
      for (const [id, answer] of Object.entries(v)) items.set(keyOf([k, id]), { path: [k, id], value: answer });
  }
  return items;
}

/**
 * How many items a section's saved answers hold (spec part 1 §4 "no time remaining": what a closed section kept);
 * an empty text or an empty choice list is no answer.
 */
export function answeredItemCount(kind: SectionKind, answers: unknown): number {
  let n = 0;
  for (const { value } of itemsOf(kind, answers).values()) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    n += 1;
  }
  return n;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The items answered, changed or cleared between two copies of a section's answers. */
export function changedItems(kind: SectionKind, before: unknown, after: unknown): ItemPath[] {
  const was = itemsOf(kind, before);
  const now = itemsOf(kind, after);
  const changed: ItemPath[] = [];
  for (const [key, item] of now) if (!was.has(key) || !same(was.get(key)?.value, item.value)) changed.push(item.path);
  for (const [key, item] of was) if (!now.has(key)) changed.push(item.path);
  return changed;
}

function copyOf(kind: SectionKind, answers: unknown): Plain {
  if (!isPlain(answers)) return {};
  if (answerItemDepth(kind) === 1) return { ...answers };
  return Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, isPlain(v) ? { ...v } : v]));
}

function put(target: Plain, path: ItemPath, value: unknown): void {
  const [head, leaf] = path as [string, string | undefined];
  if (leaf === undefined) {
    if (value === undefined) delete target[head];
    else target[head] = value;
    return;
  }
  const part = isPlain(target[head]) ? (target[head] as Plain) : (target[head] = {});
  if (value === undefined) delete part[leaf];
  else part[leaf] = value;
}

/**
 * One device's save laid over the stored answers item by item: the items that device changed (or cleared) take its
 * value, every other item keeps the stored one. So two tabs or devices answering the same test never undo each
 * other's answers, and the last write of each item wins. Without `changed` (a client that sends only what it has)
 * every item it sends counts as changed and nothing is cleared.
 */
export function mergeAnswerItems(
  kind: SectionKind,
  stored: unknown,
  incoming: unknown,
  changed?: readonly ItemPath[],
): Plain {
  const sent = itemsOf(kind, incoming);
  const kept = itemsOf(kind, stored);
  const mine = new Set(changed ? changed.map(keyOf) : sent.keys());
  const merged = copyOf(kind, incoming);
  for (const [key, item] of [...sent, ...kept]) if (!mine.has(key)) put(merged, item.path, kept.get(key)?.value);
  return merged;
}
