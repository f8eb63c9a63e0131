export * from './chat';
export * from './ticket';
