import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';

/**
 * The redirect page /{code}/{value?} (spec part 1 §2, §3 "Route record"): where a short code leads. Only paths
 * inside the app are ever answered (never another site), and an unknown code reads as not found.
 */
export const resolveShortLink = defineHandler('resolveShortLink', async ({ params }) => {
  const record = (await db().entities.routeRecord.get({ code: params.code }).go()).data;
  if (!record || !record.path.startsWith('/') || record.path.startsWith('//')) throw new DomainError('DATA_NOT_FOUND');
  return { path: record.path };
});
