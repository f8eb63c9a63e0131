/**
 * Which index keys a write sets or removes, as ElectroDB decides it (`_getIndexImpact`, `_getPutKeys`,
 * `_getUpdatedKeys` in its entity.js): an index is rewritten when the write names one of its attributes; a sparse
 * index (one with a `condition`) needs all of its attributes then, and is left out (its keys removed) when the
 * condition does not hold; removing an attribute of a key removes that key.
 */
import { LiteDbError } from './errors';
import type { Index, Model, Values } from './model';

type KeyType = 'pk' | 'sk';

interface Impact {
  /** Impacted key types per index, in the order ElectroDB meets them. */
  types: Map<Index, Partial<Record<KeyType, string>>>;
  completed: Index[];
  conditions: Map<Index, boolean>;
}

function byAttribute(model: Model): [string, { index: Index; type: KeyType }[]][] {
  const out = new Map<string, { index: Index; type: KeyType }[]>();
  for (const index of model.indexes) {
    const members: [string, KeyType][] = [
      ...index.pk.composite.map((a) => [a, 'pk'] as [string, KeyType]),
      ...(index.sk?.composite ?? []).map((a) => [a, 'sk'] as [string, KeyType]),
    ];
    for (const [name, type] of members) {
      if (!out.has(name)) out.set(name, []);
      out.get(name)!.push({ index, type });
    }
  }
  return [...out.entries()];
}

function fieldOf(index: Index, type: KeyType): string | undefined {
  return type === 'pk' ? index.pk.field : index.sk?.field;
}

/** ElectroDB's `_expectIndexFacets` (through `_getIndexImpact`). */
export function indexImpact(
  model: Model,
  attributes: Values,
  included: Values,
  { includedOnly = false, skipConditions = false } = {},
): Impact {
  const impacted = new Map<Index, Partial<Record<KeyType, string[]>>>();
  const types = new Map<Index, Partial<Record<KeyType, string>>>();
  const sources = new Map<Index, Partial<Record<KeyType, 'provided' | 'composite'>>>();
  const touch = (index: Index, type: KeyType, names: string[], source: 'provided' | 'composite', append: boolean) => {
    if (!impacted.has(index)) impacted.set(index, {});
    const entry = impacted.get(index)!;
    entry[type] = append ? [...(entry[type] ?? []), ...names] : [...names];
    if (!types.has(index)) types.set(index, {});
    types.get(index)![type] = fieldOf(index, type);
    if (!sources.has(index)) sources.set(index, {});
    const s = sources.get(index)!;
    s[type] = source === 'provided' ? 'provided' : (s[type] ?? 'composite');
  };
  for (const [name, uses] of byAttribute(model)) {
    if (attributes[name] === undefined) continue;
    for (const { index, type } of uses) touch(index, type, [name], 'provided', true);
  }
  if (includedOnly) {
    for (const index of model.indexes) {
      if (index.name === '' || !index.condition) continue;
      const { pk } = index;
      if (pk.composite.length && pk.composite.every((a) => included[a] !== undefined))
        touch(index, 'pk', [...pk.composite], 'composite', false);
      const sk = index.sk;
      if (sk && sk.composite.length && sk.composite.every((a) => included[a] !== undefined))
        touch(index, 'sk', [...sk.composite], 'composite', false);
    }
  }
  const includedNames = Object.keys(included);
  const completed: Index[] = [];
  const incomplete: { index: Index; missing: string[] }[] = [];
  const conditions = new Map<Index, boolean>();
  for (const index of model.indexes) {
    const hit = impacted.get(index);
    let missing: string[] = [];
    if (hit) {
      const pk = index.pk.composite;
      const sk = index.sk?.composite ?? [];
      const missingPk = hit.pk !== undefined && hit.pk.length !== pk.length;
      const missingSk = hit.sk !== undefined && hit.sk.length !== sk.length;
      if (missingPk) missing = [...missing, ...pk.filter((a) => !hit.pk!.includes(a) && !includedNames.includes(a))];
      if (missingSk) missing = [...missing, ...sk.filter((a) => !hit.sk!.includes(a) && !includedNames.includes(a))];
      if (!missingPk && !missingSk) completed.push(index);
    }
    if (skipConditions || index.name === '' || !index.condition) {
      incomplete.push({ index, missing });
      conditions.set(index, true);
      continue;
    }
    const source = sources.get(index);
    const memberProvided = !!source && (source.pk === 'provided' || source.sk === 'provided');
    const members = model.members(index);
    const allIncluded = members.every((a) => included[a] !== undefined);
    if (memberProvided || allIncluded) {
      const absent = members.filter(
        (a) => (attributes[a] === undefined && included[a] === undefined) || missing.includes(a),
      );
      if (absent.length > 0)
        throw new LiteDbError(
          `Incomplete composite attributes provided for index ${index.name}. Write operations that include composite attributes, for indexes with a condition callback defined, must always provide values for every index composite. Missing composite attributes identified: ${absent.map((a) => `"${a}"`).join(', ')}`,
        );
      conditions.set(index, !!index.condition({ ...attributes, ...included }));
    } else {
      incomplete.push({ index, missing });
    }
  }
  const failing = incomplete.filter((i) => i.missing.length > 0);
  if (failing.length > 0)
    throw new LiteDbError(
      `Incomplete composite attributes: Without the composite attributes ${failing
        .flatMap((f) => f.missing)
        .map((m) => `"${m}"`)
        .join(
          ', ',
        )} the following access patterns cannot be updated: ${failing.map((f) => `"${f.index.accessPattern}"`).join(', ')}.`,
    );
  return { types, completed, conditions };
}

