import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteId } from '@shared/routes';
import { routeDefinition } from './route-definition';

describe("a function's route definitions, from its context's part of the table", () => {
  it('every route of the table is found in the part of its context, as the same definition', async () => {
    for (const id of Object.keys(ROUTES) as RouteId[]) {
      const def = await routeDefinition(id);
      expect(def, id).toBe(ROUTES[id]);
      expect(def.context, id).toBe(ROUTES[id].context);
    }
  });
});
