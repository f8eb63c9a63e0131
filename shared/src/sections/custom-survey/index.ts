export * from './answers';
export * from './schema';
export * from './scorer';
