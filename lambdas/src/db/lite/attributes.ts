/**
 * The attributes of an entity model, as ElectroDB reads them (its `schema.js`), for the subset of attribute kinds the
 * models in `../entities/` use: string, number, boolean, enum (an array of values), list (with items), map (with
 * properties), set (of strings or numbers) and any; `required`, `default` (a value or a function) and `field`.
 * Validation and defaults behave as ElectroDB's do, so a record written by either is the same.
 */
import { LiteDbError } from './errors';

type Kind = 'string' | 'number' | 'boolean' | 'enum' | 'list' | 'map' | 'set' | 'any';

export interface AttributeDefinition {
  type?: string | readonly (string | number)[];
  required?: boolean;
  default?: unknown;
  field?: string;
  items?: AttributeDefinition | string;
  properties?: Record<string, AttributeDefinition>;
  [other: string]: unknown;
}

/** Definition keys this runtime understands; any other (readOnly, watch, get, set, validate…) is refused. */
const KNOWN = new Set(['type', 'required', 'default', 'field', 'items', 'properties']);

export class ValidationError extends LiteDbError {
  constructor(readonly reasons: string[]) {
    super(reasons.join(', '));
    this.name = 'ElectroValidationError';
  }
}

export class Attribute {
  readonly kind: Kind;
  readonly enumValues: readonly unknown[] = [];
  readonly required: boolean;
  readonly field: string;
  readonly items?: Attribute;
  readonly properties?: Record<string, Attribute>;
  private readonly makeDefault: () => unknown;

  constructor(
    readonly name: string,
    definition: AttributeDefinition,
    readonly path: string = name,
    private readonly isRoot = true,
  ) {
    for (const key of Object.keys(definition))
      if (!KNOWN.has(key)) throw new LiteDbError(`Attribute "${path}": "${key}" is not supported by the data layer`);
    const type = definition.type ?? 'string';
    if (Array.isArray(type)) {
      this.kind = 'enum';
      this.enumValues = [...type];
    } else if (['string', 'number', 'boolean', 'list', 'map', 'set', 'any'].includes(type as string)) {
      this.kind = type as Kind;
    } else {
      throw new LiteDbError(`Attribute "${path}": type "${String(type)}" is not supported by the data layer`);
    }
    this.required = definition.required === true;
    this.field = definition.field ?? name;
    const fallback = definition.default;
    this.makeDefault = typeof fallback === 'function' ? () => (fallback as () => unknown)() : () => fallback;
    if (this.kind === 'list' || this.kind === 'set') {
      const items = typeof definition.items === 'string' ? { type: definition.items } : definition.items;
      if (!items) throw new LiteDbError(`Attribute "${path}": a ${this.kind} needs items`);
      this.items = new Attribute('*', items, `${path}[*]`, false);
    }
    if (this.kind === 'map') {
      this.properties = Object.fromEntries(
        Object.entries(definition.properties ?? {}).map(([n, d]) => [n, new Attribute(n, d, `${path}.${n}`, false)]),
      );
    }
  }

  /** ElectroDB's `val`: the value, or the default when undefined (maps keep only their properties, sets become Sets). */
  val(value: unknown): unknown {
    switch (this.kind) {
      case 'map': {
        const fromDefault = value === undefined && this.makeDefault() !== undefined;
        const data = value === undefined ? this.makeDefault() : value;
        if (data === undefined) return data;
        if (valueType(data) !== 'object')
          throw new ValidationError([
            `Invalid value type at entity path: "${this.path}". Expected value to be an object to fulfill attribute type "map"`,
          ]);
        const out: Record<string, unknown> = {};
        for (const [n, child] of Object.entries(this.properties ?? {})) {
          const v = child.val((data as Record<string, unknown>)[n]);
          if (v !== undefined) out[n] = v;
        }
        if (Object.keys(out).length === 0 && !fromDefault && this.isRoot && !this.required && value === undefined)
          return undefined;
        return out;
      }
      case 'list': {
        const data = value === undefined ? this.makeDefault() : value;
        if (data === undefined) return data;
        if (!Array.isArray(data))
          throw new ValidationError([
            `Invalid value type at entity path "${this.path}. Received value of type "${valueType(value)}", expected value of type "array"`,
          ]);
        return data.map((d) => this.items!.val(d)).filter((v) => v !== undefined);
      }
      case 'set': {
        const data = value === undefined ? this.makeDefault() : value;
        return data === undefined ? undefined : this.toSet(data);
      }
      default:
        return value === undefined ? this.makeDefault() : value;
    }
  }

