import { entityBuilder } from '../entity';

/**
 * A value only known once the deployment exists, written by a deploy-time custom resource
 * (lambdas/src/toolbox/seed-prompts.ts) for functions that cannot be given it as env: `webUrl`, the site's address,
 * for the unlock links the sign-in trigger mails (its stack is deployed before the site's).
 */
export const buildDeploymentSettingEntity = entityBuilder({
  model: { entity: 'deploymentSetting', version: '1', service: 'culturefit' },
  attributes: {
    name: { type: 'string', required: true },
    value: { type: 'string', required: true },
  },
  indexes: {
    byName: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const DeploymentSettingEntity: ReturnType<typeof buildDeploymentSettingEntity>;
