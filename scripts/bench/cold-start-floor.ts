import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

/**
 * The floor of the cold-start bench (scripts/bench/cold-start.ts): a function that imports only the DynamoDB document
 * client and answers a request with one GetItem. No function can start faster than this one.
 */
const endpoint = process.env.DYNAMODB_ENDPOINT;
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient(endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'us-east-1' } : {}),
);

export async function handler(): Promise<{ statusCode: number; body: string }> {
  const { Item } = await client.send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'bench#floor', sk: 'bench#floor' } }),
  );
  return { statusCode: 200, body: JSON.stringify(Item ?? null) };
}
