import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { analyzerDefinition, ANALYZER_STEP_PLACEHOLDER } from '../../../lambdas/src/toolbox/analyzer/definition';
import { bedrockInvokeStatement } from '../bedrock';
import type { BedrockTarget } from '../config';
import { acknowledge, acknowledgePolicyWildcards } from '../nag';
import { AppFunction } from './app-function';
import type { AppTable } from './app-table';

export interface AnalyzerWorkflowProps {
  readonly table: AppTable;
  readonly stage: string;
  readonly bedrockModelId: string;
  /** The model and inference profile the step may invoke (infra/lib/bedrock.ts). */
  readonly bedrock: BedrockTarget;
}

/**
 * The core values analyzer's Step Functions workflow (spec part 2 §9.3; docs/architecture.md "Work nobody is watching"): the step
 * function that writes one section, and a Standard state machine whose definition is the one module the local stack
 * also runs (lambdas/src/toolbox/analyzer/definition.ts), the step's ARN substituted for its placeholder.
 */
export class AnalyzerWorkflow extends Construct {
  readonly step: AppFunction;
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: AnalyzerWorkflowProps) {
    super(scope, id);
    this.step = new AppFunction(this, 'StepFunction', {
      entry: 'lambdas/src/toolbox/analyzer/step-handler.ts',
      description: 'Analyzer step: writes one analysis section of one value, or closes the run',
      // Three model attempts with backoff (spec part 2 §7.1) fit well within this.
      timeout: Duration.minutes(3),
      environment: { STAGE: props.stage, BEDROCK_MODEL_ID: props.bedrockModelId },
    })
      .bindTable(props.table)
      .allow(bedrockInvokeStatement(props.bedrock, { stream: true }));

    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const placeholder = ANALYZER_STEP_PLACEHOLDER.slice(2, -1);
    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      definitionBody: sfn.DefinitionBody.fromString(JSON.stringify(analyzerDefinition())),
      definitionSubstitutions: { [placeholder]: this.step.fn.functionArn },
      stateMachineType: sfn.StateMachineType.STANDARD,
      comment: 'Core values analyzer: five analysis sections per value, 10 at a time (skills 5)',
      timeout: Duration.hours(1),
      // No X-Ray, as for the functions (docs/cold-start.md "Tracing and metrics").
      tracingEnabled: false,
      // Execution data holds the values a visitor typed; the sections themselves are in the table.
      logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: false },
    });
    acknowledge(this.stateMachine, [
      {
        id: 'AwsSolutions-SF2',
        reason:
          'X-Ray is off in the whole app: the step function records nothing inside without Powertools Tracer, which costs every cold start about 18 ms and 120 KB (docs/cold-start.md "Tracing and metrics"). Executions are logged (level ALL) and alarmed on failures and time-outs.',
      },
    ]);
    // Only the function itself, no version or alias wildcard (grantInvoke would add `<arn>:*`).
    this.stateMachine.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.step.fn.functionArn] }),
    );

    const policy = this.stateMachine.role.node.tryFindChild('DefaultPolicy');
    if (policy) {
      acknowledgePolicyWildcards(policy, (finding) =>
        finding === 'Resource::*'
          ? 'Step Functions execution logging (logs:CreateLogDelivery, PutResourcePolicy, DescribeLogGroups…) does not support resource-level permissions; CDK writes these statements for logs.'
          : undefined,
      );
    }
  }

  /** ANALYZER_STATE_MACHINE_ARN and states:StartExecution for the function that starts runs. */
  bindStarter(fn: AppFunction): this {
    fn.addEnvironment('ANALYZER_STATE_MACHINE_ARN', this.stateMachine.stateMachineArn);
    this.stateMachine.grantStartExecution(fn.role);
    return this;
  }
}
