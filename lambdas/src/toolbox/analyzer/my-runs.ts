import { emailKey } from '@shared/accounts/email';
import type { Response, RouteOf } from '@shared/routes';
import { runsOwnedBy } from './repo';

const PAGE = 20;

/** My core values analyses, newest first, a page at a time (only runs I started signed in). */
export async function listMyRuns({
  email,
  cursor,
}: {
  email: string;
  cursor: string | undefined;
}): Promise<Response<RouteOf<'listMyAnalyzerRuns'>>> {
  return runsOwnedBy(emailKey(email), cursor ?? null, PAGE);
}
