import * as z from '../zod-mini';
import { API_RATE_LIMIT_PER_MINUTE } from '../constants/limits';
import type { RouteDef } from './define';
import { WEBHOOK_SIGNATURE_HEADER } from '../webhooks/events';
import { WEBHOOK_PAYLOADS } from './webhook-schemas';

/**
 * The OpenAPI 3.1 document of the public API (spec part 1 §2 /docs-for-dev), generated from the route table: every
 * route whose auth is the account's API key, with its parameters, request body and answer as JSON Schema (zod's
 * own conversion), the x-api-key security scheme and the catalogue's error shape. Nothing is written by hand, so
 * the reference cannot drift from what the server checks.
 */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  security: { apiKey: [] }[];
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  paths: Record<string, Record<string, OpenApiOperation>>;
  /** The events a workspace's webhook endpoints receive (docs/webhooks.md): one POST per event type. */
  webhooks: Record<string, { post: OpenApiWebhook }>;
}

export interface OpenApiWebhook {
  operationId: string;
  summary: string;
  description: string;
  parameters: { name: string; in: 'header'; required: true; schema: unknown; description: string }[];
  requestBody: { required: true; content: { 'application/json': { schema: unknown } } };
  responses: Record<string, { description: string }>;
}

const WEBHOOK_SUMMARIES: Record<keyof typeof WEBHOOK_PAYLOADS, string> = {
  'respondent.completed': "A respondent finished the assessment; data is the respondent's result",
  'respondent.scored': "A respondent's result is final (written answers scored too); data is the result",
  'respondent.timed_out': "A section's timer closed at least one of the respondent's sections; data is the result",
  'assessment.published': 'An assessment was published; data is the assessment as GET /v1/assessments lists it',
  'analysis.ready': 'An AI analysis of a respondent was written; data names the respondent and the recommendation',
};

/** The `webhooks` section (OpenAPI 3.1): each event's body as JSON Schema and the signature header. */
function webhookSection(): OpenApiDocument['webhooks'] {
  return Object.fromEntries(
    (Object.keys(WEBHOOK_PAYLOADS) as (keyof typeof WEBHOOK_PAYLOADS)[]).map((event) => [
      event,
      {
        post: {
          operationId: `webhook_${event.replace('.', '_')}`,
          summary: WEBHOOK_SUMMARIES[event],
          description:
            'Sent to each endpoint of the workspace that subscribed to this event (My account → Webhooks). Answer 2xx within 10 seconds; anything else is retried for 24 hours. See docs/webhooks.md.',
          parameters: [
            {
              name: WEBHOOK_SIGNATURE_HEADER,
              in: 'header' as const,
              required: true as const,
              schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
              description: 'HMAC-SHA256 with the endpoint secret over `<t>.<raw body>`: `t=<unix seconds>,v1=<hex>`',
            },
          ],
          requestBody: {
            required: true as const,
            content: { 'application/json': { schema: jsonSchema(WEBHOOK_PAYLOADS[event], 'output') } },
          },
          responses: { '2XX': { description: 'Received; nothing more is sent for this delivery' } },
        },
      },
    ]),
  );
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: unknown }[];
  requestBody?: { required: true; content: { 'application/json': { schema: unknown } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: unknown } } }>;
}

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output') => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    unrepresentable: 'any',
    io,
    target: 'draft-2020-12',
  }) as Record<string, unknown>;
  return rest;
};

export function publicApiRoutes(routes: Record<string, RouteDef>): [string, RouteDef][] {
  return Object.entries(routes).filter(([, def]) => (def.auth as string) === 'apiKey');
}

export function openApiDocument(routes: Record<string, RouteDef>, serverUrl: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [id, def] of publicApiRoutes(routes)) {
    const pathNames = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const params = jsonSchema(def.params as z.ZodMiniType, 'input') as { properties?: Record<string, unknown> };
    const query = jsonSchema(def.query as z.ZodMiniType, 'input') as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    const hasBody = def.method !== 'GET' && def.method !== 'DELETE';
    const operation: OpenApiOperation = {
      operationId: id,
      summary: def.summary,
      parameters: [
        ...pathNames.map((name) => ({
          name,
          in: 'path' as const,
          required: true,
          schema: params.properties?.[name] ?? { type: 'string' },
        })),
        ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({
          name,
          in: 'query' as const,
          required: (query.required ?? []).includes(name),
          schema,
        })),
      ],
      ...(hasBody
        ? {
            requestBody: {
              required: true as const,
              content: { 'application/json': { schema: jsonSchema(def.body as z.ZodMiniType, 'input') } },
            },
          }
        : {}),
      responses: {
        [def.method === 'POST' ? '200' : '200']: {
          description: 'Success',
          content: { 'application/json': { schema: jsonSchema(def.response as z.ZodMiniType, 'output') } },
        },
        '400': {
          description: 'The request is not valid (the message says which field)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        '401': {
          description: "Missing or invalid API key ('Invalid API key.')",
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        '404': {
          description: "Not found, or not visible to the key's account",
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        '429': {
          description: `More than ${API_RATE_LIMIT_PER_MINUTE} calls a minute with this key`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
    (paths[def.path] ??= {})[def.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Culture Fit public API',
      version: '1',
      description: `Read assessments and results and invite candidates with your account's API key (My account → API key). Send it in the x-api-key header. Each key may make ${API_RATE_LIMIT_PER_MINUTE} calls a minute. Answers and errors are JSON; an error carries a code and a message in the language of Accept-Language (en, th, es).`,
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    paths,
    webhooks: webhookSection(),
  };
}
