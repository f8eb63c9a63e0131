import { parseArgs } from 'node:util';
import { loadConfig } from '../../infra/lib/config';
import { awsClients, formatResult, runChecks } from './checks';

/**
 * `npm run preflight -- --stage <name> [--region <region>]`: checks the account against config/<stage>.ts before a
 * deploy, one line per check, and exits 1 when any check fails (docs/deploy.md, "Once per account and region").
 * Credentials and the default Region come from the usual AWS profile or environment, as for `cdk deploy`.
 */
const { values } = parseArgs({ options: { stage: { type: 'string' }, region: { type: 'string' } } });
if (!values.stage) {
  console.error('usage: npm run preflight -- --stage <name> [--region <region>]');
  process.exit(2);
}
const clients = awsClients(values.region);
const region = values.region ?? (await clients.ssm.config.region());
try {
  const config = await loadConfig({ stage: values.stage }, { region });
  console.log(`Preflight of stage ${config.stage} in ${region}`);
  const results = await runChecks(config, clients, region);
  for (const result of results) console.log(formatResult(result));
  process.exit(results.some((r) => r.status === 'fail') ? 1 : 0);
} catch (error) {
  console.error(`FAIL stage config: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
