import * as z from 'zod';

/**
 * Wire shapes shared by the API, the local server and the web client. This file holds the shapes every context
 * uses; each context's own are in `<context>-schemas.ts` beside it, all re-exported here.
 */

export const ZEmpty = z.object({}).strict();
export const ZOk = z.object({ ok: z.literal(true) });

/** A page of a list: DynamoDB's own cursor, opaque to the client; null when there is no more. */
export const ZPageQuery = z.object({
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export * from './account-schemas';
export * from './team-schemas';
export * from './assessment-schemas';
export * from './ai-setup-schemas';
export * from './section-schemas';
export * from './respondent-schemas';
export * from './result-schemas';
export * from './analysis-schemas';
export * from './credit-schemas';
export * from './referral-schemas';
export * from './toolbox-schemas';
export * from './analyzer-schemas';
export * from './support-schemas';
