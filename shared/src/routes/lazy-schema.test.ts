import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { lazySchema } from './lazy-schema';
import { ACCOUNTS_ROUTES } from './accounts-routes';

describe('route schemas built on first read (docs/cold-start.md)', () => {
  it('builds nothing at import and once on first use', () => {
    let builds = 0;
    const ZName = lazySchema(() => {
      builds++;
      return z.object({ name: z.string().min(1, { error: 'TEAM_NAME_REQUIRED' }) });
    });
    expect(builds).toBe(0);
    expect(ZName.parse({ name: 'Ann' })).toEqual({ name: 'Ann' });
    expect(ZName.safeParse({ name: '' }).error?.issues[0]?.message).toBe('TEAM_NAME_REQUIRED');
    expect(builds).toBe(1);
  });

  it('is the schema to zod: nested, extended, a ZodObject with its shape', () => {
    const ZInner = lazySchema(() => z.object({ n: z.number() }));
    const ZOuter = lazySchema(() => z.object({ inner: ZInner }).extend({ tag: z.literal('x') }));
    expect(ZInner).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(ZInner.shape)).toEqual(['n']);
    expect(ZOuter.safeParse({ inner: { n: 1 }, tag: 'x' }).success).toBe(true);
    expect(ZOuter.safeParse({ inner: { n: 'one' }, tag: 'x' }).success).toBe(false);
    expect(z.toJSONSchema(ZOuter)).toMatchObject({ properties: { inner: { properties: { n: { type: 'number' } } } } });
  });

  it("a route's schemas still refuse what they refused", () => {
    expect(ACCOUNTS_ROUTES.getMe.body.safeParse({}).success).toBe(true);
    expect(ACCOUNTS_ROUTES.getMe.body.safeParse({ extra: 1 }).success).toBe(false);
  });
});
