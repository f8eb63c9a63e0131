import { entityBuilder } from '../entity';

/**
 * One run of the core values analyzer (spec part 1 §1; part 2 §9.3): the values, the output language and the
 * organisation they were analysed for. `runId` is random (32+ URL-safe characters, made by the browser so a repeated
 * start names the same run) and is the key a visitor holds to read it. `owner` is the signed-in starter's e-mail key;
 * a visitor's run has '' and stays out of the byOwner index.
 */
export const buildAnalyzerRunEntity = entityBuilder({
  model: { entity: 'analyzerRun', version: '1', service: 'culturefit' },
  attributes: {
    runId: { type: 'string', required: true },
    values: { type: 'list', items: { type: 'string' }, required: true },
    language: { type: ['en', 'th'] as const, required: true },
    company: { type: 'string', default: '' },
    orgType: { type: 'string', default: '' },
    /** '' for a visitor (the byOwner index leaves such runs out). */
    owner: { type: 'string', default: '' },
    status: { type: ['running', 'finished', 'failed'] as const, required: true },
    /** The workflow execution that writes the sections (its ARN on AWS, `local:<runId>` on the local stack). */
    execution: { type: 'string' },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
    finished_at: { type: 'string' },
  },
  indexes: {
    byRun: { pk: { field: 'pk', composite: ['runId'] }, sk: { field: 'sk', composite: [] } },
    /** A signed-in user's runs, newest first ("my analyzer runs"); sparse: visitors' runs are not in it. */
    byOwner: {
      index: 'gsi1',
      condition: (a: Record<string, unknown>) => typeof a.owner === 'string' && a.owner !== '',
      pk: { field: 'gsi1pk', composite: ['owner'] },
      sk: { field: 'gsi1sk', composite: ['created_at', 'runId'] },
    },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const AnalyzerRunEntity: ReturnType<typeof buildAnalyzerRunEntity>;
