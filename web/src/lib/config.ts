import * as z from 'zod';

/**
 * Runtime configuration, read once from /config.json so one build serves every stage
 * (the local stack and the CDK web stack both write this file).
 */
export const ZAppConfig = z.object({
  apiUrl: z.string().min(1),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  userPoolEndpoint: z.string().optional(),
  mailboxUrl: z.string().optional(),
  /** Hosted-UI origin and callback for Google and Microsoft sign-in (only with federation). */
  oauthUrl: z.string().url().optional(),
  oauthRedirect: z.string().url().optional(),
  oauthClientId: z.string().optional(),
  federation: z.object({ google: z.boolean().default(false), microsoft: z.boolean().default(false) }).partial().default({}),
  stage: z.string().default('local'),
});
export type AppConfig = z.infer<typeof ZAppConfig>;

let current: AppConfig | undefined;

export async function loadConfig(fetcher: typeof fetch = fetch): Promise<AppConfig> {
  const res = await fetcher('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
  current = ZAppConfig.parse(await res.json());
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
