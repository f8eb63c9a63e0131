/**
 * The data layer's Entity: ElectroDB's fluent API (get, put, create, upsert, update, patch, delete, remove, check,
 * query.<accessPattern> with sort-key conditions, where, go, params, commit) for the calls this code base makes,
 * sending the same DynamoDB requests ElectroDB sends and reading the same items (docs/architecture.md "Data layer").
 */
import type { TableClient } from '../client';
import { LiteDbError, sendThrough, type Send } from './errors';
import {
  FilterExpression,
  UpdateExpression,
  applyUpdateOperation,
  formatExpressionName,
  whereArguments,
} from './expressions';
import { BatchChain } from './batch';
import { putKeys, updateKeys } from './index-keys';
import { Model, type Index, type ModelDefinition, type Values } from './model';

export interface Binding {
  client: () => TableClient;
  table: () => string;
}

type Method = 'get' | 'put' | 'create' | 'upsert' | 'update' | 'patch' | 'delete' | 'remove' | 'check' | 'query';
type SkCondition = 'is' | 'begins' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';

export interface GoOptions {
  consistent?: boolean;
  attributes?: string[];
  cursor?: string | null;
  count?: number;
  limit?: number;
  order?: 'asc' | 'desc';
  pages?: number | 'all';
  response?: 'default' | 'none' | 'all_old' | 'updated_old' | 'all_new' | 'updated_new';
  originalErr?: boolean;
}
const GO_OPTIONS = new Set([
  'consistent',
  'attributes',
  'cursor',
  'count',
  'limit',
  'order',
  'pages',
  'response',
  'originalErr',
]);
const RETURN_VALUES: Record<string, string> = {
  none: 'NONE',
  all_old: 'ALL_OLD',
  updated_old: 'UPDATED_OLD',
  all_new: 'ALL_NEW',
  updated_new: 'UPDATED_NEW',
};

/** What a transaction's `commit()` hands it: the request item, and the entity that reads its answer. */
export const COMMITTED = Symbol('committed');
export type CommittedItem = Record<string, unknown> & { [COMMITTED]?: LiteEntity };

export class LiteEntity {
  readonly model: Model;
  readonly query: Record<string, (facets: Values) => Chain>;
  constructor(
    readonly schema: ModelDefinition,
    readonly binding: Binding,
  ) {
    this.model = new Model(schema);
    this.query = Object.fromEntries(
      this.model.indexes.map((index) => [
        index.accessPattern,
        (facets: Values = {}) => new Chain(this, 'query', facets, index),
      ]),
    );
  }
  get(keys: Values | Values[]) {
    return Array.isArray(keys) ? new BatchChain(this, 'get', keys) : new Chain(this, 'get', keys);
  }
  delete(keys: Values | Values[]) {
    return Array.isArray(keys) ? new BatchChain(this, 'delete', keys) : new Chain(this, 'delete', keys);
  }
  remove(keys: Values) {
    return new Chain(this, 'remove', keys);
  }
  check(keys: Values) {
    return new Chain(this, 'check', keys);
  }
  put(record: Values | Values[]) {
    return Array.isArray(record) ? new BatchChain(this, 'put', record) : new Chain(this, 'put', record);
  }
  create(record: Values) {
    return new Chain(this, 'create', record);
  }
  upsert(record: Values) {
    return new Chain(this, 'upsert', record);
  }
  update(keys: Values) {
    return new Chain(this, 'update', keys);
  }
  patch(keys: Values) {
    return new Chain(this, 'patch', keys);
  }
  scan = unsupported('scan');
  find = unsupported('find');
  match = unsupported('match');

  /** The stored item as returned, or null when it is not one of this entity's. */
  format(item: Values | undefined, attributes: readonly string[] = []): Values | null {
    return item && this.model.owns(item) ? this.model.fromStored(item, attributes) : null;
  }
}

function unsupported(what: string) {
  return () => {
    throw new LiteDbError(`${what} is not supported by the data layer`);
  };
}

const cursorOf = (key: Values | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
function keyOfCursor(cursor: string): Values {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Values;
  } catch {
    throw new LiteDbError('Unable to parse cursor');
  }
}

