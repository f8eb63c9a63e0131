import { Entity as ElectroEntity } from 'electrodb';

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