/** The index key fields of a put: every index whose attributes are all given (and whose condition holds). */
export function putKeys(
  model: Model,
  keyValues: Values,
  record: Values,
): { keys: Record<string, string>; deleted: string[] } {
  const impact = indexImpact(model, record, keyValues);
  const deleted: string[] = [];
  for (const [index, holds] of impact.conditions) {
    if (holds) continue;
    deleted.push(index.pk.field);
    if (index.sk) deleted.push(index.sk.field);
  }
  const indexes = impact.completed.includes(model.table) ? impact.completed : [...impact.completed, model.table];
  const values = { ...keyValues, ...record };
  const keys: Record<string, string> = {};
  for (const index of indexes) {
    if (index.condition && !index.condition(values)) continue;
    const pk = model.key(index.pk, values).key;
    if (pk !== '') keys[index.pk.field] = pk;
    if (index.sk) {
      const sk = model.key(index.sk, values).key;
      if (sk !== '') keys[index.sk.field] = sk;
    }
  }
  return { keys, deleted };
}

/** The key fields an update sets, the ones it removes, and the table key it addresses. */
export function updateKeys(
  model: Model,
  keyValues: Values,
  set: Values,
  removed: Values,
): { key: Record<string, string>; updated: Record<string, string>; deleted: string[] } {
  const impact = indexImpact(model, set, keyValues, { includedOnly: true });
  const removedImpact = indexImpact(model, removed, keyValues, { skipConditions: true });
  if (!impact.types.has(model.table)) impact.types.set(model.table, { pk: 'pk', sk: 'sk' });
  const values = { ...set, ...keyValues };
  const deleted: string[] = [];
  for (const [index, holds] of impact.conditions) {
    if (holds) continue;
    deleted.push(index.pk.field);
    if (index.sk) deleted.push(index.sk.field);
  }
  for (const types of removedImpact.types.values()) deleted.push(...(Object.values(types) as string[]));
  const key: Record<string, string> = {};
  const updated: Record<string, string> = {};
  for (const [index, types] of impact.types) {
    if (index.condition && index.name !== '' && !impact.conditions.get(index)) continue;
    const pk = types.pk ? model.key(index.pk, values).key : undefined;
    let sk = types.sk && index.sk ? model.key(index.sk, values).key : undefined;
    if (index === model.table) {
      key[index.pk.field] = pk!;
      if (index.sk) key[index.sk.field] = sk!;
    } else if (sk === undefined && index.sk && index.sk.composite.length === 0) {
      // A sort key of no attributes is its prefix alone: written with the partition key, so the index is queryable.
      sk = index.sk.prefix.toLowerCase();
    }
    if (pk) updated[index.pk.field] = pk;
    if (index.sk && sk) updated[index.sk.field] = sk;
  }
  return { key, updated, deleted };
}
