import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_INDEX } from '@shared/routes/route-index';
import { RESPONDENT_ROUTE_IDS } from '@shared/routes/respondent-route-ids';
import { RESPONDENT_ROUTE_INDEX } from '@shared/routes/respondent-route-index';
import { respondentAppModules } from '../../../test/support/respondent-app-modules';

describe("a respondent's page carries only its own routes (issue 27 §3)", () => {
  it("every route the respondent's app names is in its route index", async () => {
    const modules = await respondentAppModules();
    expect(modules).toContain('web/src/app/routes/respondent/take-test.tsx');
    const named = new Set<string>();
    for (const module of modules)
      for (const [, id = ''] of readFileSync(module, 'utf8').matchAll(/'(\w+)'/g)) if (id in ROUTE_INDEX) named.add(id);
    expect(named).toContain('saveAnswers');
    expect([...named].filter((id) => !(RESPONDENT_ROUTE_IDS as readonly string[]).includes(id))).toEqual([]);
  });

  it('its routes are the route index entries of those ids', () => {
    expect(Object.keys(RESPONDENT_ROUTE_INDEX).sort()).toEqual([...RESPONDENT_ROUTE_IDS].sort());
    for (const [id, def] of Object.entries(RESPONDENT_ROUTE_INDEX))
      expect(def).toEqual(ROUTE_INDEX[id as keyof typeof ROUTE_INDEX]);
  });

  it("a page starts with the respondent's routes; the employer's app adds every one", async () => {
    const { addRouteIndex, routeDef } = await import('./route-defs');
    expect(routeDef('getRespondentTest')).toEqual(ROUTE_INDEX.getRespondentTest);
    expect(() => routeDef('getTeam')).toThrow(/getTeam/);
    addRouteIndex(ROUTE_INDEX);
    expect(routeDef('getTeam')).toEqual(ROUTE_INDEX.getTeam);
  });
});
