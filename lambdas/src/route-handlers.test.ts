import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef, type RouteId } from '@shared/routes';
import { handler as accounts } from './accounts/handler';
import { handler as assessments } from './assessments/handler';
import { handler as sections } from './sections/handler';
import { handler as respondents } from './respondents/handler';
import { handler as results } from './results/handler';
import { handler as teams } from './teams/handler';
import { handler as credits } from './credits/handler';
import { handler as toolbox } from './toolbox/handler';
import { handler as support } from './support/handler';
import { streamHandler as resultsStream } from './results/stream';
import { streamHandler as assessmentsStream } from './assessments/stream';
import { streamHandler as toolboxStream } from './toolbox/stream';

const routers = { accounts, teams, assessments, sections, respondents, results, credits, toolbox, support };
const streamRouters = { results: resultsStream, assessments: assessmentsStream, toolbox: toolboxStream };

describe('route table', () => {
  it('every route in the table has a handler in its context Lambda', () => {
    const handled = new Set<RouteId>(Object.values(routers).flatMap((r) => r.routeIds));
    const missing = (Object.keys(ROUTES) as RouteId[]).filter(
      (id) => !(ROUTES[id] as RouteDef).stream && !handled.has(id),
    );
    expect(missing).toEqual([]);
  });

  it("every streaming route is served by its context's streaming entry, and no other route is", () => {
    const streamed = new Set<RouteId>(Object.values(streamRouters).flatMap((r) => r.routeIds));
    const streamingRoutes = (Object.keys(ROUTES) as RouteId[]).filter((id) => (ROUTES[id] as RouteDef).stream);
    expect([...streamed].sort()).toEqual(streamingRoutes.sort());
    for (const r of Object.values(routers))
      expect(r.routeIds.filter((id) => (ROUTES[id] as RouteDef).stream)).toEqual([]);
  });

  it("each context's function serves only that context's routes", () => {
    for (const [context, r] of [...Object.entries(routers), ...Object.entries(streamRouters)])
      for (const id of r.routeIds) expect(ROUTES[id].context, id).toBe(context);
  });

  it('no two routes share a method and path', () => {
    const keys = Object.values(ROUTES).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every user route is behind the Cognito authorizer and every respondent route carries the token in its path', () => {
    for (const [id, r] of Object.entries(ROUTES)) {
      if (r.auth === 'candidate') expect(r.path, id).toContain('{token}');
      if (r.path.startsWith('/respondent/')) expect(r.auth, id).toBe('candidate');
      if (r.path.startsWith('/templates') || r.path.startsWith('/me')) expect(r.auth, id).toBe('user');
    }
  });
});
