/**
 * The sweep's due index, shared by every record the server's rounds look at (respondents with work due, held
 * results, interrupted guest moves): `sweep_shard` names the kind of work ('due', 'held', 'merge'), `sweep_due`
 * when it is due. One index on gsi1 for all of them, so the sweep reads each shard's due records in one query.
 */

/** The two attributes the index is keyed on; setting both to '' takes a record out of the index. */
export const sweepAttributes = () =>
  ({
    sweep_shard: { type: 'string' },
    sweep_due: { type: 'string' },
  }) as const;

/** Sparse: only records with work due are in it (a record whose `sweep_due` is '' or missing is left out). */
export const sweepDueIndex = () =>
  ({
    index: 'gsi1',
    condition: (a: Record<string, unknown>) => typeof a.sweep_due === 'string' && a.sweep_due !== '',
    pk: { field: 'gsi1pk', composite: ['sweep_shard'] },
    sk: { field: 'gsi1sk', composite: ['sweep_due'] },
  }) as const;
