export * from './invitation';
export * from './status';
export * from './types';
