import { APP_CONFIG_ELEMENT_ID } from '@shared/config/app-config-html';

/**
 * The configuration the server wrote into the page (`withAppConfig`), as parsed JSON, or nothing when the page has
 * none or it does not parse. Read by the app (`loadConfig`) and by the boot script, which runs before the app.
 */
export function configInPage(): unknown {
  const text = typeof document === 'undefined' ? null : document.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
