import { defineHandler } from '../../http/handler-factory';
import { followShortLink } from '../short-links';

/** The redirect page /{code}/{value?} (spec part 1 §2): where a short code leads, inside the app only. */
export const resolveShortLink = defineHandler('resolveShortLink', async ({ params }) =>
  followShortLink({ code: params.code }),
);
