export * from './catalogue';
export * from './domain-error';
