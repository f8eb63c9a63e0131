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
