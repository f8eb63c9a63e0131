import { db } from '../db/service';

/** Stores the site's address (`deploymentSetting` webUrl), read by common/deployed-web-url.ts. */
export async function saveWebUrl(site: string): Promise<void> {
  await db().entities.deploymentSetting.put({ name: 'webUrl', value: site }).go();
}
