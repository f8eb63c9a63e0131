import { defineHandler } from '../../http/handler-factory';
import { createDraft } from '../create-draft';

/** Wizard step 1 (spec part 1 §2 Create wizard): a draft in the user's current team. */
export const createTemplate = defineHandler(
  'createTemplate',
  async ({ body, now, user }) => createDraft({ user, draft: body, now }),
  { status: 201 },
);