/** One call being chained: what ElectroDB keeps as its chain state. */
class Chain {
  private readonly model: Model;
  private error: unknown = null;
  private readonly condition: FilterExpression;
  private readonly update = new UpdateExpression();
  private keyValues: Values = {};
  private record: Values = {};
  /** The sort-key conditions of a query, in order: the composite given to the access pattern, then the chained one. */
  private readonly sk: { type: SkCondition | 'and'; facets: Values }[] = [];
  private queryType: SkCondition = 'is';
  private providedSk: string[] = [];
  private responseItem: Values = {};

  constructor(
    private readonly entity: LiteEntity,
    private readonly method: Method,
    input: Values,
    private readonly index: Index = entity.model.table,
  ) {
    this.model = entity.model;
    this.condition = new FilterExpression(method === 'query' ? 'filter' : 'condition');
    this.attempt(() => this.start(input ?? {}));
  }

  private attempt(step: () => void): this {
    if (this.error === null) {
      try {
        step();
      } catch (err) {
        this.error = err;
      }
    }
    return this;
  }

  private start(input: Values): void {
    const table = this.model.table;
    const pkNames = this.index.pk.composite;
    const skNames = this.index.sk?.composite ?? [];
    switch (this.method) {
      case 'query': {
        this.keyValues = this.model.expect(input, pkNames);
        const facets: Values = {};
        for (const name of skNames) if (input[name] !== undefined) facets[name] = input[name];
        this.providedSk = Object.keys(facets);
        this.sk.push({ type: 'is', facets });
        return;
      }
      case 'create':
      case 'put': {
        const record = this.checkCreate(input);
        if (this.method === 'create') {
          this.condition.keyCondition('notExists', table.pk.field);
          if (table.sk) this.condition.keyCondition('notExists', table.sk.field);
        }
        this.record = record;
        this.keyValues = { ...this.model.expect(record, pkNames), ...this.model.expect(record, skNames) };
        return;
      }
      case 'upsert':
        this.record = input;
        return;
      default: {
        if (this.method === 'patch' || this.method === 'remove') {
          this.condition.keyCondition('exists', table.pk.field);
          if (table.sk) this.condition.keyCondition('exists', table.sk.field);
        }
        const pk = this.model.expect(input, pkNames);
        const sk = this.model.expect(input, skNames);
        this.keyValues = { ...pk, ...sk };
        this.responseItem = this.method === 'update' ? { ...pk, ...sk } : { ...sk, ...pk };
      }
    }
  }

  /** ElectroDB's `checkCreate`: every attribute validated, defaults applied (in the model's order). */
  private checkCreate(input: Values): Values {
    const record: Values = {};
    for (const attribute of Object.values(this.model.attributes))
      record[attribute.name] = attribute.validate(input[attribute.name]);
    return record;
  }

  private requireUpdate(what: string): void {
    if (this.method !== 'update' && this.method !== 'patch')
      throw new LiteDbError(`${what} is only for update and patch`);
  }

  set(values: Values) {
    return this.attempt(() => {
      this.requireUpdate('set');
      for (const [name, value] of Object.entries(values)) this.model.attribute(name)?.validate(value);
      for (const [name, value] of Object.entries(values)) {
        const attribute = this.model.attribute(name);
        if (attribute) applyUpdateOperation(this.update, 'set', attribute, value);
      }
    });
  }

  private operation(op: 'add' | 'subtract' | 'append', values: Values) {
    return this.attempt(() => {
      this.requireUpdate(op);
      for (const [name, value] of Object.entries(values)) {
        const attribute = this.model.attribute(name);
        if (attribute) applyUpdateOperation(this.update, op, attribute, value);
      }
    });
  }
  add(values: Values) {
    return this.operation('add', values);
  }
  subtract(values: Values) {
    return this.operation('subtract', values);
  }
  append(values: Values) {
    return this.operation('append', values);
  }

  /** `remove([...attributes])` on an update (the `remove(keys)` method of the entity is a delete). */
  remove(names: string[]) {
    return this.attempt(() => {
      this.requireUpdate('remove');
      for (const name of names) {
        const attribute = this.model.attribute(name);
        if (!attribute) throw new LiteDbError(`Attribute "${name}" does not exist on model.`);
        if (attribute.required) throw new LiteDbError(`Attribute "${name}" is Required and cannot be removed`);
      }
      for (const name of names) applyUpdateOperation(this.update, 'remove', this.model.attribute(name)!);
    });
  }

