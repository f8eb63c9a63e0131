/**
 * The API on the site's own origin (docs/architecture.md "The API on the site's origin"): the site sends `/api/*` to
 * the REST API's stage, the prefix removed; a request that came that way carries the address the site saw and the
 * deployment's origin secret, and only with that secret is the address believed.
 */

/** The path prefix of the API on the site. */
export const SITE_API_PREFIX = '/api';

/** Set by the site from the viewer's connection (a value the viewer sent is replaced). */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/** Sent by the site to the API with the deployment's secret: a request without it came to the API directly. */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';
