import { DomainError } from '@shared/errors';
import type { SectionKind } from '@shared/sections/kinds';
import type { TemplateDetail } from '@shared/routes';
import type { UserItem } from '../accounts';
import { RACE_LOST, nextUpdatedAt, retryOnRace } from '../common/conditional';
import { reviewed } from './ai-review';
import { assertCreator, loadVisibleTemplate, sectionsOf, toDetail } from './repo';
import { patchTemplateUnlessChanged } from './template-store';

/**
 * Accept a section's AI suggestion as it stands (spec part 1 §2 "pending review state after AI setup"): creator only;
 * the section leaves Pending Review (its flag turns true, part 1 §4) and the review is recorded beside the AI's
 * provenance. Accepting a section that is not pending changes nothing (a double click).
 */
export async function acceptAiSuggestion({
  templateId,
  section,
  user,
  now,
}: {
  templateId: string;
  section: SectionKind;
  user: UserItem;
  now: Date;
}): Promise<TemplateDetail> {
  return retryOnRace(async () => {
    const template = await loadVisibleTemplate(templateId, user);
    assertCreator(template, user);
    if (!sectionsOf(template).includes(section)) throw new DomainError('DATA_NOT_FOUND');
    const at = nextUpdatedAt(template.updated_at, now);
    const ai = reviewed(template, section, 'accepted', user.email, at);
    if (!ai) return toDetail(template);
    const written = await patchTemplateUnlessChanged(template, {
      ai_setup: ai,
      updated_at: at,
      updated_by: user.email,
    });
    if (written === RACE_LOST) return RACE_LOST;
    return toDetail(written);
  });
}