  where(callback: (a: never, op: never) => string) {
    return this.attempt(() => {
      const [attributes, ops] = whereArguments(this.model.attributes, this.condition);
      const expression = callback(attributes as never, ops as never);
      if (typeof expression !== 'string')
        throw new LiteDbError(
          'Invalid response from where clause callback. Expected return result to be of type string',
        );
      this.condition.add(expression);
    });
  }

  private sortKey(type: SkCondition, facets: Values, second?: Values) {
    return this.attempt(() => {
      if (this.method !== 'query' || this.sk.length !== 1) throw new LiteDbError(`${type} is only for a query`);
      this.queryType = type;
      this.sk.push({ type, facets });
      if (second) this.sk.push({ type: 'and', facets: second });
    });
  }
  begins(facets: Values) {
    return this.sortKey('begins', facets);
  }
  between(from: Values, to: Values) {
    return this.sortKey('between', from, to);
  }
  gt(facets: Values) {
    return this.sortKey('gt', facets);
  }
  gte(facets: Values) {
    return this.sortKey('gte', facets);
  }
  lt(facets: Values) {
    return this.sortKey('lt', facets);
  }
  lte(facets: Values) {
    return this.sortKey('lte', facets);
  }

  // ---- parameters ----

  params(options: GoOptions = {}): Record<string, unknown> {
    return this.build(options, false);
  }

  private build(options: GoOptions, sending: boolean): Record<string, unknown> {
    if (this.error !== null) throw this.error;
    for (const key of Object.keys(options))
      if (!GO_OPTIONS.has(key)) throw new LiteDbError(`The option "${key}" is not supported by the data layer`);
    const extra: Record<string, unknown> = {};
    if (options.order === 'asc') extra.ScanIndexForward = true;
    if (options.order === 'desc') extra.ScanIndexForward = false;
    if (options.response && options.response !== 'default') {
      const value = RETURN_VALUES[options.response];
      if (!value) throw new LiteDbError(`Invalid value for query option "format" provided: "${options.response}"`);
      extra.ReturnValues = value;
    }
    if (options.consistent === true) extra.ConsistentRead = true;
    if (options.limit !== undefined) extra.Limit = options.limit;
    const attributes = options.attributes ?? [];
    switch (this.method) {
      case 'query':
        return this.projected({ ...this.queryParams(), ...extra }, attributes, sending);
      case 'get':
        return this.withCondition(this.projected({ ...this.simpleParams(), ...extra }, attributes, sending));
      case 'check':
      case 'delete':
      case 'remove':
        return this.withCondition({ ...this.simpleParams(), ...extra });
      case 'put':
      case 'create':
        return this.withCondition({ ...this.putParams(), ...extra });
      case 'update':
      case 'patch':
        return this.withCondition({ ...this.updateParams(), ...extra });
      case 'upsert':
        return this.withCondition({ ...this.upsertParams(), ...extra });
    }
  }

  private withCondition(params: Record<string, unknown>): Record<string, unknown> {
    const expression = this.condition.build();
    if (expression.length === 0) return params;
    const existing = params.ConditionExpression;
    params.ConditionExpression =
      typeof existing === 'string' && existing.length > 0 ? `${existing} AND ${expression}` : expression;
    if (Object.keys(this.condition.names).length > 0)
      params.ExpressionAttributeNames = {
        ...this.condition.names,
        ...((params.ExpressionAttributeNames as object) ?? {}),
      };
    if (Object.keys(this.condition.values).length > 0)
      params.ExpressionAttributeValues = {
        ...this.condition.values,
        ...((params.ExpressionAttributeValues as object) ?? {}),
      };
    return params;
  }

  private simpleParams() {
    return { Key: this.model.keyOf(this.model.table, this.keyValues), TableName: this.entity.binding.table() };
  }

