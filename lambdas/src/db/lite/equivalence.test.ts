/**
 * The data layer against ElectroDB itself (the only place ElectroDB's code runs): for every entity model and every
 * call shape the code base uses, the lite entity's `.params()` must equal ElectroDB's for the same call, the same
 * calls must be refused, and the same stored items must read back the same.
 */
import { Entity as ElectroEntity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../../test/support/document-client';
import { entityBuilders } from '../service';
import type { LiteEntity } from './entity';
import type { Attribute } from './attributes';

process.env.TABLE_NAME ??= 'equivalence-table';
process.env.AWS_REGION ??= 'us-east-1';

type Values = Record<string, unknown>;
type AnyEntity = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A realistic value for an attribute (mixed case, so key casing shows). */
function sample(a: Attribute, variant = 0): unknown {
  switch (a.kind) {
    case 'string':
      return `${a.name}-Value${variant || ''}@X.io`;
    case 'number':
      return 7 + variant;
    case 'boolean':
      return variant % 2 === 0;
    case 'enum':
      return a.enumValues[variant % a.enumValues.length];
    case 'list':
      return [sample(a.items!, variant), sample(a.items!, variant + 1)];
    case 'set':
      return [sample(a.items!, variant)];
    case 'map':
      return {
        ...Object.fromEntries(Object.entries(a.properties!).map(([n, p]) => [n, sample(p, variant)])),
        stray: 1,
      };
    case 'any':
      return { nested: { n: variant }, list: ['x'] };
  }
}

/** The outcome of building params: the params, or that the call was refused. */
function outcome(build: () => unknown): unknown {
  try {
    return { params: normalise(build()) };
  } catch {
    return 'refused';
  }
}
/** Sets compared by content; commit markers (symbols) dropped. */
function normalise(value: unknown): unknown {
  if (value instanceof Set) return { set: [...value].sort() };
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  return value;
}

const entities = Object.entries(entityBuilders).map(([name, build]) => {
  const lite = build() as unknown as LiteEntity;
  const electro = new ElectroEntity(lite.schema as never, { table: process.env.TABLE_NAME, client: documentClient() });
  return { name, lite, electro: electro as unknown as AnyEntity, liteAny: lite as unknown as AnyEntity };
});

function shapes(lite: LiteEntity) {
  const model = lite.model;
  const attrs = Object.values(model.attributes);
  const full = Object.fromEntries(attrs.map((a) => [a.name, sample(a)]));
  const requiredOnly = Object.fromEntries(attrs.filter((a) => a.required).map((a) => [a.name, sample(a, 1)]));
  const tableKeys = model.members(model.table);
  const keys = Object.fromEntries(tableKeys.map((n) => [n, full[n]]));
  const nonKey = attrs.filter((a) => !tableKeys.includes(a.name));
  const optional = nonKey.filter((a) => !a.required);
  const numbers = nonKey.filter((a) => a.kind === 'number');
  const lists = nonKey.filter((a) => a.kind === 'list');
  const sets = nonKey.filter((a) => a.kind === 'set');
  const calls: [string, (e: AnyEntity) => unknown][] = [];
  const add = (label: string, fn: (e: AnyEntity) => unknown) => calls.push([label, fn]);
  const whereOps: [string, (a: AnyEntity, op: AnyEntity) => string][] = [];
  const first = nonKey[0] ?? attrs[0]!;
  const second = nonKey[1] ?? first;
  for (const op of ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'begins'])
    whereOps.push([op, (a, o) => o[op](a[first.name], sample(first, 2))]);
  whereOps.push(['exists', (a, o) => o.exists(a[first.name])]);
  whereOps.push(['notExists', (a, o) => o.notExists(a[first.name])]);
  whereOps.push(['or', (a, o) => `${o.notExists(a[first.name])} OR ${o.lt(a[second.name], sample(second, 1))}`]);
  whereOps.push([
    'and',
    (a, o) => `${o.eq(a[first.name], sample(first, 1))} AND ${o.ne(a[second.name], sample(second, 3))}`,
  ]);
  whereOps.push([
    'same attribute twice',
    (a, o) => `${o.eq(a[first.name], sample(first, 1))} OR ${o.eq(a[first.name], sample(first, 2))}`,
  ]);
  whereOps.push(['undefined value', (a, o) => o.eq(a[first.name], undefined)]);

  add('get', (e) => e.get(keys).params());
  add('get consistent, attributes', (e) =>
    e.get(keys).params({ consistent: true, attributes: [first.name, second.name] }),
  );
  add('get missing key', (e) => e.get({}).params());
  add('delete', (e) => e.delete(keys).params());
  add('delete all_old', (e) => e.delete(keys).params({ response: 'all_old' }));
  add('remove', (e) => e.remove(keys).params());
  add('put', (e) => e.put(full).params());
  add('put required only', (e) => e.put(requiredOnly).params());
  add('create', (e) => e.create(full).params());
  add('create required only', (e) => e.create(requiredOnly).params());
  add('create missing required', (e) => e.create(keys).params());
  add('create wrong type', (e) => e.create({ ...full, [first.name]: Symbol.iterator }).params());
  add('upsert', (e) => e.upsert(full).params());
  add('upsert required only', (e) => e.upsert(requiredOnly).params());
  add('patch set all', (e) =>
    e
      .patch(keys)
      .set(Object.fromEntries(nonKey.map((a) => [a.name, full[a.name]])))
      .params(),
  );
  add('patch set all, all_new', (e) =>
    e
      .patch(keys)
      .set(Object.fromEntries(nonKey.map((a) => [a.name, sample(a, 1)])))
      .params({ response: 'all_new' }),
  );
  for (const a of nonKey) {
    add(`patch set ${a.name}`, (e) =>
      e
        .patch(keys)
        .set({ [a.name]: sample(a, 1) })
        .params(),
    );
    add(`update set ${a.name} ''/0/false`, (e) =>
      e
        .update(keys)
        .set({ [a.name]: a.kind === 'string' ? '' : a.kind === 'number' ? 0 : sample(a, 3) })
        .params(),
    );
    add(`patch set ${a.name} undefined`, (e) =>
      e
        .patch(keys)
        .set({ [a.name]: undefined })
        .params(),
    );
    add(`patch set ${a.name} wrong type`, (e) =>
      e
        .patch(keys)
        .set({ [a.name]: Symbol.iterator })
        .params(),
    );
  }
  for (const index of model.indexes) {
    const members = model.members(index).filter((n) => !tableKeys.includes(n));
    if (members.length === 0) continue;
    const setting = (variant: number, blank = false) =>
      Object.fromEntries(members.map((n) => [n, blank ? '' : sample(model.attributes[n]!, variant)]));
    add(`patch set index ${index.accessPattern}`, (e) => e.patch(keys).set(setting(1)).params());
    add(`patch blank index ${index.accessPattern}`, (e) => e.patch(keys).set(setting(1, true)).params());
    add(`patch set index ${index.accessPattern} + other`, (e) =>
      e
        .patch(keys)
        .set({ ...setting(2), [first.name]: sample(first, 2) })
        .where((a: AnyEntity, o: AnyEntity) => o.eq(a[first.name], 'x'))
        .params(),
    );
    for (const m of members) add(`update remove ${m}`, (e) => e.update(keys).remove([m]).params());
  }
  for (const a of optional) add(`patch remove ${a.name}`, (e) => e.patch(keys).remove([a.name]).params());
  add('remove required', (e) =>
    e
      .patch(keys)
      .remove([first.name, ...attrs.filter((a) => a.required).map((a) => a.name)])
      .params(),
  );
  for (const a of numbers) {
    add(`update add ${a.name}`, (e) =>
      e
        .update(keys)
        .add({ [a.name]: 1 })
        .params(),
    );
    add(`patch subtract ${a.name}`, (e) =>
      e
        .patch(keys)
        .subtract({ [a.name]: 1 })
        .where((x: AnyEntity, o: AnyEntity) => o.gt(x[a.name], 0))
        .params(),
    );
    add(`update set+add+remove ${a.name}`, (e) =>
      e
        .update(keys)
        .set({ [second.name]: sample(second, 4) })
        .add({ [a.name]: 2 })
        .remove(optional.slice(0, 2).map((o) => o.name))
        .params(),
    );
  }
  for (const a of lists)
    add(`patch append ${a.name}`, (e) =>
      e
        .patch(keys)
        .append({ [a.name]: [sample(a.items!, 5)] })
        .params(),
    );
  for (const a of sets)
    add(`update add set ${a.name}`, (e) =>
      e
        .update(keys)
        .add({ [a.name]: ['f1'] })
        .params(),
    );
  for (const [label, where] of whereOps) {
    add(`patch where ${label}`, (e) =>
      e
        .patch(keys)
        .set({ [second.name]: sample(second, 1) })
        .where(where)
        .params(),
    );
    add(`create where ${label}`, (e) => e.create(full).where(where).params());
    add(`delete where ${label}`, (e) => e.delete(keys).where(where).params());
    add(`update where ${label} twice`, (e) =>
      e
        .update(keys)
        .set({ [second.name]: sample(second, 1) })
        .where(where)
        .where(where)
        .params(),
    );
  }
  for (const index of model.indexes) {
    const q = (e: AnyEntity) => e.query[index.accessPattern];
    const pkValues = Object.fromEntries(index.pk.composite.map((n) => [n, full[n]]));
    const sk = index.sk?.composite ?? [];
    const allSk = Object.fromEntries(sk.map((n) => [n, full[n]]));
    const firstSk = sk.length > 0 ? { [sk[0]!]: full[sk[0]!] } : {};
    add(`query ${index.accessPattern}`, (e) => q(e)(pkValues).params());
    add(`query ${index.accessPattern} missing pk`, (e) => q(e)({}).params());
    add(`query ${index.accessPattern} full sk`, (e) => q(e)({ ...pkValues, ...allSk }).params());
    add(`query ${index.accessPattern} first sk`, (e) => q(e)({ ...pkValues, ...firstSk }).params());
    for (const op of ['begins', 'gt', 'gte', 'lt', 'lte']) {
      add(`query ${index.accessPattern} ${op}`, (e) => q(e)(pkValues)[op](firstSk).params());
      add(`query ${index.accessPattern} ${op} all`, (e) => q(e)(pkValues)[op](allSk).params());
    }
    add(`query ${index.accessPattern} between`, (e) =>
      q(e)(pkValues)
        .between(firstSk, Object.fromEntries(Object.keys(firstSk).map((k) => [k, `${String(firstSk[k])}\uffff`])))
        .params(),
    );
    for (const [label, where] of whereOps)
      add(`query ${index.accessPattern} where ${label}`, (e) => q(e)(pkValues).where(where).params());
    add(`query ${index.accessPattern} options`, (e) =>
      q(e)(pkValues)
        .where(whereOps[1]![1])
        .params({ order: 'desc', limit: 5, attributes: [first.name, 'pk' in full ? first.name : second.name] }),
    );
    add(`query ${index.accessPattern} asc consistent`, (e) =>
      q(e)(pkValues)
        .lt(firstSk)
        .params({ order: 'asc', consistent: true, attributes: [second.name] }),
    );
  }
  add('commit put/patch/delete/check', (e) => [
    e.create(full).commit(),
    e
      .patch(keys)
      .set({ [second.name]: sample(second, 1) })
      .where(whereOps[0]![1])
      .commit(),
    e.delete(keys).commit(),
    e.check(keys).where(whereOps[1]![1]).commit(),
    e.get(keys).commit(),
    e.upsert(full).where(whereOps[8]![1]).commit(),
  ]);
  return { calls, full, keys, requiredOnly };
}

