import type { APIGatewayProxyResult } from 'aws-lambda';

/** CORS for the web origin; API Gateway proxy integrations must add it themselves. */
export function corsHeaders(): Record<string, string> {
  const origin = process.env.ALLOWED_ORIGIN;
  // Without a configured web origin no browser origin is allowed (never `*`).
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Headers': 'Content-Type,Authorization,Accept-Language,X-Model',
    'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    Vary: 'Origin',
  };
}

export function json(statusCode: number, body: unknown): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...corsHeaders() },
    body: JSON.stringify(body),
  };
}
