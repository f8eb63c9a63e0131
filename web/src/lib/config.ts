import { configInPage } from './config-in-page';
import { flag, nested, nonEmptyText, optionalText, optionalUrl, readRecord, text, type RecordOf } from './plain-record';

/**
 * Runtime configuration, so one build serves every stage: written into index.html by the server (the deploy, the
 * local stack), read from there while the page is parsed; /config.json, written beside it, when the page has none.
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
  let json = configInPage();
  if (json === undefined) {
    const res = await fetcher('/config.json', { cache: 'no-store' });
    if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
    json = await res.json();
  }
  const config = readRecord(CONFIG_SHAPE, json);
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
