import { Entity as ElectroEntity, Service } from 'electrodb';
import validations from 'electrodb/src/validations.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Entity } from './entity';
import { createDb, entityBuilders } from './service';

process.env.TABLE_NAME ??= 'entity-test';
process.env.AWS_REGION ??= 'us-east-1';

/** ElectroDB's own model check, as its constructor runs it; throws an InvalidModel error for a bad model. */
const checkModel = (model: unknown) => new ElectroEntity(model as never);

describe('entity models (checked here instead of on every cold start)', () => {
  const entities = Object.entries(entityBuilders).map(([name, build]) => [name, build()] as const);

  it('every entity of the table passes ElectroDB’s model check', () => {
    expect(entities.length).toBeGreaterThanOrEqual(30);
    for (const [name, entity] of entities) {
      expect(() => checkModel(entity.schema), name).not.toThrow();
    }
  });

  it('the check refuses a broken model, which the start-up entity accepts', () => {
    const broken = {
      model: { entity: 'broken', version: '1', service: 'culturefit' },
      attributes: { id: { type: 'string', required: 'yes' } },
      indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    };
    expect(() => checkModel(broken)).toThrow(/required is not of a type/);
    expect(() => new Entity(broken as never)).not.toThrow();
  });

  it("building the Service answers 'is this a raw model?' as ElectroDB's check would, without the check for an Entity", () => {
    for (const [name, entity] of entities) {
      // ElectroDB's own check refuses an Entity object as a model…
      expect(() => checkModel(entity), name).toThrow();
      // …and so does the answer the Service now gets for it.
      expect(validations.testModel(entity)[0], name).toBe(false);
    }
    const model = {
      model: { entity: 'raw', version: '1', service: 'culturefit' },
      attributes: { id: { type: 'string', required: true } },
      indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    };
    // A raw model is still recognised (and checked) as one, so a Service can still be built from models.
    expect(validations.testModel(model)).toEqual([true, '']);
    expect(validations.testModel({ ...model, attributes: { id: { type: 'string', required: 'yes' } } })[0]).toBe(false);
    expect(Object.keys(new Service({ raw: model as never }, { table: 't' }).entities)).toEqual(['raw']);
  });

  it('ElectroDB reads testModel from its module at each call, so the answer above is the one the Service gets', () => {
    const patched = validations.testModel;
    let asked = 0;
    validations.testModel = (instance) => {
      asked++;
      return patched(instance);
    };
    try {
      const fresh = createDb();
      for (const name of Object.keys(entityBuilders)) void fresh.entities[name as keyof typeof entityBuilders];
    } finally {
      validations.testModel = patched;
    }
    // Twice per entity (the service name, then the join); none when ElectroDB keeps its own reference.
    expect(asked).toBeGreaterThanOrEqual(entities.length);
  });
});

describe('db(): entities built when first used', () => {
  afterEach(() => vi.restoreAllMocks());
  const spyAll = () =>
    Object.fromEntries(
      Object.keys(entityBuilders).map((name) => [
        name,
        vi.spyOn(entityBuilders as unknown as Record<string, () => unknown>, name),
      ]),
    );

  it('builds no entity until a request touches one, then that one only, once', () => {
    const spies = spyAll();
    const store = createDb();
    expect(Object.keys(store.entities)).toEqual(Object.keys(entityBuilders));
    expect(Object.values(spies).filter((s) => s.mock.calls.length > 0)).toHaveLength(0);
    const creditBalance = store.entities.quota;
    expect(store.entities.quota).toBe(creditBalance);
    expect(creditBalance.schema.model.entity).toBe('quota');
    const built = Object.entries(spies).filter(([, s]) => s.mock.calls.length > 0);
    expect(built.map(([name, s]) => [name, s.mock.calls.length])).toEqual([['quota', 1]]);
  });

  it('a transaction can name entities nothing has touched yet, bound to the table', () => {
    const store = createDb();
    const params = store.transaction
      .write(({ quota, quotaHistory }) => [
        quota.update({ key: 'user:a' }).set({ version: 1 }).commit(),
        quotaHistory.delete({ eventId: 'e1' }).commit(),
      ])
      .params();
    expect(params.TransactItems).toHaveLength(2);
    expect(params.TransactItems.map((i) => Object.values(i)[0]?.TableName)).toEqual([
      process.env.TABLE_NAME,
      process.env.TABLE_NAME,
    ]);
  });
});
