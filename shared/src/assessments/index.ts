export * from './draft';
export * from './permissions';
export * from './assessment';
export * from './types';
export * from './viewer';
