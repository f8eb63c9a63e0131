import { entityBuilder } from '../entity';

/**
 * The opaque id of a respondent and the record it names. Result addresses carry this id instead of the
 * stored id (which is built from the e-mail, spec part 1 §3); it is written in the same transaction as
 * the respondent, so every respondent created since has one.
 */
export const buildRespondentRefEntity = entityBuilder({
  model: { entity: 'candidateRef', version: '1', service: 'culturefit' },
  attributes: {
    ref: { type: 'string', required: true },
    form_id: { type: 'string', required: true },
    emailKey: { type: 'string', required: true },
  },
  indexes: {
    byRef: { pk: { field: 'pk', composite: ['ref'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const RespondentRefEntity: ReturnType<typeof buildRespondentRefEntity>;
