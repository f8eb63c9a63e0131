export * from './catalogue';
export * from './domain-error';
export * from './validation';
