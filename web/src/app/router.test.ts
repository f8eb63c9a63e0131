import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes } from './router';

/** Which guard each path sits under: the route table's "public" column (spec part 1 §2) as the router mounts it. */
function pathsUnder(requiresAuth: boolean): string[] {
  const group = routes.find(
    (r) => (r.element as { props?: { requiresAuth?: boolean } } | undefined)?.props?.requiresAuth === requiresAuth,
  );
  const walk = (list: readonly RouteObject[] | undefined): string[] =>
    (list ?? []).flatMap((r) => [...(r.path ? [r.path] : []), ...walk(r.children)]);
  return walk(group?.children);
}

describe('the router mounts public pages outside sign-in', () => {
  it.each([
    '/core-values-analyzer',
    '/th/core-values-analyzer',
    '/en/core-values-analyzer',
    '/core-values-analyzer/report/:runId',
    '/th/core-values-analyzer/report/:runId',
    '/guest/assessments/create',
    '/auth/callback',
    '/login',
    '/signup',
    '/l/:code',
    '/join',
  ])('%s is public', (path) => {
    expect(pathsUnder(false)).toContain(path);
    expect(pathsUnder(true)).not.toContain(path);
  });

  it.each([
    '/job-role-generator',
    '/th/okr-generator',
    '/account',
    '/account/my-team/:teamId',
    '/guest/assessments/create/:step',
    '/assessments',
  ])('%s needs sign-in', (path) => {
    expect(pathsUnder(true)).toContain(path);
    expect(pathsUnder(false)).not.toContain(path);
  });
});
