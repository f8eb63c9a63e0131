import { runAnalyzerStep, type AnalyzerStepResult } from './run-step';

/**
 * Lambda entry of the analyzer workflow's Task states (definition.ts): Step Functions invokes it with one Map item
 * (write that section) or with { kind: 'finish' } (close the run). An input that does not parse is a failed task.
 */
export async function handler(event: unknown): Promise<AnalyzerStepResult> {
  return runAnalyzerStep(event);
}
