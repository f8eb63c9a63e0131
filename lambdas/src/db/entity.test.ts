import { Entity as ElectroEntity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TABLE_BINDING } from './entity';
import { LiteEntity } from './lite/entity';
import { createDb, entityBuilders } from './service';

process.env.TABLE_NAME ??= 'entity-test';
process.env.AWS_REGION ??= 'us-east-1';

/** ElectroDB's own model check, as its constructor runs it; throws an InvalidModel error for a bad model. */
const checkModel = (model: unknown) => new ElectroEntity(model as never);

const model = (attributes: unknown, indexes?: unknown) => ({
  model: { entity: 'probe', version: '1', service: 'culturefit' },
  attributes,
  indexes: indexes ?? { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
});

describe('entity models', () => {
  const entities = Object.entries(entityBuilders).map(([name, build]) => [name, build()] as const);

  it('every entity of the table passes ElectroDB’s model check (the stored format is ElectroDB’s)', () => {
    expect(entities.length).toBeGreaterThanOrEqual(30);
    for (const [name, entity] of entities) {
      expect(() => checkModel(entity.schema), name).not.toThrow();
    }
  });

  it('the data layer refuses a model using what it does not implement, rather than storing it differently', () => {
    const build = (m: unknown) => () => new LiteEntity(m as never, TABLE_BINDING);
    expect(build(model({ id: { type: 'string', required: true } }))).not.toThrow();
    expect(build(model({ id: { type: 'string', readOnly: true } }))).toThrow(/readOnly/);
    expect(build(model({ id: { type: 'string', watch: ['x'] } }))).toThrow(/watch/);
    expect(build(model({ id: { type: 'string', validate: /x/ } }))).toThrow(/validate/);
    expect(build(model({ id: { type: 'custom' } }))).toThrow(/custom/);
    const collection = {
      byId: { collection: 'c', pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
    };
    expect(build(model({ id: { type: 'string' } }, collection))).toThrow(/collection/);
    const casing = {
      byId: { pk: { field: 'pk', composite: ['id'], casing: 'none' }, sk: { field: 'sk', composite: [] } },
    };
    expect(build(model({ id: { type: 'string' } }, casing))).toThrow(/casing/);
    const unknown = { byId: { pk: { field: 'pk', composite: ['nope'] }, sk: { field: 'sk', composite: [] } } };
    expect(build(model({ id: { type: 'string' } }, unknown))).toThrow(/nope/);
  });

  it('no entity is built from ElectroDB at run time', () => {
    for (const [name, entity] of entities) {
      expect(entity, name).toBeInstanceOf(LiteEntity);
      expect(entity, name).not.toBeInstanceOf(ElectroEntity);
    }
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
