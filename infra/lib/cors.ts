/**
 * What a CORS preflight answers, written once for API Gateway (infra/lib/constructs/app-api.ts, a mock OPTIONS method
 * on every resource) and for its local stand-in (infra/local/api-server.ts). Plain values only: the local server
 * imports this without aws-cdk-lib.
 */
export const CORS_ALLOW_HEADERS = [
  'Content-Type',
  'Authorization',
  'X-Api-Key',
  'X-Amz-Date',
  'X-Amz-Security-Token',
  'Accept-Language',
  'X-Model',
] as const;

/** CDK's Cors.ALL_METHODS, in its order: the preflight allows every method, the resource decides which exist. */
export const CORS_ALLOW_METHODS = ['OPTIONS', 'GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD'] as const;

/** How long a browser may reuse a preflight answer. */
export const CORS_MAX_AGE_SECONDS = 3600;
