import { Entity as ElectroEntity, Service } from 'electrodb';
import validations from 'electrodb/src/validations.js';
import { describe, expect, it } from 'vitest';
import { Entity } from './entity';
import { createService } from './service';

process.env.TABLE_NAME ??= 'entity-test';
process.env.AWS_REGION ??= 'us-east-1';

/** ElectroDB's own model check, as its constructor runs it; throws an InvalidModel error for a bad model. */
const checkModel = (model: unknown) => new ElectroEntity(model as never);

describe('entity models (checked here instead of on every cold start)', () => {
  const entities = Object.entries(createService().entities);

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
      createService();
    } finally {
      validations.testModel = patched;
    }
    // Twice per entity (the service name, then the join); none when ElectroDB keeps its own reference.
    expect(asked).toBeGreaterThanOrEqual(entities.length);
  });
});
