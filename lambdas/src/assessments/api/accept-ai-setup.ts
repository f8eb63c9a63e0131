import { defineHandler } from '../../http/handler-factory';
import { acceptAiSuggestion } from '../accept-ai-setup';

/** Accept a section's AI suggestion as it stands (spec part 1 §2, §4): creator only; it leaves Pending Review. */
export const acceptAiSetup = defineHandler('acceptAiSetup', async ({ params, now, user }) =>
  acceptAiSuggestion({ templateId: params.id, section: params.section, user, now }),
);
