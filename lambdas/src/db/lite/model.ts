/**
 * An entity model compiled for the data layer: its attributes, and its indexes with the keys ElectroDB composes
 * (`$<service>#<attr>_<value>` partition keys, `$<entity>_<version>#<attr>_<value>` sort keys, all lower case).
 * Only what the models in `../entities/` use: no collections, templates, casing, labels or projections.
 */
import { Attribute, type AttributeDefinition } from './attributes';
import { LiteDbError } from './errors';

export interface ModelDefinition {
  model: { entity: string; version: string; service: string };
  attributes: Record<string, AttributeDefinition>;
  indexes: Record<string, IndexDefinition>;
}

interface IndexDefinition {
  index?: string;
  condition?: (attributes: Record<string, unknown>) => boolean;
  pk: { field: string; composite: readonly string[] };
  sk?: { field: string; composite: readonly string[] };
  [other: string]: unknown;
}

export interface Index {
  accessPattern: string;
  /** '' for the table itself (ElectroDB's TableIndex). */
  name: string;
  pk: { field: string; composite: readonly string[]; prefix: string };
  sk?: { field: string; composite: readonly string[]; prefix: string };
  condition?: (attributes: Record<string, unknown>) => boolean;
}

export type Values = Record<string, unknown>;

const INDEX_KEYS = new Set(['index', 'condition', 'pk', 'sk']);

export class Model {
  readonly entity: string;
  readonly version: string;
  readonly attributes: Record<string, Attribute>;
  /** Attribute name by stored field. */
  readonly byField: Record<string, string>;
  readonly indexes: Index[];
  readonly table: Index;
  readonly byAccessPattern: Record<string, Index>;

  constructor(readonly schema: ModelDefinition) {
    const { entity, version, service } = schema.model;
    this.entity = entity;
    this.version = version;
    this.attributes = Object.fromEntries(
      Object.entries(schema.attributes).map(([name, d]) => [name, new Attribute(name, d)]),
    );
    this.byField = Object.fromEntries(Object.values(this.attributes).map((a) => [a.field, a.name]));
    this.indexes = Object.entries(schema.indexes).map(([accessPattern, d]) => {
      for (const key of Object.keys(d))
        if (!INDEX_KEYS.has(key))
          throw new LiteDbError(`Index "${accessPattern}": "${key}" is not supported by the data layer`);
      for (const part of [d.pk, d.sk ?? { field: '', composite: [] }])
        for (const [key, value] of Object.entries(part)) {
          // `facets` is ElectroDB's older name of `composite` (its constructor writes it into the model it reads).
          const alias = key === 'facets' && JSON.stringify(value) === JSON.stringify(part.composite);
          if (key !== 'field' && key !== 'composite' && !alias)
            throw new LiteDbError(`Index "${accessPattern}": key "${key}" is not supported by the data layer`);
        }
      for (const attr of [...d.pk.composite, ...(d.sk?.composite ?? [])])
        if (!this.attributes[attr]) throw new LiteDbError(`Index "${accessPattern}": no attribute "${attr}"`);
      return {
        accessPattern,
        name: d.index ?? '',
        pk: { ...d.pk, prefix: `$${service}` },
        ...(d.sk ? { sk: { ...d.sk, prefix: `$${entity}_${version}` } } : {}),
        ...(d.condition ? { condition: d.condition } : {}),
      };
    });
    const table = this.indexes.find((i) => i.name === '');
    if (!table) throw new LiteDbError(`Entity "${entity}" has no table index`);
    this.table = table;
    this.byAccessPattern = Object.fromEntries(this.indexes.map((i) => [i.accessPattern, i]));
  }

  attribute(name: string): Attribute | undefined {
    return this.attributes[name];
  }

  /** The attributes of an index, partition key's then sort key's. */
  members(index: Index): string[] {
    return [...index.pk.composite, ...(index.sk?.composite ?? [])];
  }

  /**
   * ElectroDB's `_makeKey`: the prefix, then `#<attr>_<value>` per composite attribute until one is missing; with
   * `tail`, the missing one's label still follows (`#<attr>_`), which begins_with queries rely on.
   */
  key(
    part: { composite: readonly string[]; prefix: string },
    values: Values,
    tail = true,
  ): { key: string; fulfilled: boolean } {
    let key = part.prefix;
    let found = 0;
    for (const name of part.composite) {
      const value = values[name];
      if (value === undefined && !tail) break;
      key = `${key}#${name}_`;
      if (value === undefined) break;
      found++;
      key = `${key}${String(value)}`;
    }
    return { key: key.toLowerCase(), fulfilled: found === part.composite.length };
  }

  /** The index's key fields for the values (the sort key only when the index has one). */
  keyOf(index: Index, values: Values): Record<string, string> {
    const out: Record<string, string> = { [index.pk.field]: this.key(index.pk, values).key };
    if (index.sk) out[index.sk.field] = this.key(index.sk, values).key;
    return out;
  }

  /** ElectroDB's `_expectFacets`: the named attributes' values, all present, or an error. */
  expect(values: Values, names: readonly string[]): Values {
    const missing = names.filter((n) => values[n] === undefined);
    if (missing.length > 0)
      throw new LiteDbError(
        `Incomplete or invalid key composite attributes supplied. Missing properties: ${missing.map((m) => `"${m}"`).join(', ')}`,
      );
    return Object.fromEntries(names.map((n) => [n, values[n]]));
  }

  /** The record as stored → as returned: attributes only (keys and markers dropped), sets as arrays. */
  fromStored(item: Values, attributes: readonly string[] = []): Values {
    const out: Values = {};
    const only = attributes.length > 0 ? new Set(attributes) : null;
    for (const [field, value] of Object.entries(item)) {
      const name = this.byField[field];
      if (name === undefined || (only && !only.has(name))) continue;
      out[name] = this.attributes[name]!.fromStored(value);
    }
    return out;
  }

  /** Whether the stored item is one of this entity's (ElectroDB's `ownsItem`: the entity and version markers). */
  owns(item: Values | undefined): boolean {
    return (
      !!item &&
      item.__edb_e__ === this.entity &&
      item.__edb_v__ === this.version &&
      typeof item.__edb_e__ === 'string' &&
      item.__edb_e__.length > 0 &&
      typeof item.__edb_v__ === 'string' &&
      item.__edb_v__.length > 0
    );
  }
}
