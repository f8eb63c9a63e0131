import { Entity as ElectroEntity, type Schema } from 'electrodb';
// ElectroDB's internals (CommonJS; one exports object per module, read by ElectroDB at each call).
import types from 'electrodb/src/types.js';
import validations from 'electrodb/src/validations.js';

/**
 * ElectroDB's Entity without its start-up model check. ElectroDB validates every model against its JSON schema
 * (twice for a v1 model) when an entity is constructed; with every entity of the table built at import, that was
 * about a quarter of a function's cold start (respondents: 195 → 152 ms, `npm run bench`). The models are fixed in
 * code, so `entity.test.ts` runs the same check once on every entity of the service instead.
 * Typed as ElectroDB's own class, so `new Entity({...})` infers exactly what it did.
 */
class EntityCheckedInTests extends ElectroEntity<string, string, string, never> {
  /** ElectroDB's constructor calls this; the test does instead. */
  protected _validateModel(): void {}
}

export const Entity = EntityCheckedInTests as unknown as typeof ElectroEntity;

/**
 * An entity module's definition: the model (name, attributes, indexes), and how `db()` builds its Entity when a
 * request first touches it, so a function builds only the entities its routes use (docs/cold-start.md). The type
 * parameters are the Entity constructor's, so the built Entity is typed exactly as `new Entity({...})` was.
 */
export function entityBuilder<
  A extends string,
  F extends string,
  C extends string,
  S extends Schema<A, F, C, P>,
  P extends string = string,
>(schema: S): () => ElectroEntity<A, F, C, S, P> {
  return () => new Entity<A, F, C, S, P>(schema);
}

/**
 * The same check runs again when the Service is built: ElectroDB asks of every entity it joins whether it is a raw
 * model (`getInstanceType` → `testModel`), twice per entity, by validating the Entity object against the model's
 * JSON schema and catching the failure — about 14 ms of every function's first database call. An Entity (its
 * `_instance` marker) is never a model, so that question is answered without the schema; anything else still goes
 * through ElectroDB's check. `entity.test.ts` shows the answers are unchanged.
 */
const ENTITY_MARKER = types.ElectroInstance.entity;
const testModel = validations.testModel;
validations.testModel = (instance) =>
  (instance as { _instance?: unknown } | null)?._instance === ENTITY_MARKER
    ? [false, 'an Entity, not a model']
    : testModel(instance);
