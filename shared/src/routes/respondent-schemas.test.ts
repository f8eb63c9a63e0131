import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from './index';

/**
 * What a respondent's browser can receive is fixed by the response schemas of the routes it calls: the handler
 * factory parses every answer through its route's schema, which drops any key the schema does not name. This test
 * walks those schemas (as JSON Schema) and fails if one could carry an answer key, the company's answers, scores,
 * or other respondents' data: by a field named for them, or by a field typed "anything".
 */

/** Routes a respondent calls: their token routes and the public link / registration / confirmation routes. */
const respondentRoutes = Object.entries(ROUTES as Record<string, RouteDef>).filter(
  ([, def]) => def.auth === 'candidate' || (def.auth === 'public' && def.context === 'respondents'),
);

/** Field names that would only exist to carry what a respondent must never see. */
const FORBIDDEN =
  /answer_?key|correct|company_?answer|expected|weight|score|grade|percentile|rank|candidates|respondents|setup|mapping|scoring/i;

interface Finding {
  path: string;
  problem: string;
}

type Node = Record<string, unknown>;

function walk(
  node: unknown,
  path: string,
  found: Finding[],
  defs: Record<string, unknown>,
  seen = new Set<unknown>(),
): void {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  const s = node as Node;
  if (typeof s.$ref === 'string') {
    walk(defs[s.$ref.replace('#/$defs/', '')], path, found, defs, seen);
    return;
  }
  const constrained = ['type', 'properties', 'items', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'not'].some(
    (k) => k in s,
  );
  if (!constrained) found.push({ path, problem: 'typed as anything' });
  for (const [name, child] of Object.entries((s.properties as Node | undefined) ?? {})) {
    if (FORBIDDEN.test(name))
      found.push({ path: `${path}.${name}`, problem: 'field named for data a respondent must not see' });
    walk(child, `${path}.${name}`, found, defs, seen);
  }
  if (s.additionalProperties === true) found.push({ path: `${path}{*}`, problem: 'open object' });
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    walk(s.additionalProperties, `${path}{*}`, found, defs, seen);
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    const value = s[key];
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, found, defs, seen));
    else if (value) walk(value, `${path}[]`, found, defs, seen);
  }
}

export function findLeaks(schema: z.ZodType, name: string): Finding[] {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }) as Node;
  const found: Finding[] = [];
  walk(json, name, found, (json.$defs as Record<string, unknown> | undefined) ?? {});
  return found;
}

describe('respondent routes answer only what a respondent may see', () => {
  it('the walk covers the respondent routes', () => {
    const ids = respondentRoutes.map(([id]) => id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'getPublicLink',
        'registerRespondent',
        'getRespondentTest',
        'startSection',
        'saveAnswers',
        'completeSection',
        'finishTest',
      ]),
    );
  });

  for (const [id, def] of respondentRoutes) {
    it(`${id}: no answer keys, company answers, scores or other respondents' data, and nothing typed "anything"`, () => {
      expect(findLeaks(def.response as z.ZodType, id)).toEqual([]);
    });
  }

  it('the walk finds a leak: a field named for the key, and a field that can hold anything', () => {
    const leaky = z.object({
      items: z.array(z.object({ id: z.string(), correct_answer: z.string() })),
      extra: z.unknown(),
    });
    expect(findLeaks(leaky, 'x').map((f) => f.path)).toEqual(['x.items[].correct_answer', 'x.extra']);
  });
});