describe('the data layer sends what ElectroDB sends', () => {
  it.each(entities)('$name: every call shape', ({ lite, electro, liteAny }) => {
    const { calls } = shapes(lite);
    expect(calls.length).toBeGreaterThan(40);
    const differences: string[] = [];
    for (const [label, call] of calls) {
      const ours = outcome(() => call(liteAny));
      const theirs = outcome(() => call(electro));
      try {
        expect(ours).toEqual(theirs);
      } catch {
        differences.push(`${label}\n  lite:     ${JSON.stringify(ours)}\n  electrodb: ${JSON.stringify(theirs)}`);
      }
    }
    expect(differences.join('\n')).toBe('');
  });
});

describe('the data layer reads what ElectroDB reads', () => {
  it.each(entities)(
    '$name: items of its own, of another entity, with and without attributes',
    ({ lite, electro, liteAny }) => {
      const { full, requiredOnly } = shapes(lite);
      const stored = normalise((liteAny.put(full).params() as { Item: Values }).Item) as Values;
      const stored2 = (liteAny.put(requiredOnly).params() as { Item: Values }).Item;
      const foreign = { ...stored, __edb_e__: 'someoneElse' };
      const oldVersion = { ...stored, __edb_v__: '0' };
      const withSet = Object.fromEntries(
        Object.entries(stored).map(([k, v]) => [
          k,
          v && typeof v === 'object' && 'set' in v ? new Set((v as { set: unknown[] }).set) : v,
        ]),
      );
      for (const item of [withSet, stored2, foreign, oldVersion]) {
        const theirs = electro.formatResponse({ Item: item }, '', {}).data;
        expect(lite.format(item)).toEqual(theirs);
        const attributes = Object.keys(lite.model.attributes).slice(0, 2);
        expect(lite.format(item, attributes)).toEqual(electro.formatResponse({ Item: item }, '', { attributes }).data);
      }
    },
  );
});