  private putParams() {
    const record = this.setters(this.record);
    const { keys } = putKeys(this.model, this.keyValues, record);
    const item: Values = {};
    for (const [name, value] of Object.entries(record))
      if (value !== undefined) item[this.model.attribute(name)?.field ?? name] = value;
    return {
      Item: { ...item, ...keys, __edb_e__: this.model.entity, __edb_v__: this.model.version },
      TableName: this.entity.binding.table(),
    };
  }

  /** ElectroDB's attribute setters: a set attribute becomes a DynamoDB set, maps keep only their properties. */
  private setters(values: Values): Values {
    const out: Values = { ...values };
    for (const [name, value] of Object.entries(values)) {
      const attribute = this.model.attribute(name);
      if (attribute && value !== undefined) out[name] = attribute.shape(value);
    }
    return out;
  }

  private updateParams() {
    const update = this.update;
    const table = this.model.table;
    const tableFields = new Set([table.pk.field, table.sk?.field]);
    const placeholders: Record<string, string> = {};
    const values: Values = {};
    for (const [path, { value, name }] of Object.entries(update.paths)) {
      if (this.keyValues[path] !== undefined) continue;
      values[path] = value;
      placeholders[path] = name;
    }
    const removed: Values = {};
    for (const [name, op] of Object.entries(update.impacted)) if (op === 'remove') removed[name] = name;
    const prepared = this.setters(values);
    const { key, updated, deleted } = updateKeys(this.model, this.keyValues, prepared, removed);
    for (const [path, value] of Object.entries(prepared)) {
      if (value === undefined) continue;
      if (update.paths[path] !== undefined) update.updateValue(placeholders[path]!, value);
      else update.set(this.model.attribute(path)?.field ?? path, value);
    }
    const modified = (field: string) => update.paths[field] !== undefined;
    for (const [field, value] of Object.entries(updated))
      if (!tableFields.has(field) && !modified(field)) update.set(field, value);
    for (const field of deleted) if (!tableFields.has(field) && !modified(field)) update.remove(field);
    for (const [name, value] of Object.entries(this.keyValues)) {
      const attribute = this.model.attribute(name);
      if (attribute && !tableFields.has(attribute.field) && !modified(name)) update.set(attribute.field, value);
    }
    update.set('__edb_e__', this.model.entity);
    update.set('__edb_v__', this.model.version);
    return {
      UpdateExpression: update.build(),
      ExpressionAttributeNames: update.names,
      ExpressionAttributeValues: update.values,
      TableName: this.entity.binding.table(),
      Key: key,
    };
  }

  private upsertParams() {
    const update = this.update;
    update.set('__edb_e__', this.model.entity);
    update.set('__edb_v__', this.model.version);
    const record = this.checkCreate(this.record);
    const table = this.model.table;
    this.keyValues = {
      ...this.model.expect(record, table.pk.composite),
      ...this.model.expect(record, table.sk?.composite ?? []),
    };
    // ElectroDB answers an upsert's default response with an empty object (its keys are known only now).
    const applied = this.setters(record);
    const setOnly: Values = {};
    for (const [name, value] of Object.entries(applied)) if (value !== undefined) setOnly[name] = value;
    const { keys, deleted } = putKeys(this.model, this.keyValues, setOnly);
    for (const field of deleted) update.remove(field);
    const tableKey = this.model.keyOf(table, this.keyValues);
    const fields: Values = {};
    for (const [name, value] of Object.entries(setOnly)) fields[this.model.attribute(name)?.field ?? name] = value;
    for (const [field, value] of Object.entries(keys)) {
      if (tableKey[field] === undefined) fields[field] = value;
      else delete fields[field];
    }
    for (const [field, value] of Object.entries(fields)) {
      const name = this.model.byField[field];
      if (name) applyUpdateOperation(update, 'set', this.model.attribute(name)!, value);
      else update.set(field, value);
    }
    return {
      TableName: this.entity.binding.table(),
      UpdateExpression: update.build(),
      ExpressionAttributeNames: update.names,
      ExpressionAttributeValues: update.values,
      Key: tableKey,
    };
  }

