/**
 * Wire shapes shared by the API, the local server and the web client: the shapes every context uses are in
 * `common-schemas.ts`, each context's own in `<context>-schemas.ts` beside it, all re-exported here.
 */

export * from './common-schemas';
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
export * from './notification-schemas';
export * from './webhook-schemas';
export * from './greenhouse-schemas';
