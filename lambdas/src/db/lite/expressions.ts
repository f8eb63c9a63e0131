/**
 * Expression builders with ElectroDB's naming (`operations.js`, `where.js`, `update.js`): `#name` for a name,
 * `:name0`, `:name1`… for a condition's values and `:name_u0` for an update's, so the requests are the ones
 * ElectroDB sends for the same call.
 */
import type { Attribute } from './attributes';
import { LiteDbError } from './errors';

/** ElectroDB's `formatExpressionName`: the name without non-word characters, suffixed when already taken. */
export function formatExpressionName(name: string, seen: Map<string, string>): string {
  const wasNotANumber = isNaN(name as unknown as number);
  const original = `${name}`;
  let formatted = original.replaceAll(/[^\w]/g, '');
  if (formatted.length === 0) formatted = 'p';
  else if (wasNotANumber !== isNaN(formatted as unknown as number)) formatted = `p${formatted}`;
  const base = formatted;
  let suffix = 1;
  while (seen.has(formatted) && seen.get(formatted) !== original) formatted = `${base}_${++suffix}`;
  seen.set(formatted, original);
  return formatted;
}

export class ExpressionState {
  names: Record<string, string> = {};
  values: Record<string, unknown> = {};
  /** Values by attribute path, as an update sets them (ElectroDB's `paths`). */
  paths: Record<string, { value: unknown; name: string }> = {};
  impacted: Record<string, string> = {};
  private counts: Record<string, number> = {};
  private formatted = new Map<string, string>();
  constructor(private readonly prefix = '') {}

  setName(name: string, value: string): string {
    const prop = `#${formatExpressionName(name, this.formatted)}`;
    this.names[prop] = value;
    return prop;
  }

  setValue(name: string, value: unknown): string {
    const formatted = formatExpressionName(name, this.formatted);
    this.counts[formatted] ??= 0;
    const expression = `:${formatted}${this.prefix}${this.counts[formatted]++}`;
    this.values[expression] = value;
    return expression;
  }
}

/** A condition or filter expression, joined as ElectroDB joins them. */
export class FilterExpression extends ExpressionState {
  expression = '';
  readonly isFilter: boolean;
  constructor(kind: 'condition' | 'filter') {
    super();
    this.isFilter = kind === 'filter';
  }

  add(added: string): void {
    const trimmed = added.replace(/\n|\r/g, '').trim();
    if (this.expression.length > 0) {
      if (!trimmed.replace(/\n|\r|\w/g, '').trim()) return;
      const existing =
        !this.expression.startsWith('(') && !this.expression.endsWith(')') ? `(${this.expression})` : this.expression;
      this.expression = `${existing} AND ${trimmed}`;
    } else {
      this.expression = trimmed;
    }
  }

  /** A key condition ElectroDB adds itself (create's attribute_not_exists, patch's attribute_exists). */
  keyCondition(operation: 'exists' | 'notExists', field: string): void {
    const name = this.setName(field, field);
    this.add(operation === 'exists' ? `attribute_exists(${name})` : `attribute_not_exists(${name})`);
  }

  build(): string {
    return this.expression;
  }
}

type UpdateKind = 'set' | 'remove' | 'add' | 'subtract' | 'delete';

export class UpdateExpression extends ExpressionState {
  private readonly operations: Record<UpdateKind, Set<string>> = {
    set: new Set(),
    remove: new Set(),
    add: new Set(),
    subtract: new Set(),
    delete: new Set(),
  };
  private readonly seen = new Map<string, { name: string; value: string; expression: string }>();
  constructor() {
    super('_u');
  }

  add(kind: UpdateKind, expression: string): void {
    this.operations[kind].add(expression);
  }

  /** ElectroDB's `update.set(name, value)`: a field set by the layer itself (keys, markers). */
  set(field: string, value: unknown, ifNotExists = false): void {
    const seen = this.seen.get(field);
    let name: string;
    let placeholder: string;
    if (seen) {
      name = seen.name;
      placeholder = seen.value;
      this.operations.set.delete(seen.expression);
    } else {
      name = this.setName(field, field);
      placeholder = this.setValue(field, value);
    }
    const expression = ifNotExists ? `${name} = if_not_exists(${name}, ${placeholder})` : `${name} = ${placeholder}`;
    this.seen.set(field, { name, value: placeholder, expression });
    this.add('set', expression);
  }

  remove(field: string): void {
    this.add('remove', this.setName(field, field));
  }

  updateValue(placeholder: string, value: unknown): void {
    this.values[placeholder] = value;
  }

