import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';

/**
 * The interface language chosen while signed in is kept on the account as well as in the browser (spec part 2
 * §7.5 `lang`), so what the product sends later (the sign-in PIN e-mail, results e-mails) comes in that language.
 */
export const updateLanguage = defineHandler('updateLanguage', async ({ body, now, user }) => {
  if (user.lang !== body.lang)
    await db()
      .entities.user.patch({ emailKey: user.emailKey })
      .set({ lang: body.lang, updatedAt: now.toISOString() })
      .go();
  return { ok: true as const };
});
