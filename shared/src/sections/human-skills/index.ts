export * from './schema';
export * from './validate-score';