  build(): string {
    return (Object.keys(this.operations) as UpdateKind[])
      .filter((k) => this.operations[k].size > 0)
      .map((k) => `${k.toUpperCase()} ${Array.from(this.operations[k]).join(', ')}`)
      .join(' ');
  }
}

/** What `a.<attribute>` stands for in a where callback. */
const ATTRIBUTE = Symbol('attribute');
interface AttributeRef {
  [ATTRIBUTE]: Attribute;
}

type WhereOp = (attr: AttributeRef, ...values: unknown[]) => string;

/** The attributes (`a`) and operations (`op`) a where callback receives, writing into `builder`. */
export function whereArguments(
  attributes: Record<string, Attribute>,
  builder: FilterExpression,
): [Record<string, AttributeRef>, Record<string, WhereOp>] {
  const refs = Object.fromEntries(Object.entries(attributes).map(([n, a]) => [n, { [ATTRIBUTE]: a }]));
  const templates: Record<string, (name: string, ...values: string[]) => string> = {
    eq: (n, v) => `${n} = ${v}`,
    ne: (n, v) => `${n} <> ${v}`,
    gt: (n, v) => `${n} > ${v}`,
    gte: (n, v) => `${n} >= ${v}`,
    lt: (n, v) => `${n} < ${v}`,
    lte: (n, v) => `${n} <= ${v}`,
    between: (n, v1, v2) => `(${n} between ${v1} and ${v2})`,
    begins: (n, v) => `begins_with(${n}, ${v})`,
    exists: (n) => `attribute_exists(${n})`,
    notExists: (n) => `attribute_not_exists(${n})`,
    contains: (n, v) => `contains(${n}, ${v})`,
    notContains: (n, v) => `not contains(${n}, ${v})`,
  };
  const ops: Record<string, WhereOp> = {};
  for (const [op, template] of Object.entries(templates)) {
    ops[op] = (ref, ...values) => {
      const target = ref?.[ATTRIBUTE];
      if (!target)
        throw new LiteDbError(`Invalid/Unknown property passed in where clause passed to operation: '${op}'`);
      // ElectroDB commits every operation of a where callback (conditions are built as filters), even one whose
      // value is undefined: the expression then reads "#name = undefined", which DynamoDB refuses.
      const given = values.filter((v) => v !== undefined);
      const name = builder.setName(target.name, target.field);
      const placeholders = given.map((v) => builder.setValue(target.name, v));
      return template(name, ...(placeholders as [string]));
    };
  }
  return [refs, new Proxy(ops, { get: (o, p) => o[p as string] ?? unsupported(`where operation "${String(p)}"`) })];
}

function unsupported(what: string): never {
  throw new LiteDbError(`${what} is not supported by the data layer`);
}

/** An update operation (`set`, `add`, …) on one attribute, written into `update` as ElectroDB's templates do. */
export function applyUpdateOperation(
  update: UpdateExpression,
  operation: 'set' | 'add' | 'subtract' | 'append' | 'remove',
  attribute: Attribute,
  value?: unknown,
): void {
  if (operation === 'remove') {
    update.add('remove', update.setName(attribute.name, attribute.field));
    update.impacted[attribute.name] = 'remove';
    return;
  }
  if (value === undefined || !attribute.acceptable(value)) return;
  const name = update.setName(attribute.name, attribute.field);
  const placeholder = update.setValue(attribute.name, value);
  update.paths[attribute.name] = { value, name: placeholder };
  const kind = attribute.kind;
  switch (operation) {
    case 'set':
      update.add('set', `${name} = ${placeholder}`);
      break;
    case 'add':
      if (kind === 'set' || (kind === 'any' && typeof value !== 'number')) update.add('add', `${name} ${placeholder}`);
      else if (kind === 'number' || kind === 'any') update.add('add', `${name} ${placeholder}`);
      else unsupported(`"ADD" on the ${kind} attribute "${attribute.name}"`);
      break;
    case 'subtract': {
      if (kind !== 'number' && kind !== 'any') unsupported(`"SUBTRACT" on the ${kind} attribute "${attribute.name}"`);
      const fallback = update.setValue(`${attribute.name}_default_value`, 0);
      update.add('set', `${name} = (if_not_exists(${name}, ${fallback}) - ${placeholder})`);
      break;
    }
    case 'append': {
      if (kind !== 'list' && kind !== 'any') unsupported(`"APPEND" on the ${kind} attribute "${attribute.name}"`);
      const fallback = update.setValue(`${attribute.name}_default_value`, []);
      update.add('set', `${name} = list_append(if_not_exists(${name}, ${fallback}), ${placeholder})`);
      break;
    }
  }
  update.impacted[attribute.name] = operation;
}
