export * from './define';
export * from './schemas';
export * from './table';
