import { describe, expect, it } from 'vitest';
import { buildRequest, errorFromResponse } from './api-request';
import { ROUTE_INDEX } from '@shared/routes/route-index';
import { addRouteIndex } from './route-defs';

// Employer routes are called here: every route, as the employer's app adds them (app/app.tsx).
addRouteIndex(ROUTE_INDEX);

const ctx = { apiUrl: 'https://api.example.com/prod/', locale: 'th' as const, idToken: 'id-token' };

describe('typed API client: requests built from the route table', () => {
  it('fills and encodes path parameters and adds the query', () => {
    const req = buildRequest(
      'getSectionContent',
      { params: { section: 'values_and_traits' }, query: { lang: 'es' } },
      ctx,
    );
    expect(req.url).toBe('https://api.example.com/prod/sections/values_and_traits/content?lang=es');
    expect(req.method).toBe('GET');
    expect(req.body).toBeUndefined();
  });

  it('encodes ids that carry reserved characters', () => {
    const req = buildRequest('getCandidateResult', { params: { id: 't 1', candidateId: 'a/b@c.com' } }, ctx);
    expect(req.url).toBe('https://api.example.com/prod/templates/t%201/candidates/a%2Fb%40c.com');
  });

  it('user routes send the Cognito id token as Authorization; public and candidate routes never do', () => {
    expect(buildRequest('getMe', {}, ctx).headers.Authorization).toBe('id-token');
    expect(
      buildRequest('getPublicLink', { params: { code: 'abc-def-ghi' } }, ctx).headers.Authorization,
    ).toBeUndefined();
    expect(
      buildRequest('finishTest', { params: { token: 'x'.repeat(40) } }, ctx).headers.Authorization,
    ).toBeUndefined();
  });

  it('asks for messages in the interface language', () => {
    expect(buildRequest('getMe', {}, ctx).headers['Accept-Language']).toBe('th');
  });

  it('writes send a JSON body, an empty object when the route has none', () => {
    const put = buildRequest('saveSignupBranding', { body: { color: '#0E7C66' } }, ctx);
    expect(put).toMatchObject({ method: 'PUT', body: '{"color":"#0E7C66"}' });
    expect(put.headers['Content-Type']).toBe('application/json');
    expect(buildRequest('publishTemplate', { params: { id: 't1' } }, ctx).body).toBe('{}');
  });

  it('drops empty query values', () => {
    expect(
      buildRequest('getRespondentTest', { params: { token: 'x'.repeat(40) }, query: { lang: undefined } }, ctx).url,
    ).toMatch(/\/respondent\/x+$/);
  });
});

describe('API errors', () => {
  it('reads the catalogue code, the localized message and the field errors', () => {
    const e = errorFromResponse(409, {
      error: { code: 'EMAIL_ALREADY_REGISTERED', message: 'ya está registrado', fields: [{ path: 'email' }] },
    });
    expect(e).toMatchObject({
      status: 409,
      code: 'EMAIL_ALREADY_REGISTERED',
      message: 'ya está registrado',
      fields: [{ path: 'email' }],
    });
  });

  it("API Gateway's 401 { message: 'Unauthorized' } reads as not logged in", () => {
    expect(errorFromResponse(401, { message: 'Unauthorized' })).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
  });

  it('an unreadable body becomes the generic error, never raw text', () => {
    expect(errorFromResponse(502, undefined)).toMatchObject({ code: 'INTERNAL', message: '' });
  });
});
