export * from './schema';
export * from './scorer';
