import * as z from '../zod-mini';
import { COMPLETION_MAIL_MODES, MAX_MUTED_ASSESSMENTS } from '../accounts/notifications';
import { lazySchema } from './lazy-schema';

/** My account, notifications: how the employer hears of completed assessments, and which assessments stay quiet. */
export const ZNotificationSettings = lazySchema(() =>
  z.object({
    completionMail: z.enum(COMPLETION_MAIL_MODES),
    /** Ids of the user's assessments whose completions send nothing (neither a mail nor a digest line). */
    mutedAssessments: z
      .array(z.string().check(z.minLength(1), z.maxLength(100)))
      .check(z.maxLength(MAX_MUTED_ASSESSMENTS)),
  }),
);
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

/** The unsubscribe link's token (signed for one account, lambdas/src/accounts/notification-settings.ts). */
export const ZUnsubscribe = lazySchema(() =>
  z.object({
    token: z
      .string()
      .check(z.regex(/^[A-Za-z0-9_-]{1,300}\.[A-Za-z0-9_-]{43}$/, { error: 'UNSUBSCRIBE_LINK_INVALID' })),
  }),
);