  private queryParams(): Record<string, unknown> {
    const index = this.index;
    let sk1: Values = {};
    let sk2: Values = {};
    for (const { type, facets } of this.sk) {
      if (type === 'between') sk1 = { ...sk1, ...facets };
      else if (type === 'and') sk2 = { ...sk2, ...facets };
      else {
        sk1 = { ...sk1, ...facets };
        sk2 = { ...sk2, ...facets };
      }
    }
    const type = this.queryType;
    const tail = type === 'is';
    const pk = this.model.key(index.pk, this.keyValues).key;
    const keys = index.sk ? [this.model.key(index.sk, sk1, tail).key, this.model.key(index.sk, sk2, tail).key] : [];
    const names: Record<string, string> = { '#pk': index.pk.field };
    const values: Values = { ':pk': pk };
    let keyCondition = '#pk = :pk';
    const skField = index.sk?.field;
    if (type === 'between') {
      values[':sk1'] = keys[0];
      values[':sk2'] = keys[1];
      names['#sk1'] = skField!;
      keyCondition = '#pk = :pk and #sk1 BETWEEN :sk1 AND :sk2';
    } else if (type === 'is' || type === 'begins') {
      const fulfilled = (index.sk?.composite ?? []).every((a) => this.providedSk.includes(a));
      if (index.sk && keys[0]) {
        names['#sk1'] = skField!;
        values[':sk1'] = keys[0];
        keyCondition =
          type === 'is' && fulfilled
            ? `${keyCondition} and #sk1 = :sk1`
            : `${keyCondition} and begins_with(#sk1, :sk1)`;
      }
    } else {
      const operator = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[type];
      names['#sk1'] = skField!;
      values[':sk1'] = keys[0];
      keyCondition = `${keyCondition} and #sk1 ${operator} :sk1`;
    }
    const params: Record<string, unknown> = {
      KeyConditionExpression: keyCondition,
      TableName: this.entity.binding.table(),
      ExpressionAttributeNames: { ...this.condition.names, ...names },
      ExpressionAttributeValues: { ...this.condition.values, ...values },
    };
    if (index.name) params.IndexName = index.name;
    const filter = this.condition.build();
    if (filter.length > 0) params.FilterExpression = filter;
    return params;
  }

  /** ElectroDB's `_applyProjectionExpressions`: the table keys, the attributes asked for and, when sent, the markers. */
  private projected(params: Record<string, unknown>, attributes: readonly string[], sending: boolean) {
    if (attributes.length === 0) return params;
    const table = this.model.table;
    const fields = new Map<string, string>();
    let hasPk = false;
    let hasSk = !table.sk;
    for (const [key, name] of Object.entries((params.ExpressionAttributeNames as Record<string, string>) ?? {})) {
      fields.set(key.startsWith('#') ? key.slice(1) : key, name);
      if (name === table.pk.field) hasPk = true;
      if (name === table.sk?.field) hasSk = true;
    }
    if (!hasPk) fields.set(formatExpressionName(table.pk.field, fields), table.pk.field);
    if (!hasSk) fields.set(formatExpressionName(table.sk!.field, fields), table.sk!.field);
    for (const name of attributes) {
      const field = this.model.attribute(name)?.field ?? name;
      fields.set(formatExpressionName(field, fields), field);
    }
    if (sending) {
      fields.set('__edb_e__', '__edb_e__');
      fields.set('__edb_v__', '__edb_v__');
    }
    const names = (params.ExpressionAttributeNames as Record<string, string>) ?? {};
    for (const [key, field] of fields) names[`#${key}`] = field;
    params.ExpressionAttributeNames = names;
    params.ProjectionExpression = Object.keys(names).join(', ');
    return params;
  }

  // ---- sending ----

  commit(options: GoOptions = {}): CommittedItem {
    // ReturnValuesOnConditionCheckFailure (`response`) is unused: a cancelled transaction reports codes only.
    if (options.response !== undefined)
      throw new LiteDbError('commit({ response }) is not supported by the data layer');
    const params = this.build(options, false);
    const kind = {
      get: 'Get',
      put: 'Put',
      create: 'Put',
      update: 'Update',
      patch: 'Update',
      upsert: 'Update',
      delete: 'Delete',
      remove: 'Delete',
      check: 'ConditionCheck',
    }[this.method as Exclude<Method, 'query'>];
    if (!kind) throw new LiteDbError('A query cannot be part of a transaction');
    const item: CommittedItem = { [kind]: params };
    Object.defineProperty(item, COMMITTED, { value: this.entity, enumerable: false });
    return item;
  }

