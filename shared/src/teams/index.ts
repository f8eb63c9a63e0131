export * from './members';
export * from './types';
