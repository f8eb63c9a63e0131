import * as z from 'zod';
import { GREENHOUSE_LIMITS } from '../ats/greenhouse';
import { lazySchema } from './lazy-schema';

/** Wire shapes of a workspace's Greenhouse connection (docs/ats.md): the secret goes in, never out. */

/** Connecting: a Harvest v3 credential (client id and secret) and the Greenhouse user the notes are written as. */
export const ZConnectGreenhouse = lazySchema(() =>
  z.object({
    client_id: z.string().trim().min(1).max(GREENHOUSE_LIMITS.clientIdMaxLength),
    client_secret: z.string().trim().min(1).max(GREENHOUSE_LIMITS.clientSecretMaxLength),
    user_id: z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, { error: 'GREENHOUSE_USER_ID_INVALID' }),
  }),
);

/** The connection as the browser sees it: no secret, only its last four characters. */
export const ZGreenhouseConnection = lazySchema(() =>
  z.object({
    connected: z.boolean(),
    client_id: z.string().nullable(),
    user_id: z.string().nullable(),
    secret_hint: z.string().nullable(),
    connected_at: z.string().nullable(),
  }),
);

export type GreenhouseConnectionView = z.infer<typeof ZGreenhouseConnection>;
