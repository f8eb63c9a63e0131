import { AI_SETUP_PROGRESS_PART } from '@shared/routes/ai-setup-schemas';
import { defineStreamHandler } from '../../http/stream-handler';
import { setUpDraftWithAi } from '../setup-draft-with-ai';
import { progressWriter } from '../progress-writer';

/**
 * "Set up with AI" in the wizard (spec part 1 §2, §4; part 2 §7.4): streams progress per finished result, then the
 * draft with its AI-filled sections in Pending Review. A streaming route, so the several prompts may take minutes.
 */
export const setupTemplateWithAi = defineStreamHandler(
  'setupTemplateWithAi',
  async ({ params, now, sourceIp, user }, out) => {
    return setUpDraftWithAi({
      user,
      templateId: params.id,
      now,
      sourceIp,
      onProgress: progressWriter(out, AI_SETUP_PROGRESS_PART),
    });
  },
);
