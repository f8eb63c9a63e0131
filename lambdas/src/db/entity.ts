import type { Entity as ElectroEntity, Schema } from 'electrodb';
import { tableClient, tableName } from './client';
import { LiteEntity } from './lite/entity';

/** The table every entity reads and writes, through the process's one table client. */
export const TABLE_BINDING = { client: tableClient, table: tableName };

/**
 * An entity module's definition: the model (name, attributes, indexes), and how `db()` builds its Entity when a
 * request first touches it. The Entity is the data layer's own (`lite/`, docs/architecture.md "Data layer"), which
 * answers ElectroDB's API with ElectroDB's requests and items; it is typed as ElectroDB's `Entity` (types only, no
 * ElectroDB code runs), so every call site keeps the types it had.
 */
export function entityBuilder<
  A extends string,
  F extends string,
  C extends string,
  S extends Schema<A, F, C, P>,
  P extends string = string,
>(schema: S): () => ElectroEntity<A, F, C, S, P> {
  return () => new LiteEntity(schema as never, TABLE_BINDING) as unknown as ElectroEntity<A, F, C, S, P>;
}
