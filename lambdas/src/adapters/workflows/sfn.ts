import type { SFNClient } from '@aws-sdk/client-sfn';
import type { AnalyzerExecutionInput, Workflows } from './types';

let client: SFNClient | undefined;

/** Step Functions: StartExecution on the analyzer state machine the CDK app deployed (ANALYZER_STATE_MACHINE_ARN). */
export function sfnWorkflows(stateMachineArn: string, given?: SFNClient): Workflows {
  return {
    async startAnalyzer(name: string, input: AnalyzerExecutionInput) {
      // The Step Functions client is imported on the first start, not when the function starts (docs/cold-start.md).
      const { ExecutionAlreadyExists, SFNClient, StartExecutionCommand } = await import('@aws-sdk/client-sfn');
      const sfn = given ?? (client ??= new SFNClient({}));
      try {
        const out = await sfn.send(new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(input) }));
        return out.executionArn ?? name;
      } catch (error) {
        // The same name was started before (with other input, or already closed): that execution is the run's.
        if (error instanceof ExecutionAlreadyExists)
          return `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
        throw error;
      }
    },
  };
}
