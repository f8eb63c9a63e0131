export * from './norms';
export * from './schema';
export * from './scorer';
export * from './stats';
