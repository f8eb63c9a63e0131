import { tableClient } from '../../lambdas/src/db/client';

/**
 * Informational, not the floor: the floor's one GetItem sent through the functions' own table client (aws-lite,
 * lambdas/src/db/client.ts). The issue defines the floor as the AWS SDK's document client
 * (scripts/bench/cold-start-floor.ts), and the budget stays relative to that one; this row shows what the functions'
 * data client costs alone.
 */
export async function handler(): Promise<{ statusCode: number; body: string }> {
  const { Item } = await tableClient().send('GetItem', {
    TableName: process.env.TABLE_NAME,
    Key: { pk: 'bench#floor', sk: 'bench#floor' },
  });
  return { statusCode: 200, body: JSON.stringify(Item ?? null) };
}
