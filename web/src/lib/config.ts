import { takeEarlyConfig } from './early-calls';
import { flag, nested, nonEmptyText, optionalText, optionalUrl, readRecord, text, type RecordOf } from './plain-record';

/**
 * Runtime configuration, read once from /config.json so one build serves every stage
 * (the local stack and the CDK web stack both write this file).
 */
const CONFIG_SHAPE = {
  apiUrl: nonEmptyText,
  region: nonEmptyText,
  userPoolId: nonEmptyText,
  userPoolClientId: nonEmptyText,
  userPoolEndpoint: optionalText,
  mailboxUrl: optionalText,
  /** Hosted-UI origin and callback for Google and Microsoft sign-in (only with federation). */
  oauthUrl: optionalUrl,
  oauthRedirect: optionalUrl,
  oauthClientId: optionalText,
  federation: nested({ google: flag(false), microsoft: flag(false) }, { google: false, microsoft: false }),
  stage: text('local'),
};
export type AppConfig = RecordOf<typeof CONFIG_SHAPE>;

let current: AppConfig | undefined;

export async function loadConfig(fetcher: typeof fetch = fetch): Promise<AppConfig> {
  const ask = () => fetcher('/config.json', { cache: 'no-store' });
  // Asked for by the boot script while this script downloaded (early-calls.ts); asked again if that failed.
  const res = await (takeEarlyConfig()?.catch(ask) ?? ask());
  if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
  const config = readRecord(CONFIG_SHAPE, await res.json());
  if (!config) throw new Error('config.json: not a valid configuration');
  current = config;
  return current;
}

export function isConfigLoaded(): boolean {
  return current !== undefined;
}

export function getConfig(): AppConfig {
  if (!current) throw new Error('configuration not loaded');
  return current;
}

/** For tests. */
export function setConfig(config: AppConfig): void {
  current = config;
}
