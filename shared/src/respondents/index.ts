export * from './invitation';
export * from './shared-questions';
export * from './status';
export * from './types';
