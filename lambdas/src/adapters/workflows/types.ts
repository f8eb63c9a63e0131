import type { AnalyzerItem } from '@shared/toolbox/analyzer';

/** What the analyzer workflow starts with (lambdas/src/toolbox/analyzer/definition.ts). */
export interface AnalyzerExecutionInput {
  runId: string;
  items: AnalyzerItem[];
  skills: AnalyzerItem[];
}

/** The workflow port: Step Functions on AWS, the same definition in process on the local stack. */
export interface Workflows {
  /**
   * Starts the analyzer for a run, named by its id: a second start with the same name starts nothing new
   * (Step Functions keeps execution names unique per state machine). Returns the execution's id.
   */
  startAnalyzer(name: string, input: AnalyzerExecutionInput): Promise<string>;
}
