import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteId } from '@shared/routes';
import { CONTEXTS } from '@shared/routes/define';
import { routeDefinition } from './route-definition';

describe("a function's route definitions, from its context's part of the table", () => {
  it('every route of the table is found in the part its function hands in, as the same definition', async () => {
    // The functions' entries, as the local API server loads them: each names its own context's part of the table.
    for (const context of CONTEXTS) {
      await import(`../${context}/handler.ts`);
      await import(`../${context}/stream.ts`).catch(() => undefined);
    }
    for (const id of Object.keys(ROUTES) as RouteId[]) {
      const def = await routeDefinition(id);
      expect(def, id).toBe(ROUTES[id]);
      expect(def.context, id).toBe(ROUTES[id].context);
    }
  });
});
