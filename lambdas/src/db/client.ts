import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * One client per process. DYNAMODB_ENDPOINT points at DynamoDB Local when running the local stack;
 * on Lambda it is unset and the SDK uses the regional endpoint.
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

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}
