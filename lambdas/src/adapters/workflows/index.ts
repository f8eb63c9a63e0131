export { sfnWorkflows } from './sfn';
export type { AnalyzerExecutionInput, Workflows } from './types';
