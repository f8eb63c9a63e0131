import { db } from '../db/service';
import { webUrl } from './web-url';

let stored: string | undefined;

/**
 * The web app's origin for a function whose stack is deployed before the site's (the Cognito triggers): WEB_URL or
 * ALLOWED_ORIGIN when set (locally, or a configured domain), else the address the deploy wrote to the table
 * (`deploymentSetting` webUrl, lambdas/src/toolbox/seed-prompts.ts); '' when neither is known.
 */
export async function deployedWebUrl(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const fromEnv = webUrl(env);
  if (fromEnv) return fromEnv;
  // Kept for the container's life once found; an address not written yet is asked for again next time.
  stored ||= ((await db().entities.deploymentSetting.get({ name: 'webUrl' }).go()).data?.value ?? '').replace(
    /\/$/,
    '',
  );
  return stored;
}