  async go(options: GoOptions = {}): Promise<{ data: unknown; cursor?: string | null }> {
    const params = this.build(options, true);
    const send = sendThrough(this.entity.binding, options);
    const attributes = options.attributes ?? [];
    switch (this.method) {
      case 'get': {
        const { Item } = await send<{ Item?: Values }>('GetItem', params);
        return { data: this.entity.format(Item, attributes) };
      }
      case 'query':
        return this.runQuery(params, options, send);
      case 'check':
        throw new LiteDbError('check is only for a transaction');
      case 'put':
      case 'create':
        await send('PutItem', params);
        return { data: this.entity.format(params.Item as Values, attributes) };
      default: {
        const operation = this.method === 'delete' || this.method === 'remove' ? 'DeleteItem' : 'UpdateItem';
        const { Attributes } = await send<{ Attributes?: Values }>(operation, params);
        if (params.ReturnValues === 'NONE') return { data: null };
        if (params.ReturnValues) {
          if (!Attributes) return { data: null };
          const data = this.model.fromStored(Attributes, attributes);
          return { data: Object.keys(data).length === 0 ? null : data };
        }
        return { data: Attributes ? this.model.fromStored(Attributes, attributes) : { ...this.responseItem } };
      }
    }
  }

  private async runQuery(
    params: Record<string, unknown>,
    options: GoOptions,
    send: Send,
  ): Promise<{ data: Values[]; cursor: string | null }> {
    const index = this.index;
    const table = this.model.table;
    let start: Values | undefined;
    if (options.cursor) {
      const given = keyOfCursor(options.cursor);
      start = {
        [index.pk.field]: given[index.pk.field],
        ...(index.sk ? { [index.sk.field]: given[index.sk.field] } : {}),
        [table.pk.field]: given[table.pk.field],
        ...(table.sk ? { [table.sk.field]: given[table.sk.field] } : {}),
      };
    }
    const pages = options.pages ?? 1;
    if (pages !== 'all' && (typeof pages !== 'number' || pages < 1))
      throw new LiteDbError('Query option "pages" must be a number above 0 or "all"');
    const count = options.count;
    if (count !== undefined && (typeof count !== 'number' || count < 1))
      throw new LiteDbError("Query option 'count' must be of type 'number' and greater than zero.");
    const attributes = options.attributes ?? [];
    let results: Values[] = [];
    let seen = 0;
    let iterations = 0;
    do {
      const response = await send<{ Items?: Values[]; LastEvaluatedKey?: Values }>('Query', {
        ExclusiveStartKey: start,
        ...params,
      });
      start = response.LastEvaluatedKey;
      let items = (response.Items ?? [])
        .filter((i) => this.model.owns(i))
        .map((i) => this.model.fromStored(i, attributes));
      const before = seen;
      if (count) seen += items.length;
      const more = !!count && seen > count;
      if (more) items = items.slice(0, count! - before);
      results = [...results, ...items];
      if (more || seen === count) {
        start = this.cursorKeyOf(results[results.length - 1]!);
        break;
      }
      iterations++;
    } while (
      start &&
      (pages === 'all' || count !== undefined || iterations < pages) &&
      (count === undefined || seen < count)
    );
    return { data: results, cursor: cursorOf(start) };
  }

  /** ElectroDB's cursor after `count` items: the keys of the last one, on the queried index then the table. */
  private cursorKeyOf(item: Values): Values | undefined {
    if (Object.keys(item).length === 0) return item;
    const values = (names: readonly string[]) =>
      Object.fromEntries(names.filter((n) => item[n] !== undefined).map((n) => [n, item[n]]));
    const keyOf = (index: Index) => {
      const v = { ...values(index.pk.composite), ...values(index.sk?.composite ?? []) };
      return this.model.keyOf(index, v);
    };
    return this.index === this.model.table ? keyOf(this.index) : { ...keyOf(this.index), ...keyOf(this.model.table) };
  }
}

export type { Chain };
