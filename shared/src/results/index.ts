export * from './grades';
export * from './group-analytics';
export * from './overall';
export * from './time-analysis';
