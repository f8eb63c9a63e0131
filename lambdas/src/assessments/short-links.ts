import { DomainError } from '@shared/errors';
import { shortLinkPath } from './assessment-store';

/**
 * The redirect page /{code}/{value?} (spec part 1 §2, §3 "Route record"): where a short code leads. Only paths
 * inside the app are ever answered (never another site), and an unknown code reads as not found.
 */
export async function followShortLink({ code }: { code: string }): Promise<{ path: string }> {
  const path = await shortLinkPath(code);
  if (path === null || !path.startsWith('/') || path.startsWith('//')) throw new DomainError('DATA_NOT_FOUND');
  return { path };
}
