import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod/mini, the validator of every schema a function parses (docs/cold-start.md "Route schemas on zod/mini"): the
 * same checks and messages as classic zod at a fraction of its code and start-up. zod/mini starts without a locale
 * ("Invalid input" for every issue); classic zod sets the English one when imported, so this does too, and a field
 * message a caller reads is the same whichever zod a process loaded (`Invalid input: expected string, received
 * undefined`). Schema files import `* as z` from here, never from 'zod/mini' itself.
 */
config(en());

export * from 'zod/mini';
