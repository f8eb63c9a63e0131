export * from './catalogue';
export * from './domain-error';
export * from './texts';
export * from './validation';
