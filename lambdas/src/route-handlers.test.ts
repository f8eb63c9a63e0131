import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteId } from '@shared/routes';
import { handler as accounts } from './accounts/index';
import { handler as assessments } from './assessments/index';
import { handler as sections } from './sections/index';
import { handler as respondents } from './respondents/index';
import { handler as results } from './results/index';
import { handler as teams } from './teams/index';
import { handler as credits } from './credits/index';

const routers = [accounts, teams, assessments, sections, respondents, results, credits];

describe('route table', () => {
  it('every route in the table has a handler in its context Lambda', () => {
    const handled = new Set<RouteId>(routers.flatMap((r) => r.routeIds));
    const missing = (Object.keys(ROUTES) as RouteId[]).filter((id) => !handled.has(id));
    expect(missing).toEqual([]);
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
