import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

/** Requests one address may make to the user pool in 5 minutes (sign-up, sign-in, PIN answers) before WAF blocks it. */
export const SIGN_IN_REQUESTS_PER_IP_PER_5_MIN = 100;

/**
 * Per-address limit on the user pool (docs/auth.md "Guessing"): the PIN triggers cannot see the caller's IP,
 * so a regional WAF web ACL with a rate-based rule sits in front of Cognito and blocks an address that sends
 * more than SIGN_IN_REQUESTS_PER_IP_PER_5_MIN requests in 5 minutes, whatever e-mails it tries.
 */
export class SignInRateLimit extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: { userPool: cognito.IUserPool; metricPrefix: string }) {
    super(scope, id);
    const visibility = (name: string) => ({
      cloudWatchMetricsEnabled: true,
      metricName: `${props.metricPrefix}-${name}`,
      sampledRequestsEnabled: true,
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('sign-in'),
      rules: [
        {
          name: 'PerAddressRate',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: SIGN_IN_REQUESTS_PER_IP_PER_5_MIN,
              aggregateKeyType: 'IP',
              evaluationWindowSec: 300,
            },
          },
          visibilityConfig: visibility('per-address-rate'),
        },
      ],
    });
    new wafv2.CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.userPool.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
