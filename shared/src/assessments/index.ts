export * from './draft';
export * from './permissions';
export * from './template';
export * from './types';
export * from './viewer';
