import { localeOr } from '@shared/i18n/locale-schema';
import { defineHandler } from '../../http/handler-factory';
import {
  completeGuestProviderLink,
  sendGuestVerificationCode,
  startGuestAccount,
  startGuestProviderLink,
  verifyGuestCode,
} from '../guest-verification';

/** Start a guest account (spec part 1 §4 "Guest"): a reserved address and a pass the browser keeps. */
export const startGuest = defineHandler(
  'startGuest',
  async ({ now, sourceIp }) => startGuestAccount({ sourceIp, now }),
  {
    status: 201,
  },
);

/** Verify dialog, step 1 (spec part 1 §2, §5): a code sent to a real address not yet registered. */
export const requestGuestVerification = defineHandler(
  'requestGuestVerification',
  async ({ body, now, locale, sourceIp, user }) => {
    await sendGuestVerificationCode({
      guest: user,
      email: body.email,
      locale: localeOr(locale),
      sourceIp,
      now,
    });
    return { ok: true as const };
  },
);

/** Verify dialog, step 2 (spec part 1 §5 "Guest verification"): the code gives a one-time grant for the address. */
export const verifyGuest = defineHandler('verifyGuest', async ({ body, now, user }) =>
  verifyGuestCode({ guest: user, email: body.email, pin: body.pin, now }),
);

/** Verify dialog, "or sign in with Google or Microsoft" (spec part 1 §2, §4): a one-time token for the way back. */
export const startGuestLink = defineHandler(
  'startGuestLink',
  async ({ now, user }) => startGuestProviderLink({ guest: user, now }),
  { status: 201 },
);

/** The provider account back from Google or Microsoft takes over the guest's work (spec part 1 §5). */
export const completeGuestLink = defineHandler('completeGuestLink', async ({ body, now, user }) =>
  completeGuestProviderLink({ user, token: body.token, now }),
);
