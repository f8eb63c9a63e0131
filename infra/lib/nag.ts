import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag acknowledgements, always scoped to one construct and always with a reason.
 * cdk-nag 3 reads them from construct metadata (`Validations.of(x).acknowledge`).
 */
export function acknowledge(scope: IConstruct, rules: { id: string; reason: string }[]): void {
  Validations.of(scope).acknowledge(...rules);
}

/** The same flattening cdk-nag applies to a policy resource before it builds a finding id. */
function flatten(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (typeof node === 'object' && node !== null) {
    const o = node as Record<string, unknown>;
    if (Array.isArray(o['Fn::Join'])) {
      const [delimiter, items] = o['Fn::Join'] as [string, unknown[]];
      return items.map(flatten).join(delimiter);
    }
    if (o['Fn::Sub'] !== undefined) return flatten(o['Fn::Sub']);
    if (Array.isArray(o['Fn::GetAtt'])) {
      const [resource, attribute] = o['Fn::GetAtt'] as [unknown, unknown];
      return `<${flatten(resource)}.${flatten(attribute)}>`;
    }
    if (o['Fn::ImportValue'] !== undefined) return flatten(o['Fn::ImportValue']);
    if (o.Ref !== undefined) return `<${flatten(o.Ref)}>`;
  }
  return JSON.stringify(node);
}

/**
 * Acknowledge the IAM5 finding for one wildcard resource ARN (e.g. `bucket.arnForObjects('*')`).
 * The finding id embeds the ARN as CloudFormation sees it, which for a cross-stack reference is
 * only known once references are resolved; so the id is computed in the validation phase,
 * which runs after that and before the cdk-nag plugin reads acknowledgements.
 */
export function acknowledgeWildcardResource(scope: IConstruct, arn: string, reason: string): void {
  scope.node.addValidation({
    validate: () => {
      const resolved: unknown = Stack.of(scope).resolve(arn);
      acknowledge(scope, [{ id: `AwsSolutions-IAM5[Resource::${flatten(resolved)}]`, reason }]);
      return [];
    },
  });
}

/** The IAM5 findings cdk-nag derives from a resolved policy document (wildcard actions and resources). */
function wildcardFindings(document: {
  Statement?: { Effect?: string; Action?: unknown; Resource?: unknown }[];
}): string[] {
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
  const found = new Set<string>();
  for (const statement of document.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of list(statement.Action))
      if (typeof action === 'string' && action.includes('*')) found.add(`Action::${action}`);
    for (const resource of list(statement.Resource).map(flatten))
      if (resource.includes('*')) found.add(`Resource::${resource}`);
  }
  return [...found];
}

/**
 * For policies written by a CDK-provided construct (not by this project): acknowledge each IAM5 finding
 * of `policy` with the reason `reasonFor` gives it (`render` shows a token as it appears in a finding).
 * A finding without a reason stays reported.
 */
export function acknowledgePolicyWildcards(
  policy: IConstruct,
  reasonFor: (finding: string, render: (token: string) => string) => string | undefined,
): void {
  policy.node.addValidation({
    validate: () => {
      const cfn = policy.node.defaultChild as { policyDocument?: unknown } | undefined;
      const document = Stack.of(policy).resolve(cfn?.policyDocument) as
        Parameters<typeof wildcardFindings>[0] | undefined;
      const render = (token: string) => flatten(Stack.of(policy).resolve(token));
      for (const finding of wildcardFindings(document ?? {})) {
        const reason = reasonFor(finding, render);
        if (reason) acknowledge(policy, [{ id: `AwsSolutions-IAM5[${finding}]`, reason }]);
      }
      return [];
    },
  });
}
