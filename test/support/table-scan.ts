import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../lambdas/src/db/client';
import { documentClient } from './document-client';

/**
 * Every stored item of one entity, as stored (keys and markers included), read with a Scan of the local table. Tests
 * only: the functions never scan (their IAM policy does not grant it), so the data layer has no scan.
 */
export async function storedItems(entity: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#e = :e',
        ExpressionAttributeNames: { '#e': '__edb_e__' },
        ExpressionAttributeValues: { ':e': entity },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
