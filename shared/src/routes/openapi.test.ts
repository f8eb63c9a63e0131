import { describe, expect, it } from 'vitest';
import { ROUTES } from './table';
import type { RouteDef } from './define';
import { openApiDocument } from './openapi';
import { WEBHOOK_EVENTS } from '../webhooks/events';

const routes = ROUTES as unknown as Record<string, RouteDef>;

describe('the public API reference (OpenAPI 3.1, generated from the route table)', () => {
  const doc = openApiDocument(routes, 'https://api.example.com/prod');

  it('has every API-key route with its method and path, and no route of the app or the respondents', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
    );
    expect(operations.sort()).toEqual([
      'GET /v1/assessments apiListAssessments',
      'GET /v1/assessments/{id}/respondents apiListRespondents',
      'GET /v1/assessments/{id}/respondents/{candidateId} apiGetResult',
      'POST /v1/assessments/{id}/invitations apiInviteCandidates',
    ]);
    expect(JSON.stringify(doc.paths)).not.toContain('/templates');
  });

  it('is an OpenAPI 3.1 document: version, the x-api-key scheme, path parameters declared, bodies and answers as JSON Schema', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: 'apiKey', in: 'header', name: 'x-api-key' });
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const op of Object.values(methods)) {
        const declared = op.parameters
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort();
        expect(declared, path).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
        expect(op.responses['200']?.content?.['application/json'].schema, path).toMatchObject({ type: 'object' });
      }
    }
    const invite = doc.paths['/v1/assessments/{id}/invitations']!.post!;
    expect(invite.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { recipients: { type: 'array', items: { required: ['email'] } } },
    });
    const refs = JSON.stringify(doc).match(/"\$ref":"#\/components\/schemas\/(\w+)"/g) ?? [];
    for (const ref of refs) expect(Object.keys(doc.components.schemas)).toContain(/schemas\/(\w+)/.exec(ref)![1]);
  });

  it('lists every webhook event in the webhooks section, its body the envelope with the public API shape in data', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    const completed = doc.webhooks['respondent.completed']!.post;
    const body = completed.requestBody.content['application/json'].schema as {
      properties: { type: { const: string }; data: { properties: Record<string, unknown> } };
    };
    expect(body.properties.type.const).toBe('respondent.completed');
    // The result as GET /v1/assessments/{id}/respondents/{candidateId} answers it.
    const result = doc.paths['/v1/assessments/{id}/respondents/{candidateId}']!.get!.responses['200']!.content![
      'application/json'
    ].schema as { properties: Record<string, unknown> };
    expect(Object.keys(body.properties.data.properties).sort()).toEqual(Object.keys(result.properties).sort());
    expect(completed.parameters[0]).toMatchObject({ name: 'culturefit-signature', in: 'header', required: true });
  });
});
