import * as z from '../zod-mini';
import { GREENHOUSE_LIMITS } from '../ats/greenhouse';
import { lazySchema } from './lazy-schema';

/** Wire shapes of a workspace's Greenhouse connection (docs/ats.md): the secret goes in, never out. */

/** Connecting: a Harvest v3 credential (client id and secret) and the Greenhouse user the notes are written as. */
export const ZConnectGreenhouse = lazySchema(() =>
  z.object({
    client_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(GREENHOUSE_LIMITS.clientIdMaxLength)),
    client_secret: z.string().check(z.trim(), z.minLength(1), z.maxLength(GREENHOUSE_LIMITS.clientSecretMaxLength)),
    user_id: z.string().check(z.trim(), z.regex(/^\d{1,20}$/, { error: 'GREENHOUSE_USER_ID_INVALID' })),
  }),
);

/** The connection as the browser sees it: no secret, only its last four characters. */
export const ZGreenhouseConnection = lazySchema(() =>
  z.object({
    connected: z.boolean(),
    client_id: z.nullable(z.string()),
    user_id: z.nullable(z.string()),
    secret_hint: z.nullable(z.string()),
    connected_at: z.nullable(z.string()),
  }),
);

export type GreenhouseConnectionView = z.infer<typeof ZGreenhouseConnection>;
