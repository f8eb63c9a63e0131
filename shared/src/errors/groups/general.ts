/** General messages: spec part 2 §8 "General" and part 1 §5, §6. */
export const GENERAL_ERRORS = {
  VALIDATION_FAILED: 400,
  PAYLOAD_TOO_LARGE: 413,
  FORBIDDEN: 403,
  NO_PERMISSION: 403,
  VIEWING_LEVEL_RESTRICTED: 403,
  DATA_NOT_FOUND: 404,
  NO_SUCH_DOCUMENT: 404,
  PAGE_NOT_FOUND: 404,
  INTERNAL: 500,
  NETWORK_ERROR: 503,
  /** A lazily loaded script chunk failed (spec part 2 §8). */
  CHUNK_LOAD_FAILED: 500,
  /** The stylesheet variant keeps the spec's own code. */
  CSS_CHUNK_LOAD_FAILED: 500,
  /**
   * Startup failure of the authentication backend. The spec names its backend ("Firebase app is
   * not initialized"); this product uses Cognito, so the text names the sign-in service instead.
   */
  AUTH_NOT_INITIALIZED: 500,
  INVALID_STATUS_TRANSITION: 409,
} as const satisfies Record<string, number>;
