import { defineHandler } from '../../http/handler-factory';
import { openSharedResult } from '../shared-result';

/** A result opened by its share link (public: the unguessable token is the credential; shared-result.ts). */
export const getSharedResult = defineHandler('getSharedResult', async ({ params, locale, now }) =>
  openSharedResult({ token: params.token, locale, now }),
);
