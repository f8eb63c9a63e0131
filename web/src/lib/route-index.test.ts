import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { respondentRouteIndexSource, routeIndexSource } from '@shared/routes/route-index-source';
import { ROUTE_INDEX } from '@shared/routes/route-index';
import { ROUTES } from '@shared/routes/table';

describe('the route index the browser calls the API with', () => {
  it('is the route table without its schemas (run `npm run gen:routes` after changing the table)', () => {
    expect(readFileSync(new URL('../../../shared/src/routes/route-index.ts', import.meta.url), 'utf8')).toBe(
      routeIndexSource(),
    );
    expect(readFileSync(new URL('../../../shared/src/routes/respondent-route-index.ts', import.meta.url), 'utf8')).toBe(
      respondentRouteIndexSource(),
    );
  });

  it('has every route with the method, path, context and auth of the table', () => {
    expect(Object.keys(ROUTE_INDEX)).toEqual(Object.keys(ROUTES));
    for (const [id, r] of Object.entries(ROUTES)) {
      expect(ROUTE_INDEX[id as keyof typeof ROUTE_INDEX]).toEqual({
        method: r.method,
        path: r.path,
        context: r.context,
        auth: r.auth,
        stream: 'stream' in r && r.stream === true,
      });
    }
  });
});
