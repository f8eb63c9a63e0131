import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The AWS SDK's document client on the same table, for test setup, table scans and benches only: the functions send
 * their calls through aws-lite (lambdas/src/db/client.ts). Built as the functions' client was before, with
 * `removeUndefinedValues`, so what tests write reads back as the functions' own writes do.
 */
let doc: DynamoDBDocumentClient | undefined;

export function documentClient(): DynamoDBDocumentClient {
  if (!doc) {
    const endpoint = process.env.DYNAMODB_ENDPOINT;
    const raw = new DynamoDBClient(endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'us-east-1' } : {});
    doc = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  }
  return doc;
}
