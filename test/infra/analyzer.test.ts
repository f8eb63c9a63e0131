import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CultureFitStacks } from '../../infra/lib/culturefit-app';
import type { newApp } from './helpers';
import { logicalId, nagFindings, synthesizedApp } from './helpers';

type MapState = {
  Type: string;
  MaxConcurrency?: number;
  ItemProcessor: { ProcessorConfig?: { Mode: string }; States: Record<string, { Type: string; Resource?: string }> };
};
type Resource = { Properties: Record<string, unknown> };

let stacks: CultureFitStacks;
let app: ReturnType<typeof newApp>;
let api: Template;

beforeAll(() => {
  ({ app, stacks } = synthesizedApp());
  api = Template.fromStack(stacks.api);
});

function deployedDefinition(): {
  States: { Sections: { Type: string; Branches: { States: Record<string, MapState> }[] } };
} {
  const [machine] = Object.values(api.findResources('AWS::StepFunctions::StateMachine')) as Resource[];
  expect(machine, 'one state machine').toBeDefined();
  return JSON.parse(machine!.Properties.DefinitionString as string);
}

describe('core values analyzer on Step Functions (spec part 2 §9.3 "Analyzer sends 10 requests at a time (skills: 5)")', () => {
  it('the deployed state machine fans out in inline Maps of MaxConcurrency 10 and 5', () => {
    const sections = deployedDefinition().States.Sections;
    expect(sections.Type).toBe('Parallel');
    const maps = sections.Branches.flatMap((b) => Object.values(b.States)).filter((s) => s.Type === 'Map');
    expect(maps.map((m) => m.MaxConcurrency).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([5, 10]);
    expect(maps.every((m) => m.ItemProcessor.ProcessorConfig?.Mode === 'INLINE')).toBe(true);
  });

  it('every Task invokes the analyzer step function, whose ARN CDK substitutes, and only it may be invoked', () => {
    const [machine] = Object.values(api.findResources('AWS::StepFunctions::StateMachine')) as Resource[];
    const stepId = logicalId(stacks.api.analyzer.step.fn);
    expect(machine!.Properties.DefinitionSubstitutions).toEqual({
      AnalyzerStepFunctionArn: { 'Fn::GetAtt': [stepId, 'Arn'] },
    });
    const text = machine!.Properties.DefinitionString as string;
    expect(text.match(/"Resource":"\$\{AnalyzerStepFunctionArn\}"/g)).toHaveLength(3);
    const invokes = JSON.stringify(api.findResources('AWS::IAM::Policy')).match(/lambda:InvokeFunction/g) ?? [];
    expect(invokes.length).toBeGreaterThan(0);
  });

  it('the toolbox function starts executions: it has the ARN and states:StartExecution on that state machine', () => {
    const toolbox = stacks.api.functions.toolbox;
    expect(toolbox).toBeDefined();
    const fn = api.findResources('AWS::Lambda::Function')[logicalId(toolbox!.fn)] as Resource;
    const machineId = logicalId(stacks.api.analyzer.stateMachine);
    expect(
      (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.ANALYZER_STATE_MACHINE_ARN,
    ).toEqual({ Ref: machineId });
    const policies = Object.values(api.findResources('AWS::IAM::Policy')) as Resource[];
    const starter = policies.filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('states:StartExecution'),
    );
    expect(starter).toHaveLength(1);
    expect(JSON.stringify(starter[0]!.Properties.Roles)).toContain(logicalId(toolbox!.role));
  });

  it('logs executions without X-Ray, and cdk-nag has nothing to report', () => {
    api.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      TracingConfiguration: { Enabled: false },
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false },
    });
    expect(nagFindings(app)).toEqual([]);
  });
});
