/**
 * The runtime configuration (the API's address, the user pool) written into index.html, where the page reads it
 * while it is parsed, so a link's first call does not wait for /config.json (issue 27 §3, docs/architecture.md "The
 * respondent's app"). Each server writes it where the build left the marker: the deploy (infra, WebSiteContent), the
 * local stack's web server and the phone bench's. /config.json is still written beside it.
 */

/** The comment the build leaves in index.html's <head>, before the boot script. */
export const APP_CONFIG_MARKER = '<!--app-config-->';
/** The id of the element holding the configuration as JSON. */
export const APP_CONFIG_ELEMENT_ID = 'app-config';

/**
 * `html` with the marker replaced by a JSON script element holding `configJson` (a data block: never run, so the
 * site's CSP does not name it). A `<` is written as `\u003c`, so no value can close the element.
 */
export function withAppConfig(html: string, configJson: string): string {
  if (!html.includes(APP_CONFIG_MARKER)) throw new Error(`index.html has no ${APP_CONFIG_MARKER} marker`);
  const element = `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${configJson.replace(/</g, '\\u003c')}</script>`;
  return html.replace(APP_CONFIG_MARKER, () => element);
}
