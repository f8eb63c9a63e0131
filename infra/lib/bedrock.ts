import { Aws } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { BedrockTarget } from './config';

/**
 * The ARNs a caller must be allowed to invoke for a Bedrock target (AWS, "Prerequisites for inference profiles"):
 * the inference profile in the stack's Region, and the foundation model in every Region the profile may route to.
 * A global profile routes to any commercial Region, which its Region-less model ARN (`bedrock:::foundation-model/…`)
 * stands for; the model in the stack's own Region is granted with it. Without a profile: the model in this Region.
 */
export function bedrockInvokeArns(target: BedrockTarget): string[] {
  const model = (region: string) => `arn:${Aws.PARTITION}:bedrock:${region}::foundation-model/${target.model}`;
  if (target.profile === 'none') return [model(Aws.REGION)];
  const profile = `arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:inference-profile/${target.invokeId}`;
  if (target.profile === 'global') return [profile, model(Aws.REGION), model(''), ...target.regions.map(model)];
  return [profile, ...target.regions.map(model)];
}

/** bedrock:InvokeModel (Converse) and, for streaming callers, InvokeModelWithResponseStream (ConverseStream). */
export function bedrockInvokeStatement(target: BedrockTarget, options: { stream: boolean }): iam.PolicyStatement {
  return new iam.PolicyStatement({
    actions: options.stream
      ? ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream']
      : ['bedrock:InvokeModel'],
    resources: bedrockInvokeArns(target),
  });
}
