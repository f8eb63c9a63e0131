import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag';

/**
 * A private, encrypted, TLS-only bucket that receives access logs for a year. Log deliveries write with
 * ACLs, so object ownership is owner-preferred. It cannot log into itself: `whatItLogs` says why in the
 * cdk-nag acknowledgement.
 */
export function logBucket(scope: Construct, id: string, whatItLogs: string): s3.Bucket {
  const bucket = new s3.Bucket(scope, id, {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ expiration: Duration.days(365) }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  acknowledge(bucket, [
    {
      id: 'AwsSolutions-S1',
      reason: `This is the access-log bucket of ${whatItLogs}; logging it into itself would loop.`,
    },
  ]);
  return bucket;
}