  /** A JavaScript Set, which the document client writes as a DynamoDB set. */
  toSet(value: unknown): unknown {
    if (value instanceof Set) return new Set(value);
    if (Array.isArray(value)) return new Set(value);
    if (typeof value === 'string' || typeof value === 'number') {
      this.items!.validate(value);
      return new Set([value]);
    }
    throw new ValidationError([`Invalid attribute value supplied to "set" attribute "${this.path}".`]);
  }

  /** Why the value is not acceptable (empty when it is). */
  problems(value: unknown): string[] {
    if (value === undefined)
      return this.required ? [`Invalid value type at entity path: "${this.path}". Value is required.`] : [];
    switch (this.kind) {
      case 'enum':
        return this.enumValues.includes(value)
          ? []
          : [
              `Invalid value type at entity path: "${this.path}". Value not found in set of acceptable values: ${this.enumValues.join(', ')}`,
            ];
      case 'any':
        return [];
      case 'list':
        if (!Array.isArray(value))
          return [
            `Invalid value type at entity path "${this.path}. Received value of type "${valueType(value)}", expected value of type "array"`,
          ];
        return value.flatMap((v) => this.items!.problems(v));
      case 'set': {
        const arr = Array.isArray(value) ? value : value instanceof Set ? [...value] : null;
        if (!arr) return [`Invalid value type at attribute path: "${this.path}". Expected value to be an Array`];
        return arr.flatMap((v) => this.items!.problems(v));
      }
      case 'map':
        if (valueType(value) !== 'object')
          return [
            `Invalid value type at entity path "${this.path}. Received value of type "${valueType(value)}", expected value of type "object"`,
          ];
        return Object.entries(this.properties ?? {}).flatMap(([n, child]) =>
          child.problems((value as Record<string, unknown>)[n]),
        );
      default:
        return typeof value === this.kind
          ? []
          : [
              `Invalid value type at entity path: "${this.path}". Received value of type "${typeof value}", expected value of type "${this.kind}"`,
            ];
    }
  }

  /** ElectroDB's `getValidate`: the value (defaulted) or a validation error. */
  validate(value: unknown): unknown {
    const v = this.val(value);
    const problems = this.problems(v);
    if (problems.length > 0) throw new ValidationError(problems);
    return v;
  }

  /** ElectroDB's `acceptable`: whether a where/update operation takes the value at all. */
  acceptable(value: unknown): boolean {
    if (this.kind === 'set') return Array.isArray(value) ? value.length > 0 : this.items!.acceptable(value);
    return value !== undefined;
  }

  /** ElectroDB's setter of the attribute: sets as DynamoDB sets, maps (also in lists) without unknown properties. */
  shape(value: unknown): unknown {
    if (value === undefined) return value;
    switch (this.kind) {
      case 'set':
        return this.toSet(value);
      case 'list':
        return Array.isArray(value) ? value.map((v) => this.items!.shape(v)) : value;
      case 'map': {
        if (valueType(value) !== 'object') return value;
        const out: Record<string, unknown> = {};
        for (const [n, child] of Object.entries(this.properties ?? {})) {
          const v = child.shape((value as Record<string, unknown>)[n]);
          if (v !== undefined) out[n] = v;
        }
        return out;
      }
      default:
        return value;
    }
  }

  /** The value as read back (a DynamoDB set becomes an array). */
  fromStored(value: unknown): unknown {
    if (this.kind === 'set' && value instanceof Set) return Array.from(value);
    return value;
  }
}

function valueType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Set) return 'set';
  return typeof value;
}
