import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_SCHEMA } from '../table-schema';

export interface AppTableProps {
  /** Keep the table when the stack is deleted (production data). Default: retain. */
  readonly removalPolicy?: RemovalPolicy;
}

/** The single table (infra/lib/table-schema.ts): on-demand, PITR, TTL, encrypted, retained. */
export class AppTable extends Construct {
  readonly table: dynamodb.TableV2;

  constructor(scope: Construct, id: string, props: AppTableProps = {}) {
    super(scope, id);
    const str = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });
    this.table = new dynamodb.TableV2(this, 'Table', {
      partitionKey: str(TABLE_SCHEMA.partitionKey),
      sortKey: str(TABLE_SCHEMA.sortKey),
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_SCHEMA.timeToLiveAttribute,
      deletionProtection: true,
      encryption: dynamodb.TableEncryptionV2.awsManagedKey(),
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
      globalSecondaryIndexes: TABLE_SCHEMA.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: str(index.partitionKey),
        sortKey: str(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      })),
    });
  }
}
