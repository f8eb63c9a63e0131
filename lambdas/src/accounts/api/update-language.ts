import { defineHandler } from '../../http/handler-factory';
import { saveLanguage } from '../profile-settings';

/**
 * The interface language chosen while signed in is kept on the account as well as in the browser (spec part 2
 * §7.5 `lang`), so what the product sends later (the sign-in PIN e-mail, results e-mails) comes in that language.
 */
export const updateLanguage = defineHandler('updateLanguage', async ({ body, now, user }) => {
  await saveLanguage({ user, lang: body.lang, now });
  return { ok: true as const };
});
